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
import { Cell, CellGroup } from '@/shared/ui/cell'
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
      <CellGroup>
        {remote.data?.map((account) => (
          <Cell
            key={account.accountId}
            selected={account.current}
            icon={<Photo className="cell__avatar" src={account.avatar} mode="aspectFill" />}
            title={<Text className="account-switch__name">{account.accountName}</Text>}
            tag={account.role === 'staff' ? '店员' : ACCOUNT_TYPE_TEXT[account.accountType]}
            desc={`账号ID ${account.accountId}`}
            extra={account.current ? <Check size={18} color={CSS_COLOR.accent} /> : switching === account.accountId ? '切换中…' : '切换'}
            onClick={() => void choose(account)}
          />
        ))}
      </CellGroup>
    </PageLayout>
  )
}
