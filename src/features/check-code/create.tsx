import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useFlowAction } from '@/shared/flow'
import { ActionBar } from '@/shared/ui/action-bar'
import { failureText } from '@/shared/ui/failure-toast'
import { ChoiceField, DraftNote, Field, FormCard, useForm } from '@/shared/ui/form'
import { PhotoField } from '@/shared/ui/form/photo-field'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { checkCodeApi } from './api'
import { formatHint } from './code-rules'
import { brandOf, CHECK_BRANDS, CHECK_PHOTO_MAX, checkCreate, CODE_MAX, NO_CODE_TEXT, NOTE_MAX, noCodeAllowed, STAMP_SHAPES, type StampShape } from './machine'
import { CHECK_FLOW, CREATE_DRAFT_KEY, NotAuthenticity } from './shared'

export interface CheckCreateValues {
  brand: string
  /** As typed. */
  code: string
  /** '有码' | '无码' (LV and Chanel only). */
  coded: string
  stampShape: string
  photos: string[]
  note: string
}

export const EMPTY_CHECK: CheckCreateValues = { brand: '', code: '', coded: '有码', stampShape: '', photos: [], note: '' }

export const fieldsOf = (values: CheckCreateValues) => ({ ...values, noCode: noCodeAllowed(values.brand) && values.coded === NO_CODE_TEXT })

/** pages/check-code/create: brand, the code as printed (kept as typed; an unusual one is said, never refused), photos of the stamp. Kept as a draft. */
export function CheckCodeCreate() {
  const [uploading, setUploading] = useState(false)
  const action = useFlowAction(CHECK_FLOW)
  const form = useForm<CheckCreateValues>({
    initial: EMPTY_CHECK,
    fields: {
      brand: { required: true },
      code: { required: (current) => !fieldsOf(current).noCode },
      stampShape: { required: (current) => current.brand === 'hermes' },
      photos: { required: true },
    },
    check: (values) => {
      const errors = checkCreate(fieldsOf(values))
      return { ...errors, coded: errors.noCode }
    },
    order: ['brand', 'coded', 'code', 'stampShape', 'photos', 'note'],
    draft: { key: CREATE_DRAFT_KEY },
  })
  const { values } = form
  const brand = brandOf(values.brand)
  const noCode = fieldsOf(values).noCode
  const hint = noCode ? null : formatHint(values.brand, values.code, (values.stampShape as StampShape) || null)

  const submit = () => {
    if (uploading) {
      void Taro.showToast({ title: '图片上传中，请稍候', icon: 'none', duration: 2000 })
      return
    }
    void form.submit(async (current) => {
      const fields = fieldsOf(current)
      await action.run(
        () =>
          callApi(checkCodeApi.create, {
            brand: fields.brand,
            code: fields.noCode ? '' : fields.code,
            noCode: fields.noCode,
            stampShape: fields.brand === 'hermes' && !fields.noCode ? fields.stampShape : '',
            photos: fields.photos,
            note: fields.note.trim(),
          }),
        {
          done: '已提交',
          doneOnNextPage: true,
          quietFailure: true,
          onFailure: (error) => form.setErrors({ form: failureText(error) }),
          after: async (created) => {
            form.draft.clear()
            await navigate('pages/check-code/detail/index', { query: { id: created.id }, replace: true, force: true })
          },
        },
      )
    })
  }

  return (
    <PageLayout footer={<ActionBar actions={[{ key: 'submit', text: '提交查码', kind: 'primary', onTap: submit, loading: form.busy || action.busy }]} />}>
      <View className="check-code-page">
        <DraftNote draft={form.draft} />
        <FormCard title="品牌">
          <ChoiceField
            {...form.field('brand')}
            label="品牌"
            options={CHECK_BRANDS.map((entry) => ({ value: entry.key, label: entry.name }))}
            onChange={(key) => form.setValues({ brand: key, ...(noCodeAllowed(key) ? {} : { coded: '有码' }) })}
          />
        </FormCard>
        {brand && (
          <FormCard title={brand.codeLabel}>
            {noCodeAllowed(brand.key) && (
              <ChoiceField {...form.field('coded')} label="商品上的码" options={['有码', NO_CODE_TEXT]} hint={values.coded === NO_CODE_TEXT ? brand.noCodeText : undefined} />
            )}
            {!noCode && (
              <>
                <Field {...form.field('code')} label={brand.codeLabel} maxlength={CODE_MAX} placeholder={`照原样填写，如 ${brand.example}`} />
                <Text className="check-code-faint">{hint ?? brand.formatText}</Text>
                {brand.key === 'hermes' && <ChoiceField {...form.field('stampShape')} label="字母外框" options={[...STAMP_SHAPES]} />}
              </>
            )}
          </FormCard>
        )}
        <FormCard title="码的照片">
          <PhotoField
            {...form.field('photos')}
            label="钢印/标签照片"
            max={CHECK_PHOTO_MAX}
            hint="对焦清晰、光线斜射，能看清每个字符；再拍一张码所在位置的全貌"
            onUploadingChange={setUploading}
          />
          <Field {...form.field('note')} label="备注" multiline maxlength={NOTE_MAX} placeholder="选填：如码在内袋、字迹磨损" />
        </FormCard>
        {form.errors.form && <Text className="form-field__error">{form.errors.form}</Text>}
        <NotAuthenticity className="check-code-aside" />
        <Note className="check-code-aside">格式与常见规则不同的码也可以提交，查码师会人工核对；必要时会请您补充照片。</Note>
      </View>
    </PageLayout>
  )
}
