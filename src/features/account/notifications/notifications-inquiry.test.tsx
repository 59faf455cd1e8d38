import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { getDb } from '@mocks/db'
import { coverOf } from '@mocks/lib/covers'
import NotificationsPage from '@/pages/account/follow/index'

const notice = (id: number) => getDb().notifications[10001].find((item) => item.id === id)!
const rowOf = async (text: string) => (await screen.findByText(text)).closest('.notifications__item') as HTMLElement

afterEach(() => vi.restoreAllMocks())

describe('询价 notifications', () => {
  it('show the sender, the message, the item with its price and the number to call back', async () => {
    const { inquiry } = notice(51101)
    renderPage(<NotificationsPage />, 'pages/account/follow/index', { signedIn: true })
    const row = await rowOf(inquiry!.message)
    expect(within(row).getByText('询价')).toBeInTheDocument()
    expect(within(row).getByText('上海名表行 向你询价')).toBeInTheDocument()
    expect(within(row).getByText(/^陈老板 · /)).toBeInTheDocument()
    const item = within(row).getByLabelText('询价商品')
    expect(item).toHaveTextContent(inquiry!.item!.title)
    expect(item).toHaveTextContent('同行价 ¥54,500')
    expect(item.querySelector('img')?.getAttribute('src')).toContain(coverOf('箱包', 1))
    expect(within(row).getByText('回电 139 1666 8888')).toBeInTheDocument()
  })

  it('open the item asked about', async () => {
    renderPage(<NotificationsPage />, 'pages/account/follow/index', { signedIn: true })
    const row = await rowOf(notice(51102).inquiry!.message)
    expect(within(row).queryByText(/^回电/)).not.toBeInTheDocument()
    fireEvent.click(within(row).getByLabelText('询价商品'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/stock/inventory/stock/detail/index?id=109993' }))
  })

  it('call the sender back without opening anything', async () => {
    const call = vi.spyOn(Taro, 'makePhoneCall').mockResolvedValue({ errMsg: 'makePhoneCall:ok' })
    renderPage(<NotificationsPage />, 'pages/account/follow/index', { signedIn: true })
    const row = await rowOf(notice(51103).inquiry!.message)
    expect(within(row).queryByLabelText('询价商品')).not.toBeInTheDocument()
    fireEvent.click(within(row).getByText('回电 139 0013 9000'))
    expect(call).toHaveBeenCalledWith({ phoneNumber: '13900139000' })
    expect(navigationLog.filter((entry) => entry.method === 'navigateTo')).toEqual([])
  })
})
