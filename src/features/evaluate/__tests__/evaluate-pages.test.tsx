import type { ComponentType } from 'react'
import type { RoutePath } from '@/core/routes'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { tab, typeIn } from '@test/dom'
import { findEvaluate } from '@mocks/db/evaluate'
import { mockCall } from '@mocks/lib/call'
import { readDraft } from '@/shared/hooks/use-draft'
import HomePage from '@/pages/evaluate/home/index'
import ListPage from '@/pages/evaluate/order/list/index'
import DetailPage from '@/pages/evaluate/order/detail/index'
import ModifyPage from '@/pages/evaluate/order/modify/index'
import SendPage from '@/pages/evaluate/order/send/index'
import ReportPage from '@/pages/evaluate/order/report/index'
import ConfirmMailPage from '@/pages/evaluate/order/confirm-mail/index'
import ConfirmOnlinePage from '@/pages/evaluate/order/confirm-online/index'
import { EVALUATE_SCREENS } from '@test/evaluate-screens'
import { evaluateApi } from '../api'
import { INCONCLUSIVE_TEXT, METHOD_LOCKED_TEXT, SCOPE_TEXT, SEAL_MISMATCH_TEXT } from '../machine'
import { CREATE_DRAFT_KEY } from '../home'

// Seeded (mocks/db/evaluate.ts): 9301 awaiting_payment, 9302 awaiting_shipment, 9303 in_transit, 9304 submitted,
// 9305 appraising, 9306 reported (online, 无法鉴定), 9307 returning (mail, 正品), 9308 exception, 9309 done (非正品), 9310 cancelled.
const open = (Page: ComponentType, path: RoutePath, id: number) => renderPage(<Page />, path, { signedIn: true, query: { id: String(id) } })
const footerTexts = () => [...(document.querySelector('.page-layout__footer')?.querySelectorAll('.nut-button') ?? [])].map((button) => button.textContent)
const footerButton = (text: string) =>
  [...(document.querySelector('.page-layout__footer')?.querySelectorAll('.nut-button') ?? [])].find((button) => button.textContent?.startsWith(text)) as HTMLElement
const rows = () => [...document.querySelectorAll('.evaluate-card')]
async function typeArea(placeholder: string, value: string) {
  const area = await waitFor(() => {
    const found = screen.getAllByPlaceholderText(placeholder).find((element) => element.tagName === 'TEXTAREA')
    if (!found) throw new Error('the textarea is not mounted yet')
    return found
  })
  fireEvent.input(area, { target: { value }, detail: { value } })
}
const photoCount = () => document.querySelectorAll('.photo-picker__image').length

describe('evaluate home: create', () => {
  const openHome = () => renderPage(<HomePage />, 'pages/evaluate/home/index', { signedIn: true })

  it('says what is missing; messages clear once fixed; creates awaiting payment and opens it', async () => {
    openHome()
    await screen.findByText('我的鉴定订单')
    fireEvent.click(footerButton('提交订单'))
    expect(await screen.findByText('请选择品类')).toBeInTheDocument()
    expect(screen.getByText('请选择鉴定方式')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('radio', { name: '箱包' }))
    await waitFor(() => expect(screen.queryByText('请选择品类')).not.toBeInTheDocument())
    typeIn('如：爱马仕', '香奈儿')
    typeIn('如：Birkin 30 / 日志型 36', 'Classic Flap')
    for (let n = 1; n <= 3; n += 1) {
      fireEvent.click(screen.getByLabelText('添加图片'))
      await waitFor(() => expect(photoCount()).toBe(n))
    }
    fireEvent.click(screen.getByRole('radio', { name: /在线鉴定/ }))
    expect(screen.getByText('受理后 2–6 小时出结果')).toBeInTheDocument()
    fireEvent.click(footerButton('提交订单'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/evaluate\/order\/detail\/index\?id=93\d\d$/))
    const id = Number(navigationLog.at(-1)!.url.split('=')[1])
    expect(findEvaluate(id)).toMatchObject({ status: 'awaiting_payment', method: 'online', item: { brandName: '香奈儿', model: 'Classic Flap' } })
    expect(readDraft(CREATE_DRAFT_KEY)).toBeUndefined()
  })

  it('keeps what was typed as a draft', async () => {
    const first = openHome()
    await screen.findByText('我的鉴定订单')
    typeIn('如：爱马仕', '爱马仕')
    await waitFor(() => expect(readDraft<{ brandName: string }>(CREATE_DRAFT_KEY)?.brandName).toBe('爱马仕'))
    first.unmount()
    openHome()
    expect(await screen.findByText('已恢复上次未提交的内容')).toBeInTheDocument()
    expect(screen.getByDisplayValue('爱马仕')).toBeInTheDocument()
  })
})

describe('evaluate list', () => {
  it('shows tabs with counts; a tab its orders; pull-down asks again; a row opens the detail', async () => {
    renderPage(<ListPage />, 'pages/evaluate/order/list/index', { signedIn: true, query: { tab: 'to_confirm' } })
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(tab('全部')).toHaveTextContent('10')
    expect(tab('鉴定中')).toHaveTextContent('3')
    await firePageEvent('pullDownRefresh')
    fireEvent.click(tab('已完成'))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.getByText('结论：非正品')).toBeInTheDocument()
    fireEvent.click(rows()[0])
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/evaluate/order/detail/index?id=9309'))
  })
})

describe('evaluate detail: only the allowed actions', () => {
  const cases: [number, string[]][] = [
    [9301, ['取消订单', '修改', '去支付 ¥168']],
    [9302, ['取消订单', '修改', '去寄出']],
    [9303, ['修改']],
    [9305, []],
    [9306, ['确认结果']],
    [9307, ['确认收货']],
    [9308, ['申请原样退回', '确认继续鉴定']],
    [9310, []],
  ]
  it.each(cases)('order %i offers %j', async (id, expected) => {
    open(DetailPage, 'pages/evaluate/order/detail/index', id)
    await screen.findByText('状态记录')
    expect(footerTexts()).toEqual(expected)
  })

  it('the exception shows both seal numbers and says what happens next', async () => {
    open(DetailPage, 'pages/evaluate/order/detail/index', 9308)
    await screen.findByText('状态记录')
    const order = findEvaluate(9308)!
    expect(screen.getByText(order.seal!)).toBeInTheDocument()
    expect(screen.getByText(order.sealFound!)).toHaveClass('evaluate-seal--differs')
    expect(screen.getByText(/若封签是您本人更换的，可确认继续鉴定/)).toBeInTheDocument()
  })

  it('pay opens the cashier with the fee’s pay order', async () => {
    open(DetailPage, 'pages/evaluate/order/detail/index', 9301)
    await screen.findByText('状态记录')
    fireEvent.click(footerButton('去支付'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/order\/cash\/index\?payOrderNo=/))
    expect(findEvaluate(9301)?.payOrderNo).not.toBeNull()
  })

  it('签收异常 offers a way on: continue (vouching for the tag read) or ask the item back, with customer service', async () => {
    open(DetailPage, 'pages/evaluate/order/detail/index', 9308)
    expect(await screen.findByText(/若封签是您本人更换的，可确认继续鉴定/)).toBeInTheDocument()
    expect(footerTexts()).toEqual(['申请原样退回', '确认继续鉴定'])
    expect(screen.getByText('联系客服')).toBeInTheDocument()
    modalAnswers.push(true)
    fireEvent.click(footerButton('申请原样退回'))
    await waitFor(() => expect(findEvaluate(9308)?.status).toBe('cancelled'))
    expect(uiLog.modals.at(-1)?.content).toMatch(/已付鉴定费全额原路退回/)
    await waitFor(() => expect(footerTexts()).toEqual([]))
    expect(await screen.findByText('寄回包裹（鉴定中心寄出）')).toBeInTheDocument()
    expect(screen.getByText('封签号不一致，已按您的选择处理（见状态记录）')).toBeInTheDocument()
  })

  it('签收异常: continuing asks first, then the order is under appraisal again', async () => {
    open(DetailPage, 'pages/evaluate/order/detail/index', 9308)
    await screen.findByText(/若封签是您本人更换的/)
    modalAnswers.push(true)
    fireEvent.click(footerButton('确认继续鉴定'))
    await waitFor(() => expect(findEvaluate(9308)?.status).toBe('appraising'))
    expect(uiLog.modals.at(-1)?.content).toMatch(new RegExp(`仅当封签 ${findEvaluate(9308)!.sealFound} 是您本人更换时确认`))
  })

  it('a cancel refused (cancelled elsewhere) says why and reloads', async () => {
    open(DetailPage, 'pages/evaluate/order/detail/index', 9302)
    await screen.findByText('状态记录')
    await mockCall(evaluateApi.cancel, { id: 9302 })
    modalAnswers.push(true)
    fireEvent.click(footerButton('取消订单'))
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toBe('订单当前为「已取消」，不能取消订单'))
    await waitFor(() => expect(footerTexts()).toEqual([]))
  })
})

describe('evaluate modify', () => {
  it('a paid order shows its method locked; saving a note returns to the detail', async () => {
    open(ModifyPage, 'pages/evaluate/order/modify/index', 9302)
    expect(await screen.findByText('寄送鉴定（已支付，不能更改）')).toBeInTheDocument()
    await typeArea('选填：购入渠道、已知瑕疵等', '左下角有划痕')
    fireEvent.click(footerButton('保存修改'))
    await waitFor(() => expect(findEvaluate(9302)?.note).toBe('左下角有划痕'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/evaluate/order/detail/index?id=9302'))
  })

  it('the method changes before payment (fee follows); once accepted the page says it cannot be modified', async () => {
    open(ModifyPage, 'pages/evaluate/order/modify/index', 9301)
    fireEvent.click(await screen.findByRole('radio', { name: /在线鉴定/ }))
    fireEvent.click(footerButton('保存修改'))
    await waitFor(() => expect(findEvaluate(9301)?.method).toBe('online'))
    expect(findEvaluate(9301)?.feeCents).toBe(3_800)
    open(ModifyPage, 'pages/evaluate/order/modify/index', 9305)
    expect(await screen.findByText('鉴定中心已受理或订单已结束，不能再修改。')).toBeInTheDocument()
  })

  it('the mock refuses a method change after payment with its reason', async () => {
    const refused = await mockCall(evaluateApi.modify, {
      id: 9302,
      category: '箱包',
      brandName: '香奈儿',
      model: 'Classic Flap 中号',
      photos: findEvaluate(9302)!.photos,
      method: 'online',
      note: '',
    })
    expect(refused.msg).toBe(METHOD_LOCKED_TEXT)
  })
})

describe('evaluate send', () => {
  it('asks the seal number first (a bad one said, cleared once fixed), then shows the express form', async () => {
    open(SendPage, 'pages/evaluate/order/send/index', 9302)
    await screen.findByText('防调包扣（封签）')
    typeIn('吊牌上印的6–16位编号', 'ab')
    fireEvent.click(footerButton('登记封签号'))
    expect(await screen.findByText('封签号为6–16位字母或数字，请按吊牌上印的填写')).toBeInTheDocument()
    typeIn('吊牌上印的6–16位编号', 'fd 2026 1128')
    await waitFor(() => expect(screen.queryByText(/封签号为6–16位/)).not.toBeInTheDocument())
    fireEvent.click(footerButton('登记封签号'))
    await waitFor(() => expect(findEvaluate(9302)?.seal).toBe('FD20261128'))
    expect(await screen.findByText('FD20261128')).toBeInTheDocument()
    expect(await screen.findByText('物品与保价')).toBeInTheDocument()
  })

  it('an order that cannot be sent says so', async () => {
    open(SendPage, 'pages/evaluate/order/send/index', 9303)
    expect(await screen.findByText('商品已寄出，可在订单详情查看物流。')).toBeInTheDocument()
  })
})

describe('evaluate report', () => {
  it('无法鉴定 lists what was missing, in plain text (not a failure), with photos by slot and the scope', async () => {
    open(ReportPage, 'pages/evaluate/order/report/index', 9306)
    const verdict = await screen.findByText('无法鉴定')
    expect(verdict).toHaveClass('evaluate-verdict--inconclusive')
    expect(screen.getByText(INCONCLUSIVE_TEXT)).toBeInTheDocument()
    expect(screen.getByText(/五金清晰照/)).toBeInTheDocument()
    expect(screen.getByText('标识/Logo')).toBeInTheDocument()
    expect(screen.getByText(SCOPE_TEXT)).toBeInTheDocument()
    expect(screen.getByText('林静（复核 A0108）')).toBeInTheDocument()
  })

  it('a mail report shows the returned seal; no report yet says when it comes', async () => {
    open(ReportPage, 'pages/evaluate/order/report/index', 9307)
    expect(await screen.findByText('正品')).toBeInTheDocument()
    expect(screen.getByText(findEvaluate(9307)!.report!.returnSeal!)).toBeInTheDocument()
    open(ReportPage, 'pages/evaluate/order/report/index', 9305)
    expect(await screen.findByText(/报告尚未出具/)).toBeInTheDocument()
  })
})

describe('evaluate confirm', () => {
  it('confirm-mail: a different seal is refused under the field (typed kept); the report’s seal completes it', async () => {
    open(ConfirmMailPage, 'pages/evaluate/order/confirm-mail/index', 9307)
    await screen.findByText('核对寄回封签')
    typeIn('商品上防调包扣印的编号', 'RT000001')
    fireEvent.click(footerButton('核对无误'))
    expect(await screen.findByText(SEAL_MISMATCH_TEXT)).toBeInTheDocument()
    expect(screen.getByDisplayValue('RT000001')).toBeInTheDocument()
    typeIn('商品上防调包扣印的编号', findEvaluate(9307)!.report!.returnSeal!)
    fireEvent.click(footerButton('核对无误'))
    await waitFor(() => expect(findEvaluate(9307)?.status).toBe('done'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/evaluate/order/detail/index?id=9307'))
  })

  it('confirm-online on 无法鉴定 opens the review; a reason is required; the review goes back to appraising', async () => {
    open(ConfirmOnlinePage, 'pages/evaluate/order/confirm-online/index', 9306)
    await screen.findByText('申请复核')
    expect(footerTexts()).toEqual(['直接确认', '提交复核'])
    fireEvent.click(footerButton('提交复核'))
    expect(await screen.findByText('请说明复核原因')).toBeInTheDocument()
    await typeArea('如：已补拍内标和五金', '已补拍五金')
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(photoCount()).toBe(1))
    fireEvent.click(footerButton('提交复核'))
    await waitFor(() => expect(findEvaluate(9306)?.status).toBe('appraising'))
    expect(findEvaluate(9306)?.photos).toHaveLength(4)
  })

  it('confirm-online confirms the result (asked first)', async () => {
    open(ConfirmOnlinePage, 'pages/evaluate/order/confirm-online/index', 9306)
    await screen.findByText('申请复核')
    modalAnswers.push(true)
    fireEvent.click(footerButton('直接确认'))
    await waitFor(() => expect(findEvaluate(9306)?.status).toBe('done'))
    open(ConfirmOnlinePage, 'pages/evaluate/order/confirm-online/index', 9306)
    expect((await screen.findAllByText('已确认结果，订单已完成。')).length).toBeGreaterThan(0)
  })
})

describe('the weapp data screens (tests/support/evaluate-screens.ts) hold in the DOM too', () => {
  const pages: Record<string, ComponentType> = {
    'pages/evaluate/home/index': HomePage,
    'pages/evaluate/order/list/index': ListPage,
    'pages/evaluate/order/detail/index': DetailPage,
    'pages/evaluate/order/modify/index': ModifyPage,
    'pages/evaluate/order/send/index': SendPage,
    'pages/evaluate/order/report/index': ReportPage,
    'pages/evaluate/order/confirm-mail/index': ConfirmMailPage,
    'pages/evaluate/order/confirm-online/index': ConfirmOnlinePage,
  }
  it.each(EVALUATE_SCREENS.map((entry) => [entry.route, entry] as const))('%s', async (_route, entry) => {
    const Page = pages[entry.route]
    renderPage(<Page />, entry.route, { signedIn: true, query: entry.query ?? {} })
    for (const text of entry.shows) await waitFor(() => expect(document.body.textContent).toContain(text))
  })
})
