import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { firePageEvent, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath, recordQueries } from '@test/server'
import { BRAND_LIST } from '@mocks/db/brands'
import { mockServer } from '@mocks/node'
import ItemDetailPage from '@/pages/stock/inventory/stock/detail/index'
import { typeIn } from '@test/dom'
import { demoStock, stockItemByCode } from '@test/stock'

const PATH = 'pages/stock/inventory/stock/detail/index'

const sheet = () => document.querySelector('.brand-sheet') as HTMLElement

async function openBrandSheet() {
  fireEvent.click(await screen.findByText('请选择品牌'))
  await waitFor(() => expect(sheet().querySelector('.brand-index__hot')).not.toBeNull())
}

/** The required fields of a new item, with a photo; the brand is picked by the caller. */
async function fillRequired() {
  fireEvent.click(screen.getByLabelText('添加图片'))
  await waitFor(() => expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(1))
  typeIn('如 爱马仕 Birkin 30 金棕色', '爱马仕 Kelly 28 金棕色')
  fireEvent.click(screen.getByText('99新'))
  typeIn('单位：元', '168000')
}

describe('the item form’s brand sheet', () => {
  it('lists the hot brands on top and every brand A–Z, from the backend', async () => {
    const asked = recordQueries('/product/brand/list')
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { mode: 'create' } })
    await openBrandSheet()
    const hot = [...sheet().querySelectorAll('.brand-index__hot .chip')].map((chip) => chip.textContent)
    expect(hot).toHaveLength(16)
    expect(hot).toEqual(expect.arrayContaining(['爱马仕', '香奈儿', '劳力士', '梵克雅宝', '蒂芙尼']))
    // A–Z: 爱马仕 under H (Hermès), with its English name
    const sections = [...sheet().querySelectorAll('.brand-index__section')].map((node) => node.textContent)
    expect(sections.slice(0, 3)).toEqual(['热门品牌', 'A', 'B'])
    const hermes = [...sheet().querySelectorAll('.brand-index__row')].find((row) => row.textContent?.startsWith('爱马仕'))!
    expect(hermes).toHaveTextContent('爱马仕Hermès')
    expect(hermes.parentElement!.querySelector('.brand-index__section')).toHaveTextContent('H')
    expect(sheet().querySelectorAll('.brand-index__row')).toHaveLength(BRAND_LIST.length)
    expect(asked).toHaveLength(1)
  })

  it('searches in Chinese or English as the dealer types, and fills the field and its category', async () => {
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { mode: 'create' } })
    await openBrandSheet()
    typeIn('搜索品牌，中英文均可', 'vancleef')
    await waitFor(() => expect(sheet().querySelectorAll('.brand-index__row')).toHaveLength(1))
    typeIn('搜索品牌，中英文均可', '宝')
    const names = [...sheet().querySelectorAll('.brand-index__name')].map((node) => node.textContent)
    expect(names).toEqual(expect.arrayContaining(['宝格丽', '梵克雅宝', '宝玑', '宝珀']))
    expect(names.every((name) => name?.includes('宝'))).toBe(true)
    typeIn('搜索品牌，中英文均可', 'VAN CLEEF')
    fireEvent.click(await within(sheet()).findByText('梵克雅宝'))
    await waitFor(() => expect(screen.queryByPlaceholderText('搜索品牌，中英文均可')).not.toBeInTheDocument())
    expect(document.querySelector('.item-form__brand')).toHaveTextContent('品牌梵克雅宝')
    // the brand's usual category is chosen for the dealer
    expect(screen.getByText('珠宝')).toHaveClass('chip--on')
  })

  it('takes a brand that is not in the list as typed (其他品牌)', async () => {
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { mode: 'create' } })
    await openBrandSheet()
    typeIn('搜索品牌，中英文均可', '小众设计师')
    expect(await within(sheet()).findByText('没有找到「小众设计师」相关品牌')).toBeInTheDocument()
    fireEvent.click(within(sheet()).getByText('使用「小众设计师」'))
    await waitFor(() => expect(document.querySelector('.item-form__brand')).toHaveTextContent('品牌小众设计师'))
    // no category is guessed for it
    expect(screen.getByRole('radiogroup', { name: '品类' }).querySelector('.chip--on')).toBeNull()
  })

  it('jumps to a letter from the index', async () => {
    const scrolled: string[] = []
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id)
    }
    try {
      renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { mode: 'create' } })
      await openBrandSheet()
      fireEvent.click(within(sheet().querySelector('.brand-index__index') as HTMLElement).getByText('R'))
      await waitFor(() => expect(scrolled).toContain('brand-initial-R'))
    } finally {
      Element.prototype.scrollIntoView = original
    }
  })

  it('still lets a brand be typed when the list fails to load, and offers a retry', async () => {
    failPath('/product/brand/list', 500)
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { mode: 'create' } })
    fireEvent.click(await screen.findByText('请选择品牌'))
    expect(await within(sheet()).findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    typeIn('搜索品牌，中英文均可', '爱马仕')
    fireEvent.click(within(sheet()).getByText('使用「爱马仕」'))
    await waitFor(() => expect(document.querySelector('.item-form__brand')).toHaveTextContent('品牌爱马仕'))
    mockServer.resetHandlers()
  })
})

describe('what a dealer records of a luxury piece', () => {
  it('saves colour, material, size, hardware, stamp, serial and consignment, checking the consignment', async () => {
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { mode: 'create' } })
    await openBrandSheet()
    fireEvent.click(within(sheet().querySelector('.brand-index__hot') as HTMLElement).getByText('爱马仕'))
    await fillRequired()
    typeIn('选填，如 金棕色', '金棕色')
    typeIn('选填，如 Togo皮', 'Togo皮')
    typeIn('选填，如 28cm', '28cm')
    typeIn('选填，如 金扣', '金扣')
    typeIn('选填，如 Z刻、2021年', 'B刻（2023）')
    typeIn('选填，表号/序列号', 'HX-2023 0815')
    typeIn('店内货号，留空自动生成', 'KELLY-0815')
    // consigned: the consignor is asked for, then a commission that makes sense
    await new Promise((done) => setTimeout(done, 50))
    fireEvent.click(screen.getByLabelText('寄卖商品'))
    typeIn('佣金比例，如 10 即成交价的10%', '150')
    fireEvent.click(screen.getByText('确认入库'))
    expect(await screen.findByText('请输入寄卖人')).toBeInTheDocument()
    typeIn('寄卖人姓名', '林女士')
    fireEvent.click(screen.getByText('确认入库'))
    expect(await screen.findByText('佣金比例应为0-100，最多两位小数')).toBeInTheDocument()
    fireEvent.click(screen.getByText('固定金额(元)'))
    typeIn('佣金金额，单位：元', '8000')
    fireEvent.click(screen.getByText('确认入库'))
    expect(await screen.findByText('入库成功')).toBeInTheDocument()
    const created = stockItemByCode('KELLY-0815')
    expect(created).toMatchObject({
      brand: '爱马仕',
      category: '箱包',
      colour: '金棕色',
      material: 'Togo皮',
      size: '28cm',
      hardware: '金扣',
      stamp: 'B刻（2023）',
      serial: 'HX-2023 0815',
      warrantyDate: '',
      consignor: '林女士',
      commission: { unit: 'CENTS', value: 800000 },
    })
  })

  it('shows the seeded fields of an item in groups, the consignment only for a consigned piece', async () => {
    const consigned = demoStock().items.find(
      (candidate) => candidate.status === 'IN_STOCK' && candidate.consignor && candidate.commission?.unit === 'PERCENT' && candidate.warrantyDate,
    )!
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(consigned.id) } })
    expect(await screen.findByText(consigned.title)).toBeInTheDocument()
    const group = (title: string) => screen.getByText(title, { selector: '.item-detail__section' }).closest('.item-detail__card') as HTMLElement
    const specs = group('规格与鉴别')
    for (const value of [consigned.colour, consigned.material, consigned.size, consigned.stamp, consigned.warrantyDate]) expect(within(specs).getByText(value)).toBeInTheDocument()
    if (consigned.serial) expect(within(specs).getByText(consigned.serial)).toBeInTheDocument()
    expect(within(group('寄卖')).getByText(consigned.consignor)).toBeInTheDocument()
    expect(within(group('寄卖')).getByText(`成交价的${consigned.commission!.value}%`)).toBeInTheDocument()

    const own = demoStock().items.find((candidate) => candidate.status === 'IN_STOCK' && !candidate.consignor && !candidate.warrantyDate)!
    own.title = '自有商品'
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(own.id) } })
    expect(await screen.findByText('自有商品')).toBeInTheDocument()
    expect(screen.getAllByText('无保卡').length).toBeGreaterThan(0)
    expect(screen.getAllByText('寄卖', { selector: '.item-detail__section' })).toHaveLength(1)
  })

  it('edits the fields and ends a consignment by switching it off', async () => {
    const consigned = demoStock().items.find((candidate) => candidate.status === 'IN_STOCK' && candidate.consignor)!
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(consigned.id), mode: 'edit' }, below: [`/${PATH}?id=${consigned.id}`] })
    expect(await screen.findByDisplayValue(consigned.consignor)).toBeInTheDocument()
    typeIn('选填，如 金扣', '钯金扣')
    await new Promise((done) => setTimeout(done, 50))
    fireEvent.click(screen.getByLabelText('寄卖商品'))
    expect(screen.queryByPlaceholderText('寄卖人姓名')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(consigned).toMatchObject({ hardware: '钯金扣', consignor: '', commission: null }))
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('navigateBack'))
    // 保存成功 is said on the detail it goes back to, shown again there.
    expect(uiLog.toasts.some((toast) => toast.title === '保存成功')).toBe(false)
    cleanup()
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(consigned.id) } })
    await act(() => firePageEvent('didShow'))
    expect(uiLog.toasts.filter((toast) => toast.title === '保存成功')).toHaveLength(1)
  })

  it('shows what changed when the page shows again', async () => {
    const subject = stockItemByCode('ZP10000')
    renderPage(<ItemDetailPage />, PATH, { signedIn: true, query: { id: String(subject.id) } })
    await screen.findByText(subject.title)
    subject.serial = 'NEW-SERIAL-01'
    await act(() => firePageEvent('didShow'))
    expect(await screen.findByText('NEW-SERIAL-01')).toBeInTheDocument()
  })
})
