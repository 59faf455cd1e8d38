import { fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import { PEER_TOKEN } from '@mocks/db'
import { DEMO_INVITE_CODE, DEMO_SHOP_ACCOUNT } from '@mocks/db/seed-account'
import { callApi } from '@/core/request'
import { staffApi } from '@/core/api/staff'
import { setUserToken, useSession } from '@/core/session/store'
import BindEnterprisePage from '@/pages/account/bind-enterprise/index'
import { inviteCodeOf } from './join-shop'

const typeCode = (value: string) => fireEvent.input(screen.getByPlaceholderText('6位邀请码'), { target: { value }, detail: { value } })
const joinButton = () => screen.getByText('加入店铺', { selector: '.nut-button-children, .nut-button-children *' })

describe('加入已有店铺', () => {
  beforeEach(() => setUserToken(PEER_TOKEN))

  it("opens from the owner's join link with its code, joins and switches to the shop, seeing no costs", async () => {
    renderPage(<BindEnterprisePage />, 'pages/account/bind-enterprise/index', { query: { inviteCode: DEMO_INVITE_CODE } })
    expect(screen.getByPlaceholderText('6位邀请码')).toHaveValue(DEMO_INVITE_CODE)
    fireEvent.click(joinButton())
    expect(await screen.findByText('已加入「臻品名包汇」')).toBeInTheDocument()
    fireEvent.click(screen.getByText('切换到该店铺'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/home/account/index' }))
    expect(useSession.getState().userInfo?.accountId).toBe(DEMO_SHOP_ACCOUNT)
    expect(await callApi(staffApi.access)).toEqual({ role: 'staff', seesCost: false })
  })

  it('says what is wrong with a code, and the message goes once it is fixed', async () => {
    renderPage(<BindEnterprisePage />, 'pages/account/bind-enterprise/index')
    fireEvent.click(screen.getByText('加入已有店铺'))
    typeCode('ABC')
    fireEvent.click(joinButton())
    expect(await screen.findByText('请输入店主给你的6位邀请码')).toBeInTheDocument()
    typeCode('ZZZZZZ')
    await waitFor(() => expect(screen.queryByText('请输入店主给你的6位邀请码')).not.toBeInTheDocument())
    fireEvent.click(joinButton())
    expect(await screen.findByText('邀请码无效或已过期，请向店主确认')).toBeInTheDocument()
  })

  it('reads the code from a scanned join link or a bare code', () => {
    expect(inviteCodeOf('http://127.0.0.1:6003/pages/account/bind-enterprise/index?inviteCode=ZP8K2M')).toBe('ZP8K2M')
    expect(inviteCodeOf(' zp8k2m ')).toBe('ZP8K2M')
  })
})
