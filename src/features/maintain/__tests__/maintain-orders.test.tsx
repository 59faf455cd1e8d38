import type { ComponentType } from 'react'
import type { RoutePath } from '@/core/routes'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { tab } from '@test/dom'
import { bringMaintainDue, findMaintain } from '@mocks/db/maintain'
import { findPayOrder } from '@mocks/db/pay-orders'
import { mockCall } from '@mocks/lib/call'
import { failWithEnvelope } from '@test/server'
import { NOT_FOUND_TEXT } from '@/core/request/errors'
import { yuan } from '@/shared/format/money'
import { readDraft } from '@/shared/hooks/use-draft'
import ListPage from '@/pages/maintain/order/list/index'
import DetailPage from '@/pages/maintain/order/detail/index'
import DiagnosePage from '@/pages/maintain/order/diagnose/index'
import BeforePayPage from '@/pages/maintain/order/before-pay/index'
import ServicePage from '@/pages/maintain/order/maintain/index'
import SendBackPage from '@/pages/maintain/order/send-back/index'
import ApplyReturnPage from '@/pages/maintain/order/apply-return/index'
import SendPage from '@/pages/maintain/order/send/index'
import { maintainApi } from '../api'
import { backInsuranceText, RETURN_SHIPPING_TEXT } from '../machine'

const open = (Page: ComponentType, path: RoutePath, id: number) => renderPage(<Page />, path, { signedIn: true, query: { id: String(id) } })
const footerTexts = () => [...(document.querySelector('.page-layout__footer')?.querySelectorAll('.nut-button') ?? [])].map((button) => button.textContent)
const footerButton = (text: string) =>
  [...(document.querySelector('.page-layout__footer')?.querySelectorAll('.nut-button') ?? [])].find((button) => button.textContent?.startsWith(text)) as HTMLElement
const rows = () => [...document.querySelectorAll('.maintain-card')]

describe('care order list', () => {
  it('shows the tabs with their counts; a tab shows its orders; pull-down asks again; a row opens the detail', async () => {
    renderPage(<ListPage />, 'pages/maintain/order/list/index', { signedIn: true, query: { tab: 'to_decide' } })
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(tab('全部')).toHaveTextContent('12')
    expect(tab('待确认')).toHaveTextContent('2')
    expect(
      rows()
        .map((row) => row.querySelector('.status-badge')?.textContent)
        .sort(),
    ).toEqual(['待支付', '待确认报价'])
    await firePageEvent('pullDownRefresh')
    fireEvent.click(tab('退回/取消'))
    await waitFor(() => expect(rows()).toHaveLength(4))
    fireEvent.click(rows()[0])
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/maintain\/order\/detail\/index\?id=91\d\d$/))
  })
})

describe('care order detail', () => {
  it('shows the timeline and only the actions of the current state', async () => {
    open(DetailPage, 'pages/maintain/order/detail/index', 9101)
    await screen.findByText('状态记录')
    expect(footerTexts()).toEqual(['取消订单', '去寄出'])
    expect(screen.getByText(/奢护工坊养护中心/)).toBeInTheDocument()
  })

  it('cancels before sending (asked first); refused once sent elsewhere: the reason said, the page reloaded', async () => {
    open(DetailPage, 'pages/maintain/order/detail/index', 9101)
    await screen.findByText('状态记录')
    modalAnswers.push(true)
    fireEvent.click(footerButton('取消订单'))
    await waitFor(() => expect(findMaintain(9101)?.status).toBe('cancelled'))
    await waitFor(() => expect(footerTexts()).toEqual([]))
    expect(screen.getAllByText('已取消').length).toBeGreaterThan(0)
  })

  it('a refused cancel says why and shows the order as it is now', async () => {
    open(DetailPage, 'pages/maintain/order/detail/index', 9101)
    await screen.findByText('状态记录')
    // Cancelled meanwhile (another device).
    await mockCall(maintainApi.cancel, { id: 9101 })
    modalAnswers.push(true)
    fireEvent.click(footerButton('取消订单'))
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toBe('订单当前为「已取消」，不能取消订单'))
    await waitFor(() => expect(footerTexts()).toEqual([]))
  })

  it('a done order shows its warranty and no actions', async () => {
    open(DetailPage, 'pages/maintain/order/detail/index', 9108)
    await screen.findByText(/保修 90 天，至/)
    expect(footerTexts()).toEqual([])
  })
})

describe('diagnose', () => {
  it('shows the binding quote per line with risks; accepting some lines sums them and opens before-pay', async () => {
    open(DiagnosePage, 'pages/maintain/order/diagnose/index', 9104)
    await screen.findByText('最终报价')
    const lines = findMaintain(9104)!.diagnosis!.lines
    expect(screen.getByText(/补色会覆盖缝线颜色/)).toBeInTheDocument()
    expect(screen.getByText('签收清单未列出的配件视为未收到，不在保障范围内')).toBeInTheDocument()
    const total = lines.reduce((sum, line) => sum + line.priceCents, 0)
    expect(footerTexts()).toEqual(['申请退回', `全部接受 ${yuan(total)}`])
    fireEvent.click(screen.getByRole('checkbox', { name: lines[1].name }))
    const some = total - lines[1].priceCents
    await waitFor(() => expect(footerTexts()).toContain(`接受所选 ${yuan(some)}`))
    modalAnswers.push(true)
    fireEvent.click(footerButton('接受所选'))
    await waitFor(() => expect(findMaintain(9104)?.status).toBe('awaiting_payment'))
    expect(uiLog.modals.at(-1)?.content).toContain('未选择的项目不做处理')
    expect(findMaintain(9104)?.acceptedLineIds).toEqual([lines[0].id, lines[2].id])
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/maintain/order/before-pay/index?id=9104'))
  })

  it('accepted meanwhile on another device: the refusal is said and the page shows the order as it is now', async () => {
    open(DiagnosePage, 'pages/maintain/order/diagnose/index', 9104)
    await screen.findByText('最终报价')
    await mockCall(maintainApi.acceptAll, { id: 9104 })
    modalAnswers.push(true)
    fireEvent.click(footerButton('全部接受'))
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toBe('订单当前为「待支付」，不能全部接受'))
    await waitFor(() => expect(footerTexts()).toEqual(['申请退回', '去支付']))
  })

  it('nothing chosen: says so and calls nothing', async () => {
    open(DiagnosePage, 'pages/maintain/order/diagnose/index', 9104)
    await screen.findByText('最终报价')
    for (const line of findMaintain(9104)!.diagnosis!.lines) fireEvent.click(screen.getByRole('checkbox', { name: line.name }))
    expect(await screen.findByText('请至少选择一项；不做任何养护请申请退回')).toBeInTheDocument()
    fireEvent.click(footerButton('接受所选'))
    expect(findMaintain(9104)?.status).toBe('diagnosed')
  })

  it("the report keeps the page's load states: pulled down after the order is gone, it says so", async () => {
    open(DiagnosePage, 'pages/maintain/order/diagnose/index', 9104)
    await screen.findByText('最终报价')
    failWithEnvelope(maintainApi.detail.path, 404, '订单不存在')
    await firePageEvent('pullDownRefresh')
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('最终报价')).not.toBeInTheDocument()
  })
})

describe('before-pay → the cashier', () => {
  it('the server makes the pay order of the accepted lines; the cashier opens with it', async () => {
    open(BeforePayPage, 'pages/maintain/order/before-pay/index', 9105)
    await screen.findByText('待支付项目')
    expect(screen.getByText('另有 1 项未接受，不做处理')).toBeInTheDocument()
    fireEvent.click(footerButton('去支付'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/order\/cash\/index\?payOrderNo=PO\d+$/))
    const payOrderNo = /payOrderNo=(PO\d+)/.exec(navigationLog.at(-1)!.url)![1]
    const order = findMaintain(9105)!
    expect(findPayOrder(payOrderNo)?.amountCents).toBe(
      order.diagnosis!.lines.filter((line) => order.acceptedLineIds.includes(line.id)).reduce((sum, line) => sum + line.priceCents, 0),
    )
  })
})

describe('service log and send-back', () => {
  it('shows the timestamped entries with photos', async () => {
    open(ServicePage, 'pages/maintain/order/maintain/index', 9106)
    await screen.findByText('养护前')
    expect(document.querySelectorAll('.photo-row__photo').length).toBeGreaterThan(0)
  })

  it('send-back shows the parcel and, once signed for, the warranty', async () => {
    open(SendBackPage, 'pages/maintain/order/send-back/index', 9107)
    await screen.findByText('寄回说明')
    expect(screen.getByText(/签收后享 90 天保修/)).toBeInTheDocument()
    bringMaintainDue(9107)
    await firePageEvent('pullDownRefresh')
    await waitFor(() => expect(screen.getAllByText(/保修 90 天，至/).length).toBeGreaterThan(0), { timeout: 4000 })
  })
})

describe('apply-return', () => {
  it('states who pays and the insured value; the reason is required, then the item is asked back', async () => {
    open(ApplyReturnPage, 'pages/maintain/order/apply-return/index', 9105)
    await screen.findByText('退回说明')
    expect(screen.getByText(RETURN_SHIPPING_TEXT)).toBeInTheDocument()
    // ¥38,000 declared: SF insures ¥20,000 online, the workshop the other ¥18,000 offline.
    expect(screen.getByText(backInsuranceText(findMaintain(9105)!.declaredValueCents))).toHaveTextContent('顺丰线上保价 ¥20,000（线上最高额度），超出的 ¥18,000 由工坊线下加保')
    fireEvent.click(footerButton('提交申请'))
    expect(await screen.findByText('请选择退回原因')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('radio', { name: '养护周期太长' }))
    await waitFor(() => expect(screen.queryByText('请选择退回原因')).not.toBeInTheDocument())
    modalAnswers.push(true)
    fireEvent.click(footerButton('提交申请'))
    await waitFor(() => expect(findMaintain(9105)?.status).toBe('return_requested'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/maintain/order/detail/index?id=9105'))
  })

  it('after paying: refused with the reason; what was typed stays', async () => {
    open(ApplyReturnPage, 'pages/maintain/order/apply-return/index', 9105)
    await screen.findByText('退回说明')
    fireEvent.click(screen.getByRole('radio', { name: '其他' }))
    const area = await waitFor(() => {
      const found = screen.getAllByPlaceholderText('请说明退回原因').find((element) => element.tagName === 'TEXTAREA')
      if (!found) throw new Error('the textarea is not mounted yet')
      return found
    })
    fireEvent.input(area, { target: { value: '不修了' }, detail: { value: '不修了' } })
    // Paid meanwhile.
    const { payOrderNo } = (await mockCall(maintainApi.pay, { id: 9105 })).data
    await mockCall((await import('@/features/cashier/api')).cashierApi.prepay, { payOrderNo, method: 'balance' })
    modalAnswers.push(true)
    fireEvent.click(footerButton('提交申请'))
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toBe('订单已支付，养护已开始，不能再申请退回'))
    await screen.findByText('当前状态不能申请退回：支付后订单已确认，工坊开始养护。')
    expect(findMaintain(9105)?.status).toBe('in_service')
    // Kept on the device: nothing typed is lost.
    await waitFor(() => expect(readDraft('maintain-return', '9105')).toEqual({ reason: '其他', note: '不修了' }))
  })
})

describe('send', () => {
  it('opens the express form for the order; an order already sent says so', async () => {
    open(SendPage, 'pages/maintain/order/send/index', 9101)
    await screen.findByText('寄往养护工坊')
    expect(await screen.findByText(/奢护工坊养护中心/)).toBeInTheDocument()
  })

  it('an order already sent shows where it is', async () => {
    open(SendPage, 'pages/maintain/order/send/index', 9102)
    await screen.findByText('商品已寄出，可在订单详情查看物流。')
  })
})
