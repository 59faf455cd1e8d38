import { useState } from 'react'
import Taro from '@tarojs/taro'
import { askConfirm } from '@/shared/ui/confirm'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { API_ENVS, API_ENV_STORAGE_KEY, offersApiEnvSwitch, storedApiEnv } from '@/core/request/base-url'
import { logout } from '@/core/session/auth'
import { navigate, type NavigateOptions } from '@/core/navigation'
import type { RoutePath } from '@/core/routes'
import { staffApi } from '@/core/api/staff'
import { useApiQuery } from '@/shared/query'
import { Cell, CellGroup } from '@/shared/ui/cell'
import { PageLayout } from '@/shared/ui/page-layout'
import { BankCards } from './bank-cards'
import { CloseAccount } from './close-account'
import { ContactSettingsPanel } from './contact-settings'
import { PhoneChange } from './phone-change'
import { StaffSettingsPanel } from './staff-settings'
import { useCurrentUser } from '../use-current-user'
import '../account.less'
import './settings.less'

/** A row's tap that opens a page. */
const go = (path: RoutePath, query?: NavigateOptions['query']) => () => void navigate(path, { query })

/** The API environment switch: testers only, never in the published mini-program. */
function ApiEnvSwitch() {
  const current = storedApiEnv() ?? __API_ENV__
  const choose = async (env: string) => {
    Taro.setStorageSync(API_ENV_STORAGE_KEY, env)
    await Taro.showToast({ title: `已切换到 ${env} 环境`, icon: 'none', duration: 1500 })
    await logout()
  }
  return (
    <CellGroup title="接口环境（测试用）">
      <View className="settings__envs">
        {API_ENVS.map((env) => (
          <Text key={env} className={`chip ${env === current ? 'chip--on' : ''}`} onClick={() => void choose(env)}>
            {env}
          </Text>
        ))}
      </View>
    </CellGroup>
  )
}

/** pages/account/setting/home: profile, phone, bank cards, notices, close account, log out. */
export function SettingsScreen() {
  const { userInfo, error, reload } = useCurrentUser()
  const [open, setOpen] = useState<'phone' | 'contact' | 'staff' | 'close' | null>(null)
  // One panel open at a time; its row's second tap closes it.
  const toggle = (panel: NonNullable<typeof open>) => setOpen(open === panel ? null : panel)
  // Only a shop's owner manages its staff.
  const access = useApiQuery(staffApi.access, undefined, { signedIn: true, pullDown: false })

  const confirmLogout = async () => {
    const confirm = await askConfirm({ title: '退出登录', content: '确定退出当前账号吗？' })
    if (confirm) await logout()
  }

  const maskedPhone = userInfo?.phone.replace(/^(\d{3})\d{4}/, '$1****') ?? ''

  return (
    <PageLayout status={userInfo ? 'ready' : error ? 'error' : 'loading'} error={error} onRetry={reload}>
      <CellGroup>
        <Cell title="个人资料" extra={userInfo?.nickname} arrow onClick={go('pages/account/profile/index')} />
        <Cell title="更换手机号" extra={maskedPhone} arrow onClick={() => toggle('phone')} />
        {open === 'phone' && <PhoneChange onDone={() => setOpen(null)} />}
        <Cell title="收货地址" arrow onClick={go('pages/account/address/list/index')} />
        <Cell title="切换店铺" extra={userInfo?.accountName} arrow onClick={go('pages/account/list/index')} />
        <Cell title="店铺联系方式" extra="同行可见" arrow onClick={() => toggle('contact')} />
        {open === 'contact' && <ContactSettingsPanel onDone={() => setOpen(null)} />}
        {access.data?.role === 'owner' && <Cell title="店员管理" extra="邀请与权限" arrow onClick={() => toggle('staff')} />}
        {open === 'staff' && <StaffSettingsPanel />}
      </CellGroup>

      <CellGroup title="收款银行卡">
        <BankCards />
      </CellGroup>

      <CellGroup>
        <Cell title="消息通知设置" arrow onClick={go('pages/account/setting/notice/index')} />
        <Cell title="联系客服" arrow onClick={go('pages/account/kefu/index')} />
        <Cell title="隐私政策" arrow onClick={go('pages/account/privacy/index')} />
        <Cell title="实名认证" extra="请在APP中完成" arrow onClick={go('pages/guide/to-app/index', { operation: '实名认证' })} />
      </CellGroup>

      {offersApiEnvSwitch() && <ApiEnvSwitch />}

      <CellGroup>
        <Cell title="注销账号" danger arrow onClick={() => toggle('close')} />
        {open === 'close' && userInfo && <CloseAccount phone={userInfo.phone} />}
      </CellGroup>

      <View className="settings__logout">
        <Button block fill="outline" onClick={() => void confirmLogout()}>
          退出登录
        </Button>
      </View>
    </PageLayout>
  )
}
