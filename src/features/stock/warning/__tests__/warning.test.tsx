import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, failWithEnvelope } from '@test/server'
import { ageDaysOf } from '@mocks/lib/stock'
import { resetNavigationDebounce } from '@/core/navigation'
import WarningListPage from '@/pages/stock/inventory/warning/list/index'
import WarningFormPage from '@/pages/stock/inventory/warning/form/index'
import { typeIn } from '@test/dom'
import { demoStock } from '@test/stock'

const LIST = 'pages/stock/inventory/warning/list/index'
const FORM = 'pages/stock/inventory/warning/form/index'
const rules = () => demoStock().warningRules
const [AGE_ID, NO_PRICE_ID, LOW_ID] = [194001, 194002, 194003]
const held = () => demoStock().items.filter((item) => item.status === 'IN_STOCK' || item.status === 'LOCKED')
const cardOf = (name: string) => screen.getAllByText(name)[0].closest('.warning-card') as HTMLElement

describe('warning rules', () => {
  it('lists the rules with type, threshold, state and hit count', async () => {
    const noPrice = held().filter((item) => item.peerPriceCents === null || item.retailCents === null).length
    renderPage(<WarningListPage />, LIST, { signedIn: true })
    const age = (await screen.findAllByText('库龄超过360天'))[0].closest('.warning-card') as HTMLElement
    expect(within(age).getByText('库龄超期')).toBeInTheDocument()
    // The description says what the rule watches, not its name again.
    expect(within(age).getByText('在库超过 360 天仍未售出')).toBeInTheDocument()
    expect(within(age).getAllByText('库龄超过360天')).toHaveLength(1)
    expect(within(age).getByText(/^\d+ 件商品触发$/)).toBeInTheDocument()
    const price = cardOf('未设置同行价')
    expect(within(price).getByText('同行价或零售价未填写', { selector: '.warning-card__rule *' })).toBeInTheDocument()
    expect(within(price).getByText(`${noPrice} 件商品触发`)).toBeInTheDocument()
    const low = cardOf(rules()[2].name)
    expect(within(low).getByText('在库少于 3 件时提醒')).toBeInTheDocument()
    expect(within(low).getByText(`${rules()[2].brand} ${rules()[2].model}`)).toBeInTheDocument()
    expect(within(low).getByText('已停用 · 库存充足')).toBeInTheDocument()
    expect(within(low).getByLabelText(`启用${rules()[2].name}`)).toHaveClass('nut-switch-close')
  })

  it('leaves out a description that would repeat the name', async () => {
    rules()[1].name = '同行价或零售价未填写'
    renderPage(<WarningListPage />, LIST, { signedIn: true })
    await screen.findAllByText('同行价或零售价未填写')
    const card = cardOf('同行价或零售价未填写')
    expect(within(card).getAllByText('同行价或零售价未填写')).toHaveLength(1)
    expect(card.querySelector('.warning-card__rule')).toBeEmptyDOMElement()
  })

  it('switches a rule on in place, and rolls back when the server refuses', async () => {
    renderPage(<WarningListPage />, LIST, { signedIn: true })
    const name = rules()[2].name
    await screen.findByText(name)
    // NutUI's switch takes its checked prop into its own state after the first render
    await new Promise((done) => setTimeout(done, 50))
    fireEvent.click(screen.getByLabelText(`启用${name}`))
    await waitFor(() => expect(rules()[2].enabled).toBe(true))
    expect(rules()[2]).toMatchObject({ type: 'LOW_QUANTITY', threshold: 3 })
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('预警已开启'))
    await waitFor(() => expect(screen.getByLabelText(`启用${name}`)).not.toHaveClass('nut-switch-close'))

    failWithEnvelope(`/stock/warning-rules/${AGE_ID}`, 500, '预警服务繁忙')
    fireEvent.click(screen.getByLabelText('启用库龄超过360天'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('预警服务繁忙'))
    await waitFor(() => expect(screen.getByLabelText('启用库龄超过360天')).not.toHaveClass('nut-switch-close'))
    expect(rules()[0].enabled).toBe(true)
  })

  it('opens the items of a rule, and the form to edit or add one', async () => {
    renderPage(<WarningListPage />, LIST, { signedIn: true })
    fireEvent.click(await screen.findByText('未设置同行价'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/${LIST}?ruleId=${NO_PRICE_ID}` })
    resetNavigationDebounce()
    fireEvent.click(within(cardOf('未设置同行价')).getByText('编辑'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/${FORM}?id=${NO_PRICE_ID}` })
    resetNavigationDebounce()
    fireEvent.click(screen.getByText('新增预警规则'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/${FORM}` })
  })

  it('reloads on return from the form', async () => {
    renderPage(<WarningListPage />, LIST, { signedIn: true })
    await screen.findByText('未设置同行价')
    rules()[1].name = '缺价商品提醒'
    await firePageEvent('didShow')
    expect(await screen.findByText('缺价商品提醒')).toBeInTheDocument()
  })

  it('shows a server failure', async () => {
    failPath('/stock/warning-rules', 500)
    renderPage(<WarningListPage />, LIST, { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })

  it('shows the empty list with the way to add one', async () => {
    demoStock().warningRules = []
    renderPage(<WarningListPage />, LIST, { signedIn: true })
    expect(await screen.findByText('还没有预警规则，添加后库存异常会及时提醒')).toBeInTheDocument()
    expect(screen.getByText('新增预警规则')).toBeInTheDocument()
  })
})

describe('items of a warning rule', () => {
  it('pages the items that trip a rule, oldest first, and opens one', async () => {
    const tripping = held()
      .filter((item) => ageDaysOf(item) > 360)
      .sort((a, b) => a.stockInDate.localeCompare(b.stockInDate) || a.id - b.id)
    renderPage(<WarningListPage />, LIST, { signedIn: true, query: { ruleId: String(AGE_ID) } })
    expect(await screen.findByText('在库超过 360 天仍未售出', { selector: '.warning-card__rule *' })).toBeInTheDocument()
    expect(screen.getByText(`${tripping.length} 件商品触发`)).toBeInTheDocument()
    await screen.findByText(tripping[0].code)
    expect(document.querySelectorAll('.stock-item')).toHaveLength(20)
    expect(screen.getByText('上拉加载更多')).toBeInTheDocument()
    await firePageEvent('reachBottom')
    await waitFor(() => expect(document.querySelectorAll('.stock-item')).toHaveLength(40))
    expect(screen.getByText(tripping[39].code)).toBeInTheDocument()
    fireEvent.click(screen.getByText(tripping[0].code))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/stock/inventory/stock/detail/index?id=${tripping[0].id}` })
  })

  it('shows a rule that finds nothing, and a server failure', async () => {
    renderPage(<WarningListPage />, LIST, { signedIn: true, query: { ruleId: String(LOW_ID) } })
    expect(await screen.findByText('暂无触发该规则的商品')).toBeInTheDocument()
    expect(screen.getByText('该规则已停用，不计入库存预警')).toBeInTheDocument()
  })

  it('shows a failure of the items', async () => {
    failPath(`/stock/warning-rules/${NO_PRICE_ID}/items`, 500)
    renderPage(<WarningListPage />, LIST, { signedIn: true, query: { ruleId: String(NO_PRICE_ID) } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })

  it('drops an item that no longer trips the rule on return from its detail', async () => {
    const noPrice = () =>
      held()
        .filter((item) => item.peerPriceCents === null || item.retailCents === null)
        .sort((a, b) => a.stockInDate.localeCompare(b.stockInDate) || a.id - b.id)
    const first = noPrice()[0]
    const count = noPrice().length
    renderPage(<WarningListPage />, LIST, { signedIn: true, query: { ruleId: String(NO_PRICE_ID) } })
    expect(await screen.findByText(first.code)).toBeInTheDocument()
    await firePageEvent('didShow')
    // Priced on its detail page.
    first.peerPriceCents = 100000
    first.retailCents = 120000
    await firePageEvent('didShow')
    await waitFor(() => expect(screen.queryByText(first.code)).not.toBeInTheDocument())
    expect(screen.getByText(`${count - 1} 件商品触发`)).toBeInTheDocument()
  })
})

describe('warning rule form', () => {
  it('checks the fields under them and keeps what was typed', async () => {
    renderPage(<WarningFormPage />, FORM, { signedIn: true })
    expect(screen.getByText('新增预警规则')).toBeInTheDocument()
    typeIn('如 库龄超过180天', '库')
    typeIn('如 180', '0')
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('规则名称应为2-20个字')).toBeInTheDocument()
    expect(screen.getByText('库龄天数应为1-3650的整数')).toBeInTheDocument()
    fireEvent.click(screen.getByText('型号库存不足'))
    expect(await screen.findByText('爱马仕')).toBeInTheDocument()
    typeIn('如 3', '1000')
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('请选择品牌')).toBeInTheDocument()
    expect(screen.getByText('请输入型号')).toBeInTheDocument()
    expect(screen.getByText('数量应为1-999的整数')).toBeInTheDocument()
    expect(screen.getByDisplayValue('库')).toBeInTheDocument()
    expect(rules()).toHaveLength(3)
  })

  it('adds a quantity rule for a model, which then trips with its items', async () => {
    const sample = held()[0]
    renderPage(<WarningFormPage />, FORM, { signedIn: true, below: [`/${LIST}`] })
    typeIn('如 库龄超过180天', '热门款补货')
    fireEvent.click(screen.getByText('型号库存不足'))
    fireEvent.click(await screen.findByText(sample.brand))
    typeIn('如 Birkin 30', sample.model)
    typeIn('如 3', '999')
    expect(screen.getByText('件')).toBeInTheDocument()
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(rules()).toHaveLength(4))
    const created = rules()[3]
    expect(created).toMatchObject({ name: '热门款补货', type: 'LOW_QUANTITY', threshold: 999, brand: sample.brand, model: sample.model, enabled: true })
    expect(uiLog.toasts.at(-1)?.title).toBe('保存成功')
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('navigateBack'))

    renderPage(<WarningListPage />, LIST, { signedIn: true, query: { ruleId: String(created.id) } })
    expect(await screen.findByText(/^库存不足（在库 \d+ 件）$/)).toBeInTheDocument()
    await screen.findAllByText(sample.model, { exact: false })
    expect(document.querySelectorAll('.stock-item').length).toBeGreaterThan(0)
  })

  it('adds a no-price rule without a threshold', async () => {
    renderPage(<WarningFormPage />, FORM, { signedIn: true })
    typeIn('如 库龄超过180天', '缺价提醒')
    fireEvent.click(screen.getByText('未设置价格'))
    expect(screen.queryByPlaceholderText('如 180')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(rules()).toHaveLength(4))
    expect(rules()[3]).toMatchObject({ type: 'NO_PRICE', threshold: 0, brand: '', model: '' })
    // the form leaves after a short delay: wait for it, or it lands after the file's teardown
    await waitFor(() => expect(navigationLog).toHaveLength(1))
  })

  it('edits a rule: prefilled, saved, switched off', async () => {
    renderPage(<WarningFormPage />, FORM, { signedIn: true, query: { id: String(AGE_ID) } })
    expect(await screen.findByDisplayValue('库龄超过360天')).toBeInTheDocument()
    expect(screen.getByText('编辑预警规则')).toBeInTheDocument()
    fireEvent.input(screen.getByDisplayValue('360'), { target: { value: '180' }, detail: { value: '180' } })
    fireEvent.input(screen.getByDisplayValue('库龄超过360天'), { target: { value: '库龄超过半年' }, detail: { value: '库龄超过半年' } })
    await new Promise((done) => setTimeout(done, 50))
    fireEvent.click(screen.getByLabelText('启用规则'))
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(rules()[0]).toMatchObject({ name: '库龄超过半年', threshold: 180, enabled: false }))
    // the form leaves after a short delay: wait for it, or it lands after the file's teardown
    await waitFor(() => expect(navigationLog).toHaveLength(1))
  })

  it('deletes a rule after confirming', async () => {
    renderPage(<WarningFormPage />, FORM, { signedIn: true, query: { id: String(NO_PRICE_ID) } })
    await screen.findByDisplayValue('未设置同行价')
    modalAnswers.push(false)
    fireEvent.click(screen.getByText('删除规则'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(rules()).toHaveLength(3)
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('删除规则'))
    await waitFor(() => expect(rules().map((rule) => rule.id)).toEqual([AGE_ID, LOW_ID]))
    expect(uiLog.modals[1].content).toContain('未设置同行价')
    expect(uiLog.toasts.at(-1)?.title).toBe('已删除')
    // the form leaves after a short delay: wait for it, or it lands after the file's teardown
    await waitFor(() => expect(navigationLog).toHaveLength(1))
  })

  it('shows a failure to load the rule, and a failure to save without losing input', async () => {
    failPath(`/stock/warning-rules/${AGE_ID}`, 500)
    renderPage(<WarningFormPage />, FORM, { signedIn: true, query: { id: String(AGE_ID) } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })

  it('shows a save failure under the form, keeping the input', async () => {
    failWithEnvelope('/stock/warning-rules', 500, '规则服务繁忙')
    renderPage(<WarningFormPage />, FORM, { signedIn: true })
    typeIn('如 库龄超过180天', '压货提醒')
    typeIn('如 180', '90')
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('规则服务繁忙')).toBeInTheDocument()
    expect(screen.getByDisplayValue('压货提醒')).toBeInTheDocument()
    expect(screen.getByDisplayValue('90')).toBeInTheDocument()
  })
})
