import { createElement } from 'react'
import type { ComponentType } from 'react'
import type { RoutePath } from '@/core/routes'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { firePageEvent, modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { tab, typeIn } from '@test/dom'
import { CHECK_CODE_SCREENS } from '@test/check-code-screens'
import { bringCheckDue, findCheck } from '@mocks/db/check-code'
import { mockCall } from '@mocks/lib/call'
import { readDraft } from '@/shared/hooks/use-draft'
import HomePage from '@/pages/check-code/home/index'
import CreatePage from '@/pages/check-code/create/index'
import FormPage from '@/pages/check-code/form/index'
import ListPage from '@/pages/check-code/list/index'
import DetailPage from '@/pages/check-code/detail/index'
import { checkCodeApi } from '../api'
import { NOT_AUTHENTICITY_TEXT } from '../machine'
import { CREATE_DRAFT_KEY, supplementDraftKey } from '../shared'

const PAGES: Record<string, ComponentType> = {
  'pages/check-code/home/index': HomePage,
  'pages/check-code/create/index': CreatePage,
  'pages/check-code/form/index': FormPage,
  'pages/check-code/list/index': ListPage,
  'pages/check-code/detail/index': DetailPage,
}

const open = (Page: ComponentType, path: RoutePath, id: number) => renderPage(<Page />, path, { signedIn: true, query: { id: String(id) } })
const footerTexts = () => [...(document.querySelector('.page-layout__footer')?.querySelectorAll('.nut-button') ?? [])].map((button) => button.textContent)
const footerButton = (text: string) =>
  [...(document.querySelector('.page-layout__footer')?.querySelectorAll('.nut-button') ?? [])].find((button) => button.textContent?.startsWith(text)) as HTMLElement
const rows = () => [...document.querySelectorAll('.check-code-card')]
const photoCount = () => document.querySelectorAll('.photo-picker__image').length
const chip = (name: string) => screen.getByRole('radio', { name })

describe('every code check screen shows its first screen with data', () => {
  it.each(CHECK_CODE_SCREENS.map((entry) => [entry.route, entry] as const))('%s', async (_route, entry) => {
    renderPage(createElement(PAGES[entry.route]), entry.route, { signedIn: true, query: entry.query })
    for (const text of entry.shows) expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0)
  })
})

describe('code check home and list', () => {
  it('home states what a code shows (not authenticity), the brands and the recent requests; opens create', async () => {
    renderPage(<HomePage />, 'pages/check-code/home/index', { signedIn: true })
    expect(screen.getByText(NOT_AUTHENTICITY_TEXT)).toBeInTheDocument()
    await waitFor(() => expect(rows()).toHaveLength(3))
    fireEvent.click(footerButton('新建查码'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/check-code/create/index'))
  })

  it('list: tabs with counts, a tab shows its requests, pull-down asks again, a row opens the detail', async () => {
    renderPage(<ListPage />, 'pages/check-code/list/index', { signedIn: true, query: { tab: 'decoded' } })
    await waitFor(() => expect(rows()).toHaveLength(4))
    expect(tab('全部')).toHaveTextContent('9')
    expect(tab('待补充')).toHaveTextContent('2')
    expect(screen.getByText('生产时间 1989–1991 年')).toBeInTheDocument()
    await firePageEvent('pullDownRefresh')
    fireEvent.click(tab('待补充'))
    await waitFor(() => expect(rows()).toHaveLength(2))
    fireEvent.click(rows()[0])
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/check-code\/detail\/index\?id=96\d\d$/))
  })
})

describe('code check create', () => {
  const openCreate = () => renderPage(<CreatePage />, 'pages/check-code/create/index', { signedIn: true })

  it('says what is missing in Chinese, messages clear once fixed; an unusual code is said but still sent, as typed', async () => {
    openCreate()
    fireEvent.click(footerButton('提交查码'))
    expect(await screen.findByText('请选择品牌')).toBeInTheDocument()
    fireEvent.click(chip('路易威登'))
    await waitFor(() => expect(screen.queryByText('请选择品牌')).not.toBeInTheDocument())
    fireEvent.click(footerButton('提交查码'))
    expect(await screen.findByText('请填写日期码，或拍清钢印后照原样填写')).toBeInTheDocument()
    expect(screen.getByText('请上传至少1张码（钢印/标签）的清晰照片')).toBeInTheDocument()
    typeIn('照原样填写，如 SD4129', 'sd-21o7')
    await waitFor(() => expect(screen.queryByText('请填写日期码，或拍清钢印后照原样填写')).not.toBeInTheDocument())
    expect(screen.getByText(/可照原样提交，查码师会人工核对/)).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(photoCount()).toBe(1))
    fireEvent.click(footerButton('提交查码'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/check-code\/detail\/index\?id=\d+$/))
    const id = Number(new URL(`http://x${navigationLog.at(-1)!.url}`).searchParams.get('id'))
    expect(findCheck(id)).toMatchObject({ brand: 'lv', code: 'sd-21o7', status: 'submitted' })
    expect(readDraft(CREATE_DRAFT_KEY)).toBeUndefined()
  })

  it('offers 无码 for LV and Chanel (the code field goes), not for Hermès (the frame is asked instead)', async () => {
    openCreate()
    fireEvent.click(chip('香奈儿'))
    fireEvent.click(await screen.findByRole('radio', { name: '无码' }))
    expect(screen.getByText(/序列号贴纸改为带芯片的金属铭牌/)).toBeInTheDocument()
    expect(screen.queryByPlaceholderText('照原样填写，如 25123456')).not.toBeInTheDocument()
    fireEvent.click(chip('爱马仕'))
    await waitFor(() => expect(screen.queryByRole('radio', { name: '无码' })).not.toBeInTheDocument())
    expect(screen.getByRole('radio', { name: '看不清' })).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(photoCount()).toBe(1))
    typeIn('照原样填写，如 A', 'A')
    fireEvent.click(footerButton('提交查码'))
    expect(await screen.findByText('请选择字母外框的形状（看不清也可以选）')).toBeInTheDocument()
  })

  it('keeps what was typed as a draft (back and reopen)', async () => {
    const first = openCreate()
    fireEvent.click(chip('路易威登'))
    typeIn('照原样填写，如 SD4129', 'VI0918')
    await waitFor(() => expect(readDraft<{ code: string }>(CREATE_DRAFT_KEY)?.code).toBe('VI0918'))
    first.unmount()
    openCreate()
    expect(await screen.findByText('已恢复上次未提交的内容')).toBeInTheDocument()
    expect(screen.getByDisplayValue('VI0918')).toBeInTheDocument()
  })

  it('a refusal by the server stays under the form and keeps what was typed', async () => {
    const { failWithEnvelope } = await import('@test/server')
    failWithEnvelope('/check-code/create', 40961, '请上传至少1张码（钢印/标签）的清晰照片')
    openCreate()
    fireEvent.click(chip('路易威登'))
    typeIn('照原样填写，如 SD4129', 'SD2107')
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(photoCount()).toBe(1))
    fireEvent.click(footerButton('提交查码'))
    expect(await screen.findByText('请上传至少1张码（钢印/标签）的清晰照片')).toBeInTheDocument()
    expect(screen.getByDisplayValue('SD2107')).toBeInTheDocument()
  })
})

describe('code check detail', () => {
  it('decoded: every candidate year, place, confidence band and the not-authenticity statement; no actions', async () => {
    open(DetailPage, 'pages/check-code/detail/index', 9605)
    await screen.findByText('生产信息')
    expect(screen.getByRole('list', { name: '可能的生产年份' })).toHaveTextContent('19452017')
    expect(screen.getByText('可信度 低')).toBeInTheDocument()
    expect(screen.getByText(NOT_AUTHENTICITY_TEXT)).toBeInTheDocument()
    expect(footerTexts()).toEqual([])
  })

  it('submitted: says it is being read and offers only cancel; the reading arrives by itself', async () => {
    open(DetailPage, 'pages/check-code/detail/index', 9601)
    await screen.findByText(/查码师正在核对码与照片/)
    expect(footerTexts()).toEqual(['取消查码'])
    bringCheckDue(9601)
    await mockCall(checkCodeApi.counts, undefined)
    expect(findCheck(9601)?.status).toBe('decoded')
  })

  it('needs info: the questions, then 去补充 opens the form', async () => {
    open(DetailPage, 'pages/check-code/detail/index', 9602)
    await screen.findByText('查码师需要补充')
    expect(footerTexts()).toEqual(['取消查码', '去补充'])
    fireEvent.click(footerButton('去补充'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/check-code/form/index?id=9602'))
  })

  it('cancels (asked first)', async () => {
    open(DetailPage, 'pages/check-code/detail/index', 9601)
    await screen.findByText(/查码师正在核对码与照片/)
    modalAnswers.push(true)
    fireEvent.click(footerButton('取消查码'))
    await waitFor(() => expect(findCheck(9601)?.status).toBe('cancelled'))
    await waitFor(() => expect(footerTexts()).toEqual([]))
  })

  it('a refused cancel (read meanwhile) says why and shows the request as it is now', async () => {
    open(DetailPage, 'pages/check-code/detail/index', 9601)
    await screen.findByText(/查码师正在核对码与照片/)
    bringCheckDue(9601)
    await mockCall(checkCodeApi.counts, undefined)
    modalAnswers.push(true)
    fireEvent.click(footerButton('取消查码'))
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toBe('查码单当前为「已出结果」，不能取消查码'))
    await screen.findByText('生产信息')
    expect(footerTexts()).toEqual([])
  })

  it('unreadable: the reason, said as no verdict', async () => {
    open(DetailPage, 'pages/check-code/detail/index', 9607)
    expect(await screen.findByText(/补充后仍无法按品牌已知规则解读；这不代表商品真伪/)).toBeInTheDocument()
    expect(footerTexts()).toEqual([])
    fireEvent.click(screen.getByRole('link', { name: '送鉴定（照片或实物）›' }))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/quality/form/index'))
  })
})

describe('code check form (what the checker asks)', () => {
  it('asks only what the checker asked; the answer re-queues the request and opens its detail', async () => {
    open(FormPage, 'pages/check-code/form/index', 9602)
    await screen.findByText('查码师的问题')
    expect(screen.queryByPlaceholderText('对照钢印/标签逐字填写')).not.toBeInTheDocument()
    fireEvent.click(footerButton('提交补充'))
    expect(await screen.findByText('请选择字母外框的形状')).toBeInTheDocument()
    expect(screen.getByText('请补充至少1张码所在位置的近照')).toBeInTheDocument()
    fireEvent.click(chip('方框'))
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(photoCount()).toBe(1))
    await waitFor(() => expect(screen.queryByText('请选择字母外框的形状')).not.toBeInTheDocument())
    fireEvent.click(footerButton('提交补充'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe('/pages/check-code/detail/index?id=9602'))
    expect(findCheck(9602)).toMatchObject({ status: 'submitted', stampShape: '方框' })
    bringCheckDue(9602)
    await mockCall(checkCodeApi.counts, undefined)
    expect(findCheck(9602)?.result?.years).toEqual([1997])
  })

  it('the code asked again starts from the code as typed, and is kept as a draft', async () => {
    const first = open(FormPage, 'pages/check-code/form/index', 9609)
    expect(await screen.findByDisplayValue('S02I07')).toBeInTheDocument()
    typeIn('对照钢印/标签逐字填写', 'SD2107')
    await waitFor(() => expect(readDraft<{ code: string }>(supplementDraftKey(9609))?.code).toBe('SD2107'))
    first.unmount()
    open(FormPage, 'pages/check-code/form/index', 9609)
    expect(await screen.findByDisplayValue('SD2107')).toBeInTheDocument()
  })

  it('refused once cancelled elsewhere: the reason said, the request reloaded, what was typed kept', async () => {
    open(FormPage, 'pages/check-code/form/index', 9609)
    await screen.findByDisplayValue('S02I07')
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(photoCount()).toBe(1))
    await mockCall(checkCodeApi.cancel, { id: 9609 })
    modalAnswers.push(true)
    fireEvent.click(footerButton('提交补充'))
    await waitFor(() => expect(uiLog.modals.at(-1)?.content).toBe('查码单当前为「已取消」，不能补充信息'))
    expect(await screen.findByText('查码单当前为「已取消」，无需补充')).toBeInTheDocument()
    expect(readDraft(supplementDraftKey(9609))).toBeDefined()
  })

  it('opened on a request that needs nothing: says so and leads to it', async () => {
    open(FormPage, 'pages/check-code/form/index', 9603)
    expect(await screen.findByText('查码单当前为「已出结果」，无需补充')).toBeInTheDocument()
  })
})
