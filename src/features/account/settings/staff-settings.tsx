import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { staffApi, type StaffInvite, type StaffMember } from '@/core/api/staff'
import { callApi } from '@/core/request'
import { formatDateTime } from '@/shared/format/time'
import { useFlowAction } from '@/shared/flow'
import { useApiQuery } from '@/shared/query'
import { Cell, SwitchCell } from '@/shared/ui/cell'
import { toastFailure } from '@/shared/ui/failure-toast'
import { Photo } from '@/shared/ui/photo'
import { QrCode } from '@/shared/ui/qr-code'
import { StateView } from '@/shared/ui/state-view'

function Invite({ invite }: { invite: StaffInvite }) {
  const { busy, run } = useFlowAction({ invalidate: [staffApi.invite] })
  const copy = async () => {
    try {
      await Taro.setClipboardData({ data: invite.code })
      void Taro.showToast({ title: '邀请码已复制', icon: 'none' })
    } catch (error) {
      toastFailure(error, '复制失败，请长按邀请码手动复制')
    }
  }
  const renew = () =>
    run(() => callApi(staffApi.renewInvite, undefined, { handleError: true }), {
      confirm: { title: '更换邀请码', content: '更换后旧邀请码立即失效，已加入的店员不受影响。' },
      done: '已更换邀请码',
      failed: '更换失败，请稍后重试',
    })
  return (
    <View className="staff__invite">
      <View className="staff__hint">店员在「我的 › 开通店铺 › 加入已有店铺」输入邀请码，或扫描此码加入</View>
      <QrCode className="staff__qr" text={invite.link} size={148} />
      <Text className="staff__code" aria-label="邀请码" userSelect>
        {invite.code}
      </Text>
      <View className="staff__expiry">{formatDateTime(invite.expiresAt, 'YYYY-MM-DD')} 前有效</View>
      <View className="staff__actions">
        <Button size="small" type="primary" onClick={() => void copy()}>
          复制邀请码
        </Button>
        <Button size="small" fill="outline" loading={busy} onClick={() => void renew()}>
          更换邀请码
        </Button>
      </View>
    </View>
  )
}

function CostSwitch({ invite }: { invite: StaffInvite }) {
  const { busy, run } = useFlowAction({ invalidate: [staffApi.invite] })
  const change = (staffSeesCost: boolean) =>
    run(() => callApi(staffApi.setting, { staffSeesCost }, { handleError: true }), {
      done: staffSeesCost ? '店员可以看到成本价' : '店员看不到成本价',
      failed: '设置失败，请稍后重试',
    })
  return <SwitchCell title="店员可见成本价" desc="关闭时店员看不到成本、利润与毛利" checked={invite.staffSeesCost} disabled={busy} onChange={(value) => void change(value)} />
}

function StaffList() {
  const remote = useApiQuery(staffApi.list, undefined, { signedIn: true, pullDown: false, isEmpty: (list) => list.length === 0 })
  const { run } = useFlowAction({ invalidate: [staffApi.list] })
  const remove = (member: StaffMember) =>
    run(() => callApi(staffApi.remove, { userId: member.userId }, { handleError: true }), {
      confirm: { title: '移除店员', content: `移除后「${member.nickname}」将无法再进入本店。`, confirmText: '移除', danger: true },
      done: '已移除',
      failed: '移除失败，请稍后重试',
    })
  if (remote.status !== 'ready' || !remote.data) {
    return (
      <StateView
        status={remote.status === 'ready' ? 'loading' : remote.status}
        error={remote.error}
        emptyText="还没有店员，把邀请码发给同事吧"
        onRetry={() => void remote.reload()}
      />
    )
  }
  return (
    <View className="staff__list">
      {remote.data.map((member) => (
        <Cell
          key={member.userId}
          icon={<Photo className="cell__avatar" src={member.avatar} mode="aspectFill" />}
          title={member.nickname}
          desc={`${member.phone} · ${formatDateTime(member.joinedAt, 'YYYY-MM-DD')} 加入`}
          extra={
            <Text className="staff__remove" onClick={() => void remove(member)}>
              移除
            </Text>
          }
        />
      ))}
    </View>
  )
}

/** 店员管理 (owners only): the invitation to join, whether staff see costs, and who has joined. */
export function StaffSettingsPanel() {
  const invite = useApiQuery(staffApi.invite, undefined, { signedIn: true, pullDown: false })
  return (
    <View className="settings__panel">
      {invite.data ? (
        <>
          <Invite invite={invite.data} />
          <CostSwitch invite={invite.data} />
          <View className="settings__section staff__title">已加入的店员</View>
          <StaffList />
        </>
      ) : (
        <StateView status={invite.status === 'ready' ? 'loading' : invite.status} error={invite.error} onRetry={() => void invite.reload()} />
      )}
    </View>
  )
}
