import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, failWithEnvelope, holdUploads } from '@test/server'
import { getDb } from '@mocks/db'
import { mockServer } from '@mocks/node'
import { resetNavigationDebounce } from '@/core/navigation'
import { NOT_FOUND_TEXT } from '@/core/request/errors'
import ItemDetailPage from '@/pages/stock/inventory/stock/detail/index'
import { toastOnNextPage } from '@/shared/ui/result/toast-after'
import { typeIn } from '@test/dom'
import { demoStock, stockItemByCode } from '@test/stock'

const PATH = 'pages/stock/inventory/stock/detail/index'

/** The brand field's sheet: a hot brand picked from the top. */
async function pickBrand(name: string) {
  fireEvent.click(await screen.findByText('请选择品牌'))
  const sheet = await waitFor(() => document.querySelector('.brand-index__hot') as HTMLElement)
  fireEvent.click(await within(sheet).findByText(name))
}

/** 更多, then one of its sheet's actions. */
async function chooseMore(action: string) {
  fireEvent.click(screen.getByText('更多'))
  fireEvent.click(await screen.findByRole('menuitem', { name: action }))
}

describe('item detail', () => {
  it('shows the gallery, fields, prices, peer prices and this item’s log', async () => {
    const subject = stockItemByCode('ZP10000')
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(subject.id) } })
    expect(await screen.findByText(subject.title)).toBeInTheDocument()
    expect(screen.getByText('ZP10000')).toBeInTheDocument()
    expect(screen.getByText('门店橱窗')).toBeInTheDocument()
    expect(screen.getByText('同行行情')).toBeInTheDocument()
    // The shop holds PRODUCT_DETAIL_PRICE: other dealers' prices are listed.
    await waitFor(() => expect(document.querySelectorAll('.item-detail__peer-price')).toHaveLength(4))
    expect(document.querySelector('.item-detail__peer-price')?.textContent).toMatch(/^¥/)
    expect(screen.getByText('入库')).toBeInTheDocument()
    expect(screen.getByText(`1/${subject.photos.length}`)).toBeInTheDocument()
  })

  it('never asks for nor shows peer prices without PRODUCT_DETAIL_PRICE', async () => {
    getDb().accounts.find((account) => account.accountId === 20001)!.permission = []
    const asked: string[] = []
    mockServer.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname))
    const subject = stockItemByCode('ZP10000')
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(subject.id) } })
    expect(await screen.findByText('同行价仅对开通查看权限的商家展示')).toBeInTheDocument()
    expect(document.querySelectorAll('.item-detail__peer-price')).toHaveLength(0)
    expect(asked.some((path) => path.endsWith('/peer-prices'))).toBe(false)
    mockServer.events.removeAllListeners()
  })

  it('offers the actions of an item in stock', async () => {
    const subject = stockItemByCode('ZP10000')
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(subject.id) } })
    await screen.findByText(subject.title)
    // 更多 is a small outline button with an icon, like 编辑 and 锁单, not a bare label.
    const moreButton = screen.getByText('更多').closest('.nut-button')
    expect(moreButton).toHaveClass('item-detail__more', 'nut-button-small', 'nut-button-outline')
    expect(moreButton?.querySelector('.nut-icon')).not.toBeNull()
    expect(screen.getByText('编辑').closest('.nut-button')).toHaveClass('nut-button-small', 'nut-button-outline')
    fireEvent.click(screen.getByText('锁单'))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/stock/order/lock/create/index?itemIds=${subject.id}`)
    resetNavigationDebounce()
    fireEvent.click(screen.getByText('线下开单'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe(`/pages/stock/order/offline/create/index?itemIds=${subject.id}`))
  })

  it('puts an item in the showcase and deletes it from the more menu', async () => {
    const subject = stockItemByCode('ZP09999')
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(subject.id) }, below: ['/pages/stock/inventory/stock/list/index'] })
    await screen.findByText(subject.title)
    await chooseMore('展示到店铺')
    await waitFor(() => expect(stockItemByCode('ZP09999').shared).toBe(true))
    // 删除 is the sheet's destructive action: red.
    fireEvent.click(screen.getByText('更多'))
    expect(await screen.findByRole('menuitem', { name: '删除' })).toHaveClass('stock-actions__item--danger')
    expect(screen.getByRole('menuitem', { name: '全部操作记录' })).not.toHaveClass('stock-actions__item--danger')
    fireEvent.click(screen.getByText('取消'))
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: '删除' })).not.toBeInTheDocument())
    modalAnswers.push(true)
    await chooseMore('删除')
    await waitFor(() => expect(stockItemByCode('ZP09999').status).toBe('DELETED'))
    expect(uiLog.modals.at(-1)?.content).toContain('可在「最近删除」中恢复')
    expect(uiLog.toasts.at(-1)?.title).toBe('已删除，可在「最近删除」恢复')
    // Back to the list after the toast (waited for, or it would land in the next test's log).
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('navigateBack'))
  })

  it('posts a held item to the peer circle from the more menu', async () => {
    const subject = stockItemByCode('ZP09999')
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(subject.id) } })
    await screen.findByText(subject.title)
    await chooseMore('发到同行圈')
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe(`/pages/post/detail/index?mode=publish&itemIds=${subject.id}`))
  })

  it('sends a held item by express from the more menu', async () => {
    const subject = stockItemByCode('ZP09999')
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(subject.id) } })
    await screen.findByText(subject.title)
    await chooseMore('寄快递')
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe(`/pages/express/send/index?stockItemId=${subject.id}`))
  })

  it('shows a locked item with its lock', async () => {
    const lock = demoStock().locks.find((candidate) => candidate.status === 'ACTIVE')!
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(lock.itemIds[0]) } })
    expect(await screen.findByText('查看锁单')).toBeInTheDocument()
    fireEvent.click(screen.getByText('转线下订单'))
    expect(navigationLog.at(-1)?.url).toBe(`/pages/stock/order/offline/create/index?lockId=${lock.id}`)
  })

  it('shows a missing item as an error', async () => {
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: '1' } })
    expect(await screen.findAllByText(NOT_FOUND_TEXT)).not.toHaveLength(0)
  })

  it('shows a server failure', async () => {
    failPath('/stock/items/110000', 500)
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: '110000' } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })

  it('still shows the item when its log fails, and retries the log alone', async () => {
    const subject = stockItemByCode('ZP10000')
    failPath('/stock/logs', 500)
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(subject.id) } })
    expect(await screen.findByText(subject.title)).toBeInTheDocument()
    expect(await screen.findByText('记录加载失败')).toBeInTheDocument()
    expect(screen.getByText('编辑')).toBeInTheDocument()
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('入库')).toBeInTheDocument()
    expect(screen.queryByText('记录加载失败')).not.toBeInTheDocument()
  })

  it('says why a delete was refused (locked meanwhile) and stays on the item', async () => {
    const subject = stockItemByCode('ZP09999')
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(subject.id) }, below: ['/pages/stock/inventory/stock/list/index'] })
    await screen.findByText(subject.title)
    subject.status = 'LOCKED'
    modalAnswers.push(true)
    await chooseMore('删除')
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe(`「${subject.title}」当前状态不可操作（已锁单）`))
    expect(stockItemByCode('ZP09999').status).toBe('LOCKED')
    expect(navigationLog.some((entry) => entry.method === 'navigateBack')).toBe(false)
    // reloaded: the item shows as it now is
    await waitFor(() => expect(screen.getAllByText('已锁单').length).toBeGreaterThan(0))
  })

  it('says why the showcase could not be changed', async () => {
    const subject = stockItemByCode('ZP09999')
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(subject.id) } })
    await screen.findByText(subject.title)
    const shared = subject.shared
    failWithEnvelope('/stock/items/share', 500, '店铺展示服务繁忙')
    await chooseMore(shared ? '取消店铺展示' : '展示到店铺')
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('店铺展示服务繁忙'))
    expect(uiLog.toasts.some((toast) => toast.icon === 'success')).toBe(false)
    expect(stockItemByCode('ZP09999').shared).toBe(shared)
  })

  it('shows what changed on return from another page', async () => {
    const subject = stockItemByCode('ZP10000')
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(subject.id) } })
    await screen.findByText(subject.title)
    await firePageEvent('didShow')
    subject.title = '改过的名称'
    await firePageEvent('didShow')
    expect(await screen.findByText('改过的名称')).toBeInTheDocument()
  })
})

describe('stock-in and edit form', () => {
  it('names every missing field and keeps what was typed', async () => {
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { mode: 'create' } })
    expect(screen.getByText('商品入库')).toBeInTheDocument()
    typeIn('如 爱马仕 Birkin 30 金棕色', '香奈儿 CF 小号')
    typeIn('单位：元', '12.345')
    fireEvent.click(screen.getByText('确认入库'))
    expect(await screen.findByText('请至少上传1张商品图片')).toBeInTheDocument()
    expect(screen.getByText('请输入品牌')).toBeInTheDocument()
    expect(screen.getByText('请选择品类')).toBeInTheDocument()
    expect(screen.getByText('请选择成色')).toBeInTheDocument()
    expect(screen.getByText('成本价格式不正确，最多两位小数')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('如 爱马仕 Birkin 30 金棕色')).toHaveValue('香奈儿 CF 小号')
  })

  it('marks the required fields, names the first wrong one and clears each error as it is fixed', async () => {
    const scrolled = vi.spyOn(Taro, 'pageScrollTo')
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { mode: 'create' } })
    const label = (text: string) => screen.getByText(text, { selector: '.form-field__label' })
    for (const text of ['商品图片', '商品名称', '品牌', '品类', '成色', '成本价', '数量', '库位', '入库日期']) expect(label(text)).toHaveClass('form-field__label--required')
    for (const text of ['型号', '编码', '颜色', '同行价', '备注']) expect(label(text)).not.toHaveClass('form-field__label--required')
    // No message before a submit.
    expect(document.querySelector('.form-field--error')).toBeNull()

    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1))
    typeIn('如 爱马仕 Birkin 30 金棕色', '爱马仕 Kelly 28')
    fireEvent.click(screen.getByText('确认入库'))
    // The first red field on the page is the one scrolled to and the one the toast names.
    const firstRed = () => document.querySelector('.form-field--error') as HTMLElement
    await waitFor(() => expect(firstRed()).not.toBeNull())
    expect(firstRed().querySelector('.form-field__error')).toHaveTextContent('请输入品牌')
    expect(uiLog.toasts.at(-1)?.title).toBe('请输入品牌')
    expect(scrolled).toHaveBeenLastCalledWith(expect.objectContaining({ selector: `#${firstRed().id}` }))
    expect(screen.getByText('请选择成色')).toBeInTheDocument()
    expect(screen.getByText('请输入成本价')).toBeInTheDocument()

    // Each message goes the moment its field is right.
    fireEvent.click(screen.getByText('99新'))
    expect(screen.queryByText('请选择成色')).not.toBeInTheDocument()
    typeIn('单位：元', '168000')
    expect(screen.queryByText('请输入成本价')).not.toBeInTheDocument()
    await pickBrand('爱马仕')
    await waitFor(() => expect(screen.queryByText('请输入品牌')).not.toBeInTheDocument())
    // 爱马仕 brought its category: nothing is wrong any more.
    expect(document.querySelector('.form-field--error')).toBeNull()
    // …and comes back if the field is made wrong again.
    typeIn('单位：元', '')
    expect(screen.getByText('请输入成本价')).toBeInTheDocument()
    scrolled.mockRestore()
  })

  it('keeps a half-typed item on the device and offers it again', async () => {
    const view = renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { mode: 'create' } })
    typeIn('如 爱马仕 Birkin 30 金棕色', '香奈儿 CF 小号')
    fireEvent.click(screen.getByText('99新'))
    typeIn('单位：元', '32000')
    // Left before the form was saved (back, the app closed).
    view.unmount()
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { mode: 'create' } })
    expect(await screen.findByText('已恢复上次未提交的内容')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('如 爱马仕 Birkin 30 金棕色')).toHaveValue('香奈儿 CF 小号')
    expect(screen.getByText('99新')).toHaveClass('chip--on')
    expect((screen.getByPlaceholderText('单位：元') as HTMLInputElement).value).toBe('32000')
    cleanup()
    // An edit starts from the item, never from a new item's draft.
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: '110000', mode: 'edit' } })
    expect(await screen.findByDisplayValue('ZP10000')).toBeInTheDocument()
    expect(screen.queryByText('已恢复上次未提交的内容')).not.toBeInTheDocument()
    expect(screen.getByPlaceholderText('如 爱马仕 Birkin 30 金棕色')).toHaveValue(stockItemByCode('ZP10000').title)
  })

  it('puts a new item in stock and shows the result with the next steps', async () => {
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { mode: 'create' } })
    await pickBrand('香奈儿')
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1))
    typeIn('如 爱马仕 Birkin 30 金棕色', '香奈儿 CF 小号 黑金')
    typeIn('店内货号，留空自动生成', 'CH-2026-001')
    fireEvent.click(screen.getByText('箱包'))
    fireEvent.click(screen.getByText('99新'))
    fireEvent.click(screen.getByText('防尘袋'))
    typeIn('单位：元', '32000')
    fireEvent.input(screen.getAllByPlaceholderText('选填，单位：元')[0], { target: { value: '35800.5' }, detail: { value: '35800.5' } })
    fireEvent.click(screen.getByText('确认入库'))
    // The result stays on screen: no toast a page would cover, no jump away.
    const result = await screen.findByRole('status')
    expect(result).toHaveTextContent('入库成功')
    expect(result).toHaveTextContent('编码 CH-2026-001')
    expect(result).toHaveTextContent('香奈儿 CF 小号 黑金')
    expect([...result.querySelectorAll('.result-panel__action')].map((button) => button.textContent)).toEqual(['继续入库', '查看商品', '展示到店铺'])
    expect(navigationLog).toHaveLength(0)
    expect(uiLog.toasts.some((toast) => toast.title === '入库成功')).toBe(false)
    const created = demoStock().items.find((candidate) => candidate.code === 'CH-2026-001')!
    expect(created).toMatchObject({
      brand: '香奈儿',
      category: '箱包',
      grade: '99新',
      accessories: ['防尘袋'],
      costCents: 3200000,
      peerPriceCents: 3580050,
      status: 'IN_STOCK',
      location: '柜台',
      shared: false,
    })
    expect(created.photos[0]).toMatch(/mock-uploads/)
    expect(demoStock().logs[0]).toMatchObject({ action: 'CREATE', itemId: created.id })

    // 展示到店铺 puts it in the showcase; sharing it is what is left.
    fireEvent.click(screen.getByText('展示到店铺'))
    await waitFor(() => expect(created.shared).toBe(true))
    expect(await screen.findByText('分享商品')).toBeInTheDocument()

    fireEvent.click(screen.getByText('查看商品'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/stock/inventory/stock/detail/index?id=${created.id}` }))

    // 继续入库: an empty form, nothing kept of the last item.
    fireEvent.click(screen.getByText('继续入库'))
    expect(await screen.findByText('确认入库')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('如 爱马仕 Birkin 30 金棕色')).toHaveValue('')
    expect(screen.getByPlaceholderText('店内货号，留空自动生成')).toHaveValue('')
    expect(screen.getByText('请选择品牌')).toBeInTheDocument()
    expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(0)
    expect(document.querySelector('.chip--on')?.textContent).toBe('柜台')
    expect(document.querySelector('.form-field--error')).toBeNull()
    expect(screen.queryByText('已恢复上次未提交的内容')).not.toBeInTheDocument()
  })

  it('names the code the shop gave an item typed without one', async () => {
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { mode: 'create' } })
    await pickBrand('爱马仕')
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1))
    typeIn('如 爱马仕 Birkin 30 金棕色', '爱马仕 Kelly 28')
    fireEvent.click(screen.getByText('95新'))
    typeIn('单位：元', '120000')
    fireEvent.click(screen.getByText('确认入库'))
    expect(await screen.findByText('入库成功')).toBeInTheDocument()
    const created = demoStock().items.find((candidate) => candidate.id === demoStock().logs[0].itemId)!
    expect(created.title).toBe('爱马仕 Kelly 28')
    expect(created.code).not.toBe('')
    expect(await screen.findByText(`编码 ${created.code}`)).toBeInTheDocument()
    // Saved: the draft went with it.
    cleanup()
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { mode: 'create' } })
    expect(screen.getByPlaceholderText('如 爱马仕 Birkin 30 金棕色')).toHaveValue('')
    expect(screen.queryByText('已恢复上次未提交的内容')).not.toBeInTheDocument()
  })

  it('says a result left for the item when it shows again (back from its edit)', async () => {
    const subject = stockItemByCode('ZP10000')
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(subject.id) } })
    await screen.findByText(subject.title)
    toastOnNextPage('保存成功')
    await act(() => firePageEvent('didShow'))
    expect(uiLog.toasts.filter((toast) => toast.title === '保存成功')).toHaveLength(1)
  })

  it('edits an item and keeps the typed values when the server refuses', async () => {
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: '110000', mode: 'edit' }, below: [`/${PATH}?id=110000`] })
    expect(await screen.findByDisplayValue('ZP10000')).toBeInTheDocument()
    typeIn('店内货号，留空自动生成', 'ZP09999')
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('编码 ZP09999 已被其他商品使用')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('店内货号，留空自动生成')).toHaveValue('ZP09999')
    typeIn('店内货号，留空自动生成', 'ZP10000')
    typeIn('单位：元', '6999')
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(stockItemByCode('ZP10000').costCents).toBe(699900))
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('navigateBack'))
  })

  it('waits for a photo still uploading before it saves', async () => {
    const SLOW = 'http://127.0.0.1:6003/mock-uploads/slow-photo'
    const finish = holdUploads(SLOW)
    const before = [...stockItemByCode('ZP10000').photos]
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: '110000', mode: 'edit' } })
    expect(await screen.findByDisplayValue('ZP10000')).toBeInTheDocument()
    typeIn('如 爱马仕 Birkin 30 金棕色', '改过的名称')
    fireEvent.click(screen.getByLabelText('添加图片'))
    // Saving now would leave the photo out.
    const button = await screen.findByText('图片上传中')
    await waitFor(() => expect(button.closest('.nut-button')).toHaveClass('nut-button-disabled'))
    expect(screen.queryByText('保存')).not.toBeInTheDocument()
    fireEvent.click(button)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(stockItemByCode('ZP10000').title).not.toBe('改过的名称')
    finish()
    await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(before.length + 1))
    // the photo shows a moment before the button is free again
    fireEvent.click(await screen.findByText('保存'))
    await waitFor(() => expect(stockItemByCode('ZP10000')).toMatchObject({ title: '改过的名称', photos: [...before, SLOW] }))
    // The form leaves after the spec's 0.35 s (home: nothing below it): the test ends after it,
    // with no save left running.
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/home/post/index'))
  })

  it('shows a server failure and keeps the form', async () => {
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: '110000', mode: 'edit' } })
    expect(await screen.findByDisplayValue('ZP10000')).toBeInTheDocument()
    typeIn('如 爱马仕 Birkin 30 金棕色', '改过的名称')
    typeIn('单位：元', '6999')
    failPath('/stock/items/110000', 500)
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    expect(uiLog.toasts.at(-1)?.title).toBe('服务繁忙，请稍后重试')
    expect(screen.getByPlaceholderText('如 爱马仕 Birkin 30 金棕色')).toHaveValue('改过的名称')
    expect((screen.getByPlaceholderText('单位：元') as HTMLInputElement).value).toBe('6999')
    expect(screen.getByPlaceholderText('店内货号，留空自动生成')).toHaveValue('ZP10000')
    expect(navigationLog.some((entry) => entry.method === 'navigateBack')).toBe(false)
  })

  it('shows a failed load of the item to edit as the page’s error, with a retry', async () => {
    failPath('/stock/items/110000', 500)
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: '110000', mode: 'edit' } })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    // no blank form to save over the item
    expect(screen.queryByPlaceholderText('如 爱马仕 Birkin 30 金棕色')).not.toBeInTheDocument()
    expect(screen.queryByText('保存')).not.toBeInTheDocument()
    mockServer.resetHandlers()
    fireEvent.click(screen.getByText('重新加载'))
    expect(await screen.findByDisplayValue('ZP10000')).toBeInTheDocument()
    expect(screen.getByText('保存')).toBeInTheDocument()
  })
})
