import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import { Check } from '@nutui/icons-react-taro'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { accountApi, type AccountSummary, type AccountType } from '@/core/api/account'
import { switchAccount } from '@/core/session/auth'
import { navigate } from '@/core/navigation'
import { reportError } from '@/core/app/errors'
import { useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import '../account.less'
import { CSS_COLOR } from '@/core/theme'

export const ACCOUNT_TYPE_TEXT: Record<AccountType, string> = { shop: '店铺', enterprise: '企业', individual: '个人' }

/** pages/account/list: the person's shops, enterprises and own account; tap one to act as it. */
export function AccountSwitch() {
  // A switch starts a new session, which resets every query (the list included).
  const remote = useApiQuery(accountApi.multipleAccountList, undefined, { signedIn: true, isEmpty: (list) => list.length === 0 })
  const [switching, setSwitching] = useState<number | null>(null)

  const choose = async (account: AccountSummary) => {
    if (account.current || switching) return
    setSwitching(account.accountId)
    try {
      await switchAccount(account.accountId)
      void Taro.showToast({ title: `已切换到${account.accountName}`, icon: 'none', duration: 2000 })
    } catch (error) {
      reportError(error)
    } finally {
      setSwitching(null)
    }
  }

  return (
    <PageLayout
      status={remote.status}
      error={remote.error}
      onRetry={remote.reload}
      emptyText="还没有可切换的账号"
      footer={
        <Button type="primary" fill="outline" block onClick={() => navigate('pages/account/bind-enterprise/index')}>
          开通新店铺
        </Button>
      }
    >
      <View className="acc-hint">切换后，库存、订单与会员权益都以所选账号为准。</View>
      <View className="acc-card">
        {remote.data?.map((account) => (
          <View key={account.accountId} className={`acc-row ${account.current ? 'acc-row--current' : ''}`} onClick={() => void choose(account)}>
            <Photo className="acc-row__icon" src={account.avatar} mode="aspectFill" />
            <View className="acc-row__main">
              <View className="acc-row__title acc-row__title--tagged">
                <Text className="acc-row__name">{account.accountName}</Text>
                <Text className="acc-row__tag">{account.role === 'staff' ? '店员' : ACCOUNT_TYPE_TEXT[account.accountType]}</Text>
              </View>
              <Text className="acc-row__desc">账号ID {account.accountId}</Text>
            </View>
            {account.current ? <Check size={18} color={CSS_COLOR.accent} /> : <Text className="acc-row__extra">{switching === account.accountId ? '切换中…' : '切换'}</Text>}
          </View>
        ))}
      </View>
    </PageLayout>
  )
}
