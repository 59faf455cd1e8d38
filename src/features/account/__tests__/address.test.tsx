import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { modalAnswers, navigationLog, setRoute, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failPath } from '@test/server'
import { getDb } from '@mocks/db'
import AddressListPage from '@/pages/account/address/list/index'
import AddressFormPage from '@/pages/account/address/form/index'
import { ADDRESS_CHOSEN, chooseAddress } from '../address/choose'
import { typeIn } from '@test/dom'

const demoAddresses = () => getDb().addresses[10001]

describe('address list', () => {
  it('lists the addresses, default first', async () => {
    renderPage(<AddressListPage />, 'pages/account/address/list/index', { signedIn: true })
    expect(await screen.findByText('广东省深圳市福田区华强北路1002号赛格广场3楼312')).toBeInTheDocument()
    expect(screen.getByText('上海市静安区南京西路1266号恒隆广场B1')).toBeInTheDocument()
    expect(screen.getByText('默认')).toBeInTheDocument()
  })

  it('sets a default and deletes after confirming', async () => {
    renderPage(<AddressListPage />, 'pages/account/address/list/index', { signedIn: true })
    fireEvent.click(await screen.findByText('设为默认'))
    await waitFor(() => expect(demoAddresses().find((item) => item.id === 31002)?.isDefault).toBe(true))
    expect(demoAddresses().find((item) => item.id === 31001)?.isDefault).toBe(false)
    modalAnswers.push(true)
    fireEvent.click(screen.getAllByText(/删除/)[0])
    await waitFor(() => expect(demoAddresses()).toHaveLength(1))
  })

  it('sends a signed-out visitor to the login page', async () => {
    renderPage(<AddressListPage />, 'pages/account/address/list/index')
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index\?backUrl=/))
  })

  it('shows the server failure with a retry', async () => {
    failPath('/account/addresses', 500)
    renderPage(<AddressListPage />, 'pages/account/address/list/index', { signedIn: true })
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
  })

  it('in check mode, a tap returns the address to the opener and goes back', async () => {
    setRoute('pages/account/bind-enterprise/index')
    const chosen = chooseAddress(31001)
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/account/address/list/index?addressId=31001&mode=check' })
    renderPage(<AddressListPage />, 'pages/account/address/list/index', {
      signedIn: true,
      query: { addressId: '31001', mode: 'check' },
      below: ['/pages/account/bind-enterprise/index'],
    })
    expect(screen.getByText('选择地址')).toBeInTheDocument()
    fireEvent.click(await screen.findByText('李店长'))
    await expect(chosen).resolves.toMatchObject({ id: 31002, name: '李店长' })
    expect(navigationLog.at(-1)?.method).toBe('navigateBack')
    expect(ADDRESS_CHOSEN).toBe('account:address-chosen')
  })
})

describe('address form', () => {
  it('checks every field and keeps what was typed', async () => {
    renderPage(<AddressFormPage />, 'pages/account/address/form/index', { signedIn: true })
    typeIn('请输入收货人', '王')
    typeIn('请输入11位手机号', '1380013')
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('收货人姓名应为2-20个字')).toBeInTheDocument()
    expect(screen.getByText('请输入正确的11位手机号')).toBeInTheDocument()
    expect(screen.getByText('请填写省份')).toBeInTheDocument()
    expect(screen.getByText('请输入详细地址')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('请输入收货人')).toHaveValue('王')
  })

  it('adds an address', async () => {
    renderPage(<AddressFormPage />, 'pages/account/address/form/index', { signedIn: true })
    typeIn('请输入收货人', '赵会计')
    typeIn('请输入11位手机号', '139 0000 1111')
    typeIn('如 广东省', '浙江省')
    typeIn('如 深圳市', '杭州市')
    typeIn('如 福田区', '西湖区')
    typeIn('街道、楼栋、门牌号', '文三路90号东部软件园')
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(demoAddresses().some((item) => item.name === '赵会计' && item.phone === '13900001111')).toBe(true))
    expect(uiLog.toasts.at(-1)?.title).toBe('保存成功')
    // The form leaves 0.35 s after the toast (opened first, so back goes home): wait for it, so no
    // update lands after the file's teardown.
    await waitFor(() => expect(navigationLog.at(-1)?.method).toBe('reLaunch'))
  })

  it('edits an address and shows a server error without losing input', async () => {
    renderPage(<AddressFormPage />, 'pages/account/address/form/index', { signedIn: true, query: { id: '31002' } })
    expect(await screen.findByDisplayValue('李店长')).toBeInTheDocument()
    failPath('/account/address/31002', 500)
    fireEvent.input(screen.getByDisplayValue('李店长'), { target: { value: '李总' }, detail: { value: '李总' } })
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('服务繁忙，请稍后重试')).toBeInTheDocument()
    expect(screen.getByDisplayValue('李总')).toBeInTheDocument()
    expect(Taro.getStorageSync('userToken')).toBeTruthy()
  })
})
