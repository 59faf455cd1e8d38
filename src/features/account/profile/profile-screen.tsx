import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { accountApi, type UserInfo } from '@/core/api/account'
import { callApi } from '@/core/request'
import { useSession } from '@/core/session/store'
import { chooseAndUploadImage } from '@/core/upload'
import { reportError } from '@/core/app/errors'
import { updateCallData } from '@/shared/query'
import { useFlowAction } from '@/shared/flow'
import { failureText } from '@/shared/ui/failure-toast'
import { PageLayout } from '@/shared/ui/page-layout'
import { Field, FormCard, useForm } from '@/shared/ui/form'
import { useCurrentUser } from '../use-current-user'
import '../account.less'
import './profile.less'
import { showSuccess } from '@/shared/ui/result/toast-after'

export const NICKNAME_ERROR = '昵称应为2-20个字'

/** pages/account/profile: avatar (uploaded) and nickname. */
export function ProfileScreen() {
  const { userInfo, error: loadError, reload } = useCurrentUser()
  const nicknameOf = (edited: string | null) => edited ?? userInfo?.nickname ?? ''
  // null until edited: the field shows the stored nickname from its first render (Taro's H5
  // input misbehaves when its value changes right after it mounts).
  const form = useForm<{ nickname: string | null }>({
    initial: { nickname: null },
    fields: { nickname: { required: true } },
    check: (values) => {
      const value = nicknameOf(values.nickname).trim()
      return { nickname: value.length < 2 || value.length > 20 ? NICKNAME_ERROR : undefined }
    },
  })
  const nickname = nicknameOf(form.values.nickname)
  const [uploading, setUploading] = useState(false)

  /** The server's new info: into the session and the mine tab's query. */
  const keep = (info: UserInfo) => {
    useSession.setState({ userInfo: info })
    updateCallData(accountApi.info, () => info)
  }

  const changeAvatar = async () => {
    setUploading(true)
    try {
      const avatar = await chooseAndUploadImage()
      keep(await callApi(accountApi.accountUpdate, { avatar }))
      showSuccess('头像已更新')
    } catch (e) {
      reportError(e)
      const message = e instanceof Error ? e.message : ''
      if (message && !/cancel/i.test(message)) void Taro.showToast({ title: message, icon: 'none', duration: 2000 })
    } finally {
      setUploading(false)
    }
  }

  const { run } = useFlowAction({ refusals: [] })
  const save = () =>
    form.submit((values) =>
      run(() => callApi(accountApi.accountUpdate, { nickname: nicknameOf(values.nickname).trim() }, { handleError: true }), {
        done: '已保存',
        failed: '保存失败',
        onFailure: (error) => form.setErrors({ nickname: failureText(error, '保存失败') }),
        after: keep,
      }),
    )

  return (
    <PageLayout
      status={userInfo ? 'ready' : loadError ? 'error' : 'loading'}
      error={loadError}
      onRetry={reload}
      footer={
        <Button type="primary" block loading={form.busy} onClick={() => void save()}>
          保存
        </Button>
      }
    >
      <View className="profile__avatar" onClick={() => void changeAvatar()}>
        <Photo className="profile__image" src={userInfo?.avatar ?? ''} mode="aspectFill" />
        <Text className="profile__change">{uploading ? '上传中…' : '更换头像'}</Text>
      </View>
      <FormCard>
        <Field {...form.field('nickname')} value={nickname} label="昵称" maxlength={20} />
        <View className="form-field">
          <View className="form-field__row">
            <Text className="form-field__label">手机号</Text>
            <Text className="profile__value">{userInfo?.phone.replace(/^(\d{3})\d{4}/, '$1****')}</Text>
          </View>
        </View>
        <View className="form-field">
          <View className="form-field__row">
            <Text className="form-field__label">当前账号</Text>
            <Text className="profile__value">{userInfo?.accountName}</Text>
          </View>
        </View>
      </FormCard>
    </PageLayout>
  )
}
