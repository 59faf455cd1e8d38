import type { ComponentType } from 'react'
import type { RoutePath } from '@/core/routes'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { typeIn } from '@test/dom'
import { findQuality, SEEDED_REPORTS } from '@mocks/db/quality'
import { mockCall } from '@mocks/lib/call'
import { readDraft } from '@/shared/hooks/use-draft'
import FormPage from '@/pages/quality/form/index'
import ResultPage from '@/pages/quality/result/index'
import ReportPage from '@/pages/quality/report/index'
import ScanPage from '@/pages/quality/shikuan/scan/index'
import ShikuanResultPage from '@/pages/quality/shikuan/result/index'
import { qualityApi } from '../api'
import { LOOKUP_LIMITED_TEXT, LOOKUP_WRONG_TEXT, NOT_AUTHENTICATION_TEXT, SCOPE_TEXT } from '../machine'
import { QUALITY_DRAFT_KEY } from '../form'

const open = (Page: ComponentType, path: RoutePath, query: Record<string, string>, signedIn = true) => renderPage(<Page />, path, { signedIn, query })
const footerTexts = () => [...(document.querySelector('.page-layout__footer')?.querySelectorAll('.nut-button') ?? [])].map((button) => button.textContent)
const footerButton = (text: string) =>
  [...(document.querySelector('.page-layout__footer')?.querySelectorAll('.nut-button') ?? [])].find((button) => button.textContent?.startsWith(text)) as HTMLElement

describe('inspection form', () => {
  it('asks for the checklist photos of the category by slot, and keeps what was typed as a draft', async () => {
    open(FormPage, 'pages/quality/form/index', {})
    await screen.findByText('选择品类后显示该品类的拍照清单')
    fireEvent.click(screen.getByText('箱包'))
    await screen.findByText('Logo 特写（必拍）')
    expect(screen.getByText('日期码/芯片')).toBeInTheDocument()
    typeIn('如：爱马仕', '爱马仕')
    typeIn('如：Birkin 30', 'Kelly 28')
    fireEvent.click(screen.getByText('照片鉴定 ¥98'))
    fireEvent.click(footerButton('提交并支付'))
    await screen.findByText('请上传：正面、背面、Logo 特写')
    await waitFor(() => expect(readDraft<{ brandName: string }>(QUALITY_DRAFT_KEY)?.brandName).toBe('爱马仕'))
    expect(navigationLog.some((entry) => entry.url.includes('/pages/order/cash/'))).toBe(false)
  })

  it('takes the item from stock as the route names it', async () => {
    open(FormPage, 'pages/quality/form/index', { stockItemId: '1', category: '腕表', brandName: '劳力士', model: '潜航者' })
    await screen.findByText('送检商品（库存）')
    expect(screen.getByText('劳力士 潜航者')).toBeInTheDocument()
    expect(screen.getByText('表盘（必拍）')).toBeInTheDocument()
  })
})

describe('inspection result', () => {
  it('unpaid: turnaround not started, cancel and pay offered; pay opens the cashier', async () => {
    open(ResultPage, 'pages/quality/result/index', { id: '9301' })
    await screen.findByText('支付后开始计时')
    expect(footerTexts()).toEqual(['取消订单', '去支付 ¥98'])
    fireEvent.click(footerButton('去支付'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/order\/cash\/index\?payOrderNo=/))
  })

  it('under way: shows the start and the promised time', async () => {
    open(ResultPage, 'pages/quality/result/index', { id: '9302' })
    await screen.findByText('承诺出结果')
    expect(screen.getByText('照片鉴定：受理后 2–6 小时出结果')).toBeInTheDocument()
    expect(footerTexts()).toEqual([])
  })

  it('正品 and 非正品: the verdict and the report, nothing else to do', async () => {
    open(ResultPage, 'pages/quality/result/index', { id: '9303' })
    await screen.findByText('鉴定结果')
    expect(screen.getAllByText('正品').length).toBeGreaterThan(0)
    expect(footerTexts()).toEqual(['查看报告'])
  })

  it('非正品 is said plainly', async () => {
    open(ResultPage, 'pages/quality/result/index', { id: '9304' })
    await screen.findByText('鉴定结果')
    expect(screen.getAllByText('非正品').length).toBeGreaterThan(0)
  })

  it('无法鉴定: the missing slots as a next step (not a failure), 补图 and 寄送鉴定; 寄送鉴定 moves it to awaiting shipment', async () => {
    open(ResultPage, 'pages/quality/result/index', { id: '9305' })
    await screen.findByText('鉴定结果')
    expect(screen.getByText(/无需另付费用。缺少：五金、日期码\/芯片/)).toBeInTheDocument()
    expect(document.querySelector('.quality-verdict--inconclusive')?.className).toContain('status-badge--info')
    expect(screen.getByText('补图')).toBeInTheDocument()
    expect(footerTexts()).toEqual(['寄送鉴定', '查看报告'])
    modalAnswers.push(true)
    fireEvent.click(footerButton('寄送鉴定'))
    await waitFor(() => expect(findQuality(9305)?.status).toBe('awaiting_shipment'))
    await screen.findByText('寄送实物')
  })

  it('补图 without every missing slot is refused on the page', async () => {
    open(ResultPage, 'pages/quality/result/index', { id: '9305' })
    await screen.findByText('提交补图 ›')
    fireEvent.click(screen.getByText('提交补图 ›'))
    await screen.findByText('请补充：五金、日期码/芯片')
    expect(findQuality(9305)?.status).toBe('reported')
  })

  it('a refused 寄送鉴定 (补图 meanwhile) says why and reloads', async () => {
    open(ResultPage, 'pages/quality/result/index', { id: '9305' })
    await screen.findByText('鉴定结果')
    await mockCall(qualityApi.supplement, { id: 9305, photos: { hardware: '/h.svg', datecode: '/d.svg' } })
    modalAnswers.push(true)
    fireEvent.click(footerButton('寄送鉴定'))
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toBe('订单当前为「已受理」，不能寄送鉴定'))
    await waitFor(() => expect(footerTexts()).toEqual([]))
  })

  it('without an id lists the orders', async () => {
    open(ResultPage, 'pages/quality/result/index', {})
    await screen.findByText('爱马仕 Birkin 30')
    fireEvent.click(screen.getByText('爱马仕 Birkin 30'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/quality/result/index?id=9301'))
  })
})

describe('inspection report', () => {
  it('the own report shows the public link on our origin and the check code', async () => {
    open(ReportPage, 'pages/quality/report/index', { id: '9303' })
    await screen.findByText('分享与查验')
    expect(screen.getByText(new RegExp(`/pages/quality/report/index\\?token=${SEEDED_REPORTS.authentic.token}$`))).toBeInTheDocument()
    expect(screen.getByText(SEEDED_REPORTS.authentic.code)).toBeInTheDocument()
    expect(screen.getByText(SCOPE_TEXT)).toBeInTheDocument()
  })

  it('signed out through the shared link: the report and nothing private', async () => {
    open(ReportPage, 'pages/quality/report/index', { token: SEEDED_REPORTS.counterfeit.token }, false)
    await screen.findByText('鉴定商品')
    expect(screen.getAllByText('非正品').length).toBeGreaterThan(0)
    expect(screen.getByText('有效')).toBeInTheDocument()
    const text = document.body.textContent ?? ''
    expect(text).not.toMatch(/¥|校验码|订单号|13800138000/)
  })

  it('signed out lookup: a wrong pair says so without naming the part; the message clears on edit; the right pair shows it', async () => {
    open(ReportPage, 'pages/quality/report/index', {}, false)
    await screen.findByText('查验鉴定报告')
    const reportNo = findQuality(9303)!.reportNo!
    typeIn(/ZJR/, reportNo)
    typeIn('报告上的 6 位校验码', 'ZZZZZZ')
    fireEvent.click(footerButton('查验报告'))
    await screen.findByText(LOOKUP_WRONG_TEXT)
    typeIn('报告上的 6 位校验码', SEEDED_REPORTS.authentic.code)
    expect(screen.queryByText(LOOKUP_WRONG_TEXT)).toBeNull()
    fireEvent.click(footerButton('查验报告'))
    await screen.findByText('鉴定商品')
    expect(screen.getByText('Neverfull 中号')).toBeInTheDocument()
  })
})

describe('inspection report lookup limit', () => {
  it('too many lookups: the wait is said in the field', async () => {
    for (let n = 0; n < 5; n += 1) await mockCall(qualityApi.lookup, { reportNo: 'ZJR00000000000', checkCode: 'AAAAAA' }, '')
    open(ReportPage, 'pages/quality/report/index', {}, false)
    await screen.findByText('查验鉴定报告')
    typeIn(/ZJR/, 'ZJR00000000000')
    typeIn('报告上的 6 位校验码', 'BBBBBB')
    fireEvent.click(footerButton('查验报告'))
    await screen.findByText(LOOKUP_LIMITED_TEXT)
  })
})

describe('shikuan', () => {
  it('scan says it is not an authentication', async () => {
    open(ScanPage, 'pages/quality/shikuan/scan/index', {})
    await screen.findByText(new RegExp(NOT_AUTHENTICATION_TEXT))
    expect(footerTexts()).toEqual(['拍照 / 选择照片'])
  })

  it('result: at most 5 candidates with a band and a dated reference price; one opens in the catalogue', async () => {
    open(ShikuanResultPage, 'pages/quality/shikuan/result/index', { id: '9701' })
    await screen.findByText('匹配度 高')
    const cards = document.querySelectorAll('.quality-candidate')
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.length).toBeLessThanOrEqual(5)
    expect(screen.getAllByText(/^参考价 ¥[\d,]+（\d{4}-\d{2}-\d{2}）$/).length).toBe(cards.length)
    expect(document.body.textContent).not.toMatch(/\d+%/)
    fireEvent.click(cards[0])
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/product\/sku\/detail\/index\?id=\d+$/))
  })

  it('an unusable photo asks for a retake with what to do', async () => {
    open(ShikuanResultPage, 'pages/quality/shikuan/result/index', { id: '9702' })
    await screen.findByText('请重拍')
    expect(screen.getByText('请将商品放在画面中央，光线充足、背景简洁后重拍')).toBeInTheDocument()
    expect(footerTexts()).toEqual(['重新拍照'])
  })
})
