import { useState } from 'react'
import Taro from '@tarojs/taro'
import { askConfirm } from '@/shared/ui/confirm'
import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { API_ENVS, API_ENV_STORAGE_KEY, offersApiEnvSwitch, storedApiEnv } from '@/core/request/base-url'
import { logout } from '@/core/session/auth'
import { navigate, type NavigateOptions } from '@/core/navigation'
import type { RoutePath } from '@/core/routes'
import { staffApi } from '@/core/api/staff'
import { useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { BankCards } from './bank-cards'
import { CloseAccount } from './close-account'
import { ContactSettingsPanel } from './contact-settings'
import { PhoneChange } from './phone-change'
import { StaffSettingsPanel } from './staff-settings'
import { useCurrentUser } from '../use-current-user'
import '../account.less'
import './settings.less'
import { CSS_COLOR } from '@/core/theme'

function Row({ title, extra, path, query, onClick }: { title: string; extra?: string; path?: RoutePath; query?: NavigateOptions['query']; onClick?: () => void }) {
  return (
    <View className="acc-row" onClick={onClick ?? (() => path && navigate(path, { query }))}>
      <Text className="acc-row__main acc-row__title">{title}</Text>
      {extra && <Text className="acc-row__extra">{extra}</Text>}
      <ArrowRight size={12} color={CSS_COLOR.textFaint} />
    </View>
  )
}

/** The API environment switch: testers only, never in the published mini-program. */
function ApiEnvSwitch() {
  const current = storedApiEnv() ?? __API_ENV__
  const choose = async (env: string) => {
    Taro.setStorageSync(API_ENV_STORAGE_KEY, env)
    await Taro.showToast({ title: `已切换到 ${env} 环境`, icon: 'none', duration: 1500 })
    await logout()
  }
  return (
    <View className="acc-card">
      <View className="settings__section">接口环境（测试用）</View>
      <View className="settings__envs">
        {API_ENVS.map((env) => (
          <Text key={env} className={`chip ${env === current ? 'chip--on' : ''}`} onClick={() => void choose(env)}>
            {env}
          </Text>
        ))}
      </View>
    </View>
  )
}

/** pages/account/setting/home: profile, phone, bank cards, notices, close account, log out. */
export function SettingsScreen() {
  const { userInfo, error, reload } = useCurrentUser()
  const [open, setOpen] = useState<'phone' | 'contact' | 'staff' | 'close' | null>(null)
  // Only a shop's owner manages its staff.
  const access = useApiQuery(staffApi.access, undefined, { signedIn: true, pullDown: false })

  const confirmLogout = async () => {
    const confirm = await askConfirm({ title: '退出登录', content: '确定退出当前账号吗？' })
    if (confirm) await logout()
  }

  const maskedPhone = userInfo?.phone.replace(/^(\d{3})\d{4}/, '$1****') ?? ''

  return (
    <PageLayout status={userInfo ? 'ready' : error ? 'error' : 'loading'} error={error} onRetry={reload}>
      <View className="acc-card">
        <Row title="个人资料" extra={userInfo?.nickname} path="pages/account/profile/index" />
        <Row title="更换手机号" extra={maskedPhone} onClick={() => setOpen(open === 'phone' ? null : 'phone')} />
        {open === 'phone' && <PhoneChange onDone={() => setOpen(null)} />}
        <Row title="收货地址" path="pages/account/address/list/index" />
        <Row title="切换店铺" extra={userInfo?.accountName} path="pages/account/list/index" />
        <Row title="店铺联系方式" extra="同行可见" onClick={() => setOpen(open === 'contact' ? null : 'contact')} />
        {open === 'contact' && <ContactSettingsPanel onDone={() => setOpen(null)} />}
        {access.data?.role === 'owner' && <Row title="店员管理" extra="邀请与权限" onClick={() => setOpen(open === 'staff' ? null : 'staff')} />}
        {open === 'staff' && <StaffSettingsPanel />}
      </View>

      <View className="acc-card">
        <View className="settings__section">收款银行卡</View>
        <BankCards />
      </View>

      <View className="acc-card">
        <Row title="消息通知设置" path="pages/account/setting/notice/index" />
        <Row title="联系客服" path="pages/account/kefu/index" />
        <Row title="隐私政策" path="pages/account/privacy/index" />
        <Row title="实名认证" extra="请在APP中完成" path="pages/guide/to-app/index" query={{ operation: '实名认证' }} />
      </View>

      {offersApiEnvSwitch() && <ApiEnvSwitch />}

      <View className="acc-card">
        <View className="acc-row acc-row--danger" onClick={() => setOpen(open === 'close' ? null : 'close')}>
          <Text className="acc-row__main acc-row__title">注销账号</Text>
          <ArrowRight size={12} color={CSS_COLOR.textFaint} />
        </View>
        {open === 'close' && userInfo && <CloseAccount phone={userInfo.phone} />}
      </View>

      <View className="settings__logout">
        <Button block fill="outline" onClick={() => void confirmLogout()}>
          退出登录
        </Button>
      </View>
    </PageLayout>
  )
}
