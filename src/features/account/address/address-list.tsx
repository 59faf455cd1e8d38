import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Check, Edit, Del } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { goBack, navigate } from '@/core/navigation'
import { useFlowAction } from '@/shared/flow'
import { useApiQuery } from '@/shared/query'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { PageLayout } from '@/shared/ui/page-layout'
import { StatusBadge } from '@/shared/ui/status-badge'
import { accountAreaApi, type Address } from '../api'
import { addressLine } from './validate'
import { returnChosenAddress } from './choose'
import './address.less'

/** pages/account/address/list: the address book; in check mode (?mode=check) a tap picks one. */
export function AddressList() {
  const { params } = useCurrentRoute()
  const checkMode = params.mode === 'check' || params.addressId !== undefined
  const chosenId = Number(params.addressId ?? 0)
  const remote = useApiQuery(accountAreaApi.addresses, undefined, { signedIn: true, isEmpty: (list) => list.length === 0 })

  const { run } = useFlowAction({ invalidate: [accountAreaApi.addresses] })

  const remove = (address: Address) =>
    run(() => callApi(accountAreaApi.addressDelete, { id: address.id }, { handleError: true }), {
      confirm: { title: '删除地址', content: `确定删除「${address.name} ${address.phone}」的地址吗？`, confirmText: '删除', danger: true },
      done: '已删除',
    })

  const setDefault = (address: Address) => run(() => callApi(accountAreaApi.addressSetDefault, { id: address.id }, { handleError: true }), { done: '已设为默认' })

  const pick = (address: Address) => {
    if (!checkMode) return
    returnChosenAddress(address)
    void goBack()
  }

  const footer = (
    <Button type="primary" block onClick={() => navigate('pages/account/address/form/index')}>
      新增收货地址
    </Button>
  )

  return (
    <PageLayout
      title={checkMode ? '选择地址' : undefined}
      status={remote.status}
      error={remote.error}
      emptyText="还没有收货地址，添加一个吧"
      onRetry={remote.reload}
      footer={footer}
    >
      <View className="address-list">
        {remote.data?.map((address) => (
          <View key={address.id} className={`address-card ${checkMode ? 'address-card--pick' : ''}`} onClick={() => pick(address)}>
            <View className="address-card__main">
              <View className="address-card__who">
                <Text className="address-card__name">{address.name}</Text>
                <Text className="address-card__phone">{address.phone}</Text>
                {address.isDefault && <StatusBadge className="address-card__default" text="默认" />}
              </View>
              <View className="address-card__line">{addressLine(address)}</View>
            </View>
            {checkMode && address.id === chosenId && <Check className="address-card__check" size={18} />}
            {!checkMode && (
              <View className="address-card__actions" onClick={(event) => event.stopPropagation()}>
                {!address.isDefault && (
                  <Text className="address-card__action" onClick={() => void setDefault(address)}>
                    设为默认
                  </Text>
                )}
                <Text className="address-card__action" onClick={() => navigate('pages/account/address/form/index', { query: { id: address.id } })}>
                  <Edit size={12} /> 编辑
                </Text>
                <Text className="address-card__action address-card__action--danger" onClick={() => void remove(address)}>
                  <Del size={12} /> 删除
                </Text>
              </View>
            )}
          </View>
        ))}
      </View>
    </PageLayout>
  )
}
