import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failWithEnvelope, holdPath, recordQueries } from '@test/server'
import { getDb, shopStocks } from '@mocks/db'
import { smuRecords } from '@mocks/handlers/smu'
import { channelOf } from '@mocks/lib/channel'
import SmuListPage from '@/pages/product/smu/list/index'
import SmuFormPage from '@/pages/product/smu/form/index'
import SmuDetailPage from '@/pages/product/smu/detail/index'
import SmuPricePage from '@/pages/product/smu/setting-price/index'
import { feeCents, proceedsCents } from '../rules'
import { typeIn, wait } from '@test/dom'

const demoRecords = () => smuRecords()[20001]
const recordIn = (status: string) => demoRecords().find((record) => record.status === status)!
const cards = () => [...document.querySelectorAll('.smu-card')]
/** The first catalogue row of the SKU sheet, once it shows. */
const firstSku = () =>
  waitFor(() => {
    const row = document.querySelector('.smu-sku')
    expect(row).not.toBeNull()
    return row as HTMLElement
  })

describe('smu list', () => {
  const open = (query: Record<string, string> = {}) => renderPage(<SmuListPage />, 'pages/product/smu/list/index', { signedIn: true, query })

  it('lists every consignment with counts per state; a tab shows its state; the rejected say why', async () => {
    open()
    await waitFor(() => expect(cards()).toHaveLength(demoRecords().length))
    const tab = (label: string) => screen.getAllByRole('tab').find((node) => node.textContent?.startsWith(label))!
    await waitFor(() => expect(tab('草稿')).toHaveTextContent('草稿2'))
    expect(tab('全部')).toHaveTextContent(`全部${demoRecords().length}`)
    fireEvent.click(tab('未通过'))
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]).toHaveTextContent(`未通过：${recordIn('rejected').rejectReason}`)
    fireEvent.click(cards()[0])
    expect(navigationLog.at(-1)?.url).toBe(`/pages/product/smu/detail/index?id=${recordIn('rejected').id}`)
    expect(screen.getByText('发布拍品')).toBeInTheDocument()
  })

  it('opens on the state the trade tab asks for', async () => {
    open({ status: 'draft' })
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('草稿')
  })

  it('says when there is none yet', async () => {
    getDb().smu = { 20001: [] }
    open()
    expect(await screen.findByText('还没有拍品，点下方“发布拍品”寄拍第一件')).toBeInTheDocument()
  })

  it("shows the server's refusal", async () => {
    failWithEnvelope('/product/smu/list', 500, '拍品服务维护中')
    open()
    expect(await screen.findByText('拍品服务维护中')).toBeInTheDocument()
  })

  it('shows loading while the reply is slow, then the rows', async () => {
    const release = holdPath('/product/smu/list')
    open()
    await wait(100)
    expect(document.querySelector('.state-view--loading')).not.toBeNull()
    act(release)
    await waitFor(() => expect(cards().length).toBeGreaterThan(0))
  })
})

describe('smu detail', () => {
  const open = (id: number, query: Record<string, string> = {}) =>
    renderPage(<SmuDetailPage />, 'pages/product/smu/detail/index', { signedIn: true, query: { id: String(id), ...query } })

  it('shows a rejected one with its reason and timeline; it can be edited or withdrawn', async () => {
    const record = recordIn('rejected')
    open(record.id)
    expect(await screen.findByText(`未通过原因：${record.rejectReason}`)).toBeInTheDocument()
    expect(screen.getByText(`原因：${record.rejectReason}`)).toBeInTheDocument()
    expect(screen.getByText('状态记录')).toBeInTheDocument()
    expect(screen.getByText('编辑')).toBeInTheDocument()
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('撤回'))
    await waitFor(() => expect(recordIn('withdrawn')?.id).toBe(record.id))
    await waitFor(() => expect(screen.getAllByText('已撤回').length).toBeGreaterThan(0))
    expect(screen.queryByText('编辑')).not.toBeInTheDocument()
  })

  it('offers no edit or withdraw once listed or sold; shows the fee and proceeds of a sale', async () => {
    const sold = recordIn('sold')
    open(sold.id)
    expect(await screen.findByText('成交价')).toBeInTheDocument()
    expect(screen.getByText(`¥${(proceedsCents(sold.hammerPriceCents!) / 100).toLocaleString('en-US')}`)).toBeInTheDocument()
    expect(screen.queryByText('撤回')).not.toBeInTheDocument()
    expect(screen.queryByText('编辑')).not.toBeInTheDocument()
  })

  it("says when a withdraw is refused (the state moved: the server's words in a dialog, the page reloaded)", async () => {
    const record = recordIn('in_review')
    failWithEnvelope('/product/smu/withdraw', 409, '拍品已上拍，不能撤回')
    open(record.id)
    modalAnswers.push(true)
    fireEvent.click(await screen.findByText('撤回'))
    await waitFor(() => expect(uiLog.modals.map((modal) => modal.content)).toContain('拍品已上拍，不能撤回'))
    expect(recordIn('in_review').id).toBe(record.id)
  })

  it('shows loading while the reply is slow, then the consignment', async () => {
    const release = holdPath('/product/smu/detail')
    open(recordIn('listed').id)
    await wait(100)
    expect(document.querySelector('.state-view--loading')).not.toBeNull()
    act(release)
    expect(await screen.findByText(recordIn('listed').title)).toBeInTheDocument()
    expect(screen.queryByText('撤回')).not.toBeInTheDocument()
  })

  it('says a consignment that is not there is not found', async () => {
    open(12345)
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
  })
})

describe('smu form', () => {
  const open = (query: Record<string, string> = {}) => renderPage(<SmuFormPage />, 'pages/product/smu/form/index', { signedIn: true, query })
  // a piece no other channel holds (the seeded consignment in review holds the first one)
  const stockItem = () => shopStocks()[20001].items.find((item) => channelOf(item).kind === 'FREE' && item.photos.length >= 2 && item.accessories.length > 0)!

  it('takes an item from stock (its photos and fields carry over), saves the draft and goes on to the prices', async () => {
    const item = stockItem()
    open()
    fireEvent.click(await screen.findByText('从库存选择'))
    typeIn('搜索名称、品牌、型号、编码', item.code)
    fireEvent.click(screen.getByText('搜索'))
    fireEvent.click(await screen.findByText(item.code))
    await waitFor(() => expect(document.querySelector('.smu-chosen')).toHaveTextContent(item.title))
    expect(document.querySelector('.smu-chosen')).toHaveTextContent(`库存 ${item.code}`)
    await waitFor(() => expect(document.querySelectorAll('.photo-picker img, .photo-picker__item').length).toBeGreaterThan(0))
    fireEvent.click(screen.getByText('下一步：设置价格'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/product\/smu\/setting-price\/index\?id=\d+$/))
    const id = Number(navigationLog.at(-1)!.url.split('id=')[1])
    const saved = demoRecords().find((record) => record.id === id)!
    expect(saved).toMatchObject({ status: 'draft', source: 'stock', stockItemId: item.id, title: item.title, accessories: item.accessories })
    expect(saved.photos).toHaveLength(Math.min(9, item.photos.length))
  })

  it('needs an item to save a draft, and grade and photos to go on', async () => {
    open()
    fireEvent.click(await screen.findByText('存草稿'))
    expect(await screen.findByText('请选择寄拍商品')).toBeInTheDocument()
    fireEvent.click(screen.getByText('从商品库选择'))
    const first = await firstSku()
    const name = first.querySelector('.smu-sku__name')!.textContent!
    fireEvent.click(first)
    await waitFor(() => expect(screen.queryByText('请选择寄拍商品')).not.toBeInTheDocument())
    expect(document.querySelector('.smu-chosen')).toHaveTextContent(name)
    fireEvent.click(screen.getByText('下一步：设置价格'))
    expect(await screen.findByText('请选择成色')).toBeInTheDocument()
    expect(screen.getByText('请至少上传1张商品图片')).toBeInTheDocument()
    // a draft needs neither
    fireEvent.click(screen.getByText('存草稿'))
    await waitFor(() => expect(uiLog.toasts.map((toast) => toast.title)).toContain('已存草稿'))
    expect(demoRecords().filter((record) => record.title === name && record.status === 'draft').length).toBeGreaterThan(0)
  })

  it('keeps everything typed when the server refuses, with its message, and on the device for next time', async () => {
    failWithEnvelope('/product/smu/save', 409, '只有草稿或未通过的拍品可以修改')
    const first = open()
    fireEvent.click(await screen.findByText('从商品库选择'))
    fireEvent.click(await firstSku())
    fireEvent.click(screen.getAllByText('95新')[0])
    const note = () => screen.getAllByPlaceholderText('成色细节、购买渠道、使用情况等').at(-1)!
    fireEvent.input(note(), { target: { value: '五金有轻微划痕' }, detail: { value: '五金有轻微划痕' } })
    fireEvent.click(screen.getByText('存草稿'))
    expect(await screen.findByText('只有草稿或未通过的拍品可以修改', { selector: '.smu-form__error' })).toBeInTheDocument()
    expect(note()).toHaveValue('五金有轻微划痕')
    // back and in again: the device kept it
    await wait(600)
    first.unmount()
    open()
    expect(await screen.findByText('已恢复上次未提交的内容')).toBeInTheDocument()
    expect(note()).toHaveValue('五金有轻微划痕')
  })

  it('shows loading while the consignment to edit is slow, then its fields', async () => {
    const rejected = recordIn('rejected')
    const release = holdPath('/product/smu/detail')
    open({ id: String(rejected.id) })
    await wait(100)
    expect(document.querySelector('.state-view--loading')).not.toBeNull()
    expect(screen.queryByText('存草稿')).not.toBeInTheDocument()
    act(release)
    await waitFor(() => expect(document.querySelector('.smu-chosen')).toHaveTextContent(rejected.title))
    expect(screen.getByRole('radio', { checked: true })).toHaveTextContent(rejected.grade)
  })

  it('edits a rejected one; one in review cannot be edited', async () => {
    const rejected = recordIn('rejected')
    const first = open({ id: String(rejected.id) })
    await waitFor(() => expect(document.querySelector('.smu-chosen')).toHaveTextContent(rejected.title))
    first.unmount()
    open({ id: String(recordIn('in_review').id) })
    expect(await screen.findByText('拍品审核中不可编辑')).toBeInTheDocument()
    expect(screen.queryByText('存草稿')).not.toBeInTheDocument()
  })
})

describe('smu setting-price', () => {
  const open = (id: number) => renderPage(<SmuPricePage />, 'pages/product/smu/setting-price/index', { signedIn: true, query: { id: String(id) } })
  const photoDraft = () => demoRecords().find((record) => record.status === 'draft' && record.photos.length > 0)!

  it('checks reserve ≥ start (the message goes once fixed), shows the fee live and submits for review', async () => {
    const draft = photoDraft()
    open(draft.id)
    await screen.findByPlaceholderText('不低于¥100')
    typeIn('不低于¥100', '12000')
    typeIn('不低于起拍价', '11000')
    fireEvent.click(screen.getByText('提交审核'))
    expect(await screen.findByText('保留价不能低于起拍价', { selector: '.form-field__error' })).toBeInTheDocument()
    // the 预计到手 line says the same rule, never a figure
    expect(screen.getByText('保留价不能低于起拍价', { selector: '.smu-price__fee' })).toHaveClass('smu-price__fee--refused')
    typeIn('不低于起拍价', '15000.5')
    await waitFor(() => expect(screen.queryByText('保留价不能低于起拍价')).not.toBeInTheDocument())
    expect(
      screen.getByText(
        `服务费 ¥${(feeCents(1500050) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}，预计到手 ¥${(proceedsCents(1500050) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
      ),
    ).toBeInTheDocument()
    typeIn('不低于起拍价', '15000.555')
    expect(await screen.findByText('金额格式不正确，最多两位小数')).toBeInTheDocument()
    typeIn('不低于起拍价', '15000')
    fireEvent.click(screen.getByText('提交审核'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe(`/pages/product/smu/detail/index?id=${draft.id}&submitted=1`))
    expect(demoRecords().find((record) => record.id === draft.id)).toMatchObject({ status: 'in_review', startPriceCents: 1200000, reservePriceCents: 1500000 })
  })

  it('submitting asks once with the start and reserve price and what it binds; cancelled, nothing is sent', async () => {
    const draft = photoDraft()
    open(draft.id)
    await screen.findByPlaceholderText('不低于¥100')
    typeIn('不低于¥100', '12000')
    typeIn('不低于起拍价', '15000.50')
    modalAnswers.push(false)
    fireEvent.click(screen.getByText('提交审核'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(uiLog.modals[0]).toMatchObject({ title: '以起拍价 ¥12,000 提交寄拍？', confirmText: '提交审核' })
    expect(uiLog.modals[0].content).toBe(
      '起拍价 ¥12,000，保留价 ¥15,000.50：审核通过后上拍，出价达到保留价即成交，按成交价扣服务费（5%，最低 ¥100）后到账；低于保留价流拍。上拍前可撤回，上拍后不能撤回。',
    )
    await wait(100)
    expect(navigationLog).toHaveLength(0)
    expect(demoRecords().find((record) => record.id === draft.id)).toMatchObject({ status: 'draft' })
  })

  it('keeps the prices and says the refusal when submitting fails', async () => {
    const draft = demoRecords().find((record) => record.status === 'draft' && record.photos.length === 0)!
    open(draft.id)
    // this draft has no photos: the server refuses the submission
    await screen.findByText('按保留价成交')
    await waitFor(() => expect((screen.getByPlaceholderText('不低于¥100') as HTMLInputElement).value).toBe('12000'))
    fireEvent.click(screen.getByText('提交审核'))
    expect(await screen.findByText('请至少上传1张商品图片', { selector: '.smu-form__error' })).toBeInTheDocument()
    // said once, under the prices: not a toast as well
    expect(uiLog.toasts.map((toast) => toast.title)).not.toContain('请至少上传1张商品图片')
    expect((screen.getByPlaceholderText('不低于起拍价') as HTMLInputElement).value).toBe('15000')
    expect(draft.status).toBe('draft')
  })

  it('submits once however often 提交审核 is tapped while the server is slow', async () => {
    const draft = photoDraft()
    const submits = recordQueries('/product/smu/submit', 'POST')
    const release = holdPath('/product/smu/price')
    open(draft.id)
    await screen.findByPlaceholderText('不低于¥100')
    typeIn('不低于¥100', '2000')
    typeIn('不低于起拍价', '2000')
    fireEvent.click(screen.getByText('提交审核'))
    fireEvent.click(screen.getByText('提交审核'))
    await wait(100)
    expect(navigationLog).toHaveLength(0)
    act(release)
    await waitFor(() => expect(navigationLog.at(-1)?.url).toBe(`/pages/product/smu/detail/index?id=${draft.id}&submitted=1`))
    expect(submits).toHaveLength(1)
    expect(demoRecords().find((record) => record.id === draft.id)?.status).toBe('in_review')
  })

  it('says the start price must be at least ¥100', async () => {
    open(photoDraft().id)
    await screen.findByPlaceholderText('不低于¥100')
    typeIn('不低于¥100', '99')
    typeIn('不低于起拍价', '200')
    fireEvent.click(screen.getByText('提交审核'))
    expect(await screen.findByText('起拍价不能低于¥100')).toBeInTheDocument()
  })

  it('shows the detail once submitted: 已提交审核', async () => {
    renderPage(<SmuDetailPage />, 'pages/product/smu/detail/index', { signedIn: true, query: { id: String(recordIn('in_review').id), submitted: '1' } })
    expect(await screen.findByText('已提交审核')).toBeInTheDocument()
  })
})
