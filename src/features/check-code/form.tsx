import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Order } from '@nutui/icons-react-taro'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useFlowAction, useRouteRecord } from '@/shared/flow'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { failureText } from '@/shared/ui/failure-toast'
import { ChoiceField, DraftNote, Field, FormCard, useForm } from '@/shared/ui/form'
import { PhotoField } from '@/shared/ui/form/photo-field'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoRow } from '@/shared/ui/photo/photo-row'
import { STATE_ICON_COLOR, StateMessage } from '@/shared/ui/state-view'
import { checkCodeApi, type CheckDetail } from './api'
import { formatHint } from './code-rules'
import { brandOf, CHECK_PHOTO_MAX, CHECK_STATUS_TEXT, checkSupplement, CODE_MAX, NOTE_MAX, STAMP_SHAPES, type StampShape, type SupplementFields } from './machine'
import { CHECK_FLOW, supplementDraftKey } from './shared'

function SupplementForm({ request }: { request: CheckDetail }) {
  const [uploading, setUploading] = useState(false)
  const action = useFlowAction(CHECK_FLOW)
  const asked = request.questions.map((question) => question.key)
  const brand = brandOf(request.brand)
  const form = useForm<SupplementFields>({
    initial: { code: request.code, stampShape: '', photos: [], note: '' },
    check: (values) => checkSupplement(asked, values),
    order: ['code', 'stampShape', 'photos', 'note'],
    draft: { key: supplementDraftKey(request.id) },
  })
  const { values } = form
  const hint = asked.includes('code') ? formatHint(request.brand, values.code, request.stampShape as StampShape | null) : null

  const submit = () => {
    if (uploading) {
      void Taro.showToast({ title: '图片上传中，请稍候', icon: 'none', duration: 2000 })
      return
    }
    void form.submit(async (current) => {
      await action.run(() => callApi(checkCodeApi.supplement, { id: request.id, ...current, note: current.note.trim() }), {
        done: '已补充，查码师重新查询',
        doneOnNextPage: true,
        quietFailure: true,
        onFailure: (error) => form.setErrors({ form: failureText(error) }),
        after: async () => {
          form.draft.clear()
          await navigate('pages/check-code/detail/index', { query: { id: request.id }, replace: true, force: true })
        },
      })
    })
  }

  return (
    <PageLayout footer={<ActionBar actions={[{ key: 'submit', text: '提交补充', kind: 'primary', onTap: submit, loading: form.busy || action.busy }]} />}>
      <View className="check-code-page">
        <DraftNote draft={form.draft} />
        <DetailCard title="查码师的问题">
          <InfoRow label="查码单">{`${request.brandName} · ${request.codeText}`}</InfoRow>
          {request.questions.map((question, index) => (
            <Text key={question.key} className="check-code-question">{`${index + 1}. ${question.text}`}</Text>
          ))}
          <PhotoRow photos={request.photos} />
        </DetailCard>
        <FormCard title="补充信息">
          {asked.includes('code') && (
            <>
              <Field {...form.field('code')} label={brand?.codeLabel ?? '码'} maxlength={CODE_MAX} placeholder="对照钢印/标签逐字填写" />
              <Text className="check-code-faint">{hint ?? brand?.formatText}</Text>
            </>
          )}
          {asked.includes('shape') && (
            <ChoiceField {...form.field('stampShape')} label="字母外框" options={[...STAMP_SHAPES]} hint="仍看不清也可如实选择，结果会列出每个可能的年份" />
          )}
          <PhotoField {...form.field('photos')} label="近照" max={CHECK_PHOTO_MAX} hint="光线斜射、对焦清晰，能看清每个字符" onUploadingChange={setUploading} />
          <Field {...form.field('note')} label="说明" multiline maxlength={NOTE_MAX} placeholder="选填：如码的位置、磨损情况" />
        </FormCard>
        {form.errors.form && <Text className="form-field__error">{form.errors.form}</Text>}
      </View>
    </PageLayout>
  )
}

/** pages/check-code/form?id=: what the checker asked (the code again, the stamp's frame, close photos), kept as a draft; sent back for another reading. */
export function CheckCodeForm() {
  const { remote, layout } = useRouteRecord(checkCodeApi.detail)
  const request = remote.data
  if (request?.status === 'needs_info') return <SupplementForm request={request} />
  return (
    <PageLayout {...layout}>
      {request && (
        <StateMessage
          icon={<Order size={40} color={STATE_ICON_COLOR} />}
          title={`查码单当前为「${CHECK_STATUS_TEXT[request.status]}」，无需补充`}
          description="查码师只在需要时请您补充信息。"
          actions={[{ text: '查看查码单', primary: true, onClick: () => void navigate('pages/check-code/detail/index', { query: { id: request.id }, replace: true }) }]}
        />
      )}
    </PageLayout>
  )
}
