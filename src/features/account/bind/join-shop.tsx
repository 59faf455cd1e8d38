import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { accountApi } from '@/core/api/account'
import { INVITE_CODE_PATTERN, normaliseInviteCode, staffApi, type JoinedShop } from '@/core/api/staff'
import { reportError } from '@/core/app/errors'
import { goBack } from '@/core/navigation'
import { isWeapp } from '@/core/platform/env'
import { nativeApp } from '@/core/native/detect'
import { scanCode } from '@/core/native/actions'
import { callApi } from '@/core/request'
import { switchAccount } from '@/core/session/auth'
import { useFlowAction } from '@/shared/flow'
import { failureShown, failureText } from '@/shared/ui/failure-toast'
import { Field, FormCard, useForm } from '@/shared/ui/form'
import { ResultPanel } from '@/shared/ui/result'

const CODE_ERROR = '请输入店主给你的6位邀请码'

/** The invitation code in what a scan read: the join link of the owner's QR, or the bare code. */
export function inviteCodeOf(scanned: string): string {
  const fromLink = /[?&]inviteCode=([A-Za-z0-9]+)/.exec(scanned)?.[1]
  return normaliseInviteCode(fromLink ?? scanned)
}

/**
 * 加入店铺: a dealer joins an existing shop as staff with the owner's invitation code (typed, or
 * from the owner's QR), then may act as the shop at once.
 */
export function JoinShop({ code = '' }: { code?: string }) {
  const [joined, setJoined] = useState<JoinedShop | null>(null)
  const form = useForm({
    initial: { code: normaliseInviteCode(code) },
    fields: { code: { required: CODE_ERROR, check: (value) => (INVITE_CODE_PATTERN.test(normaliseInviteCode(value)) ? undefined : CODE_ERROR) } },
  })
  const scannable = isWeapp || Boolean(nativeApp())

  const scan = async () => {
    try {
      form.set('code', inviteCodeOf(await scanCode()))
    } catch (error) {
      reportError(error)
    }
  }

  const { run } = useFlowAction({ refusals: [] })
  const join = () =>
    form.submit(({ code: typed }) =>
      run(() => callApi(staffApi.join, { code: normaliseInviteCode(typed) }, { handleError: true }), {
        // The switcher lists the shop from now on.
        invalidate: [accountApi.multipleAccountList],
        failed: '加入失败，请稍后重试',
        // Said at the code too, unless the request layer has answered it.
        onFailure: (error) => !failureShown(error) && form.setErrors({ code: failureText(error, '加入失败，请稍后重试') }),
        after: setJoined,
      }),
    )

  if (joined) {
    return (
      <ResultPanel
        title={`已加入「${joined.accountName}」`}
        actions={[
          { text: '切换到该店铺', primary: true, onClick: () => void switchAccount(joined.accountId).catch(reportError) },
          { text: '稍后再说', onClick: () => void goBack() },
        ]}
      >
        你现在是该店的店员，可在「我的 › 切换」里随时切换到该店铺。
      </ResultPanel>
    )
  }

  return (
    <>
      <FormCard title="加入已有店铺">
        <Field
          {...form.field('code')}
          label="邀请码"
          maxlength={8}
          placeholder="6位邀请码"
          extra={
            scannable ? (
              <Text className="join-shop__scan" onClick={() => void scan()}>
                扫码
              </Text>
            ) : undefined
          }
        />
      </FormCard>
      <View className="acc-hint">向店主索取邀请码（店主在「设置 › 店员管理」中查看），或扫描店主的邀请二维码。加入后能否看到成本价由店主决定。</View>
      <View className="join-shop__submit">
        <Button type="primary" block loading={form.busy} onClick={() => void join()}>
          加入店铺
        </Button>
      </View>
    </>
  )
}
