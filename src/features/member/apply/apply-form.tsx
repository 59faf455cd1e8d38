import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import type { AccountType } from '@/core/api/account'
import { CATEGORIES } from '@/core/api/catalogue'
import { callApi } from '@/core/request'
import { useSession } from '@/core/session/store'
import { useCreateSubmit } from '@/shared/hooks/use-create-submit'
import { useSeed } from '@/shared/hooks/use-seed'
import { invalidateCalls, useApiQuery, type Remote } from '@/shared/query'
import { ChoiceField, DraftNote, Field, FormCard, MultiChoiceField, useForm } from '@/shared/ui/form'
import { PhotoField } from '@/shared/ui/form/photo-field'
import { PageLayout } from '@/shared/ui/page-layout'
import { APPLICANT_TYPE_TEXT, memberApplyApi, type ApplyInput, type ApplyOverview, type ApplyPrefill } from '../api'
import { APPLY_FIELDS, checkApply, companyLabel, MAX_SHOP_PHOTOS, normaliseCode } from '../apply-rules'
import { NOTE_MAX } from '@/shared/rules/reason'
import { TRADING_RULES } from './shared'
import './apply.less'

export interface ApplyFormValues {
  applicantType: AccountType | ''
  companyName: string
  creditCode: string
  contactName: string
  idNumber: string
  contactPhone: string
  /** One photo each, held as the picker's list. */
  licensePhoto: string[]
  idFrontPhoto: string[]
  idBackPhoto: string[]
  shopPhotos: string[]
  categories: string[]
  note: string
  agreed: boolean
}

export const APPLY_DRAFT_KEY = 'member-apply'

const TYPE_OPTIONS = (Object.keys(APPLICANT_TYPE_TEXT) as AccountType[]).map((value) => ({ value, label: APPLICANT_TYPE_TEXT[value] }))

const emptyForm = (type: AccountType | '' = '', phone = ''): ApplyFormValues => ({
  applicantType: type,
  companyName: '',
  creditCode: '',
  contactName: '',
  idNumber: '',
  contactPhone: phone,
  licensePhoto: [],
  idFrontPhoto: [],
  idBackPhoto: [],
  shopPhotos: [],
  categories: [],
  note: '',
  agreed: false,
})

function formOf({ idNumberMasked: _masked, ...prefill }: ApplyPrefill): ApplyFormValues {
  const one = (url: string) => (url ? [url] : [])
  return {
    ...prefill,
    // Shown masked only: left empty, the rejected application's is kept.
    idNumber: '',
    licensePhoto: one(prefill.licensePhoto),
    idFrontPhoto: one(prefill.idFrontPhoto),
    idBackPhoto: one(prefill.idBackPhoto),
    categories: prefill.categories.filter((category) => (CATEGORIES as readonly string[]).includes(category)),
    agreed: false,
  }
}

/** The application as the rules and the call take it. */
export function inputOf(values: ApplyFormValues, reapplyOf: number | null): ApplyInput {
  return {
    applicantType: values.applicantType as AccountType,
    companyName: values.companyName.trim(),
    creditCode: normaliseCode(values.creditCode),
    contactName: values.contactName.trim(),
    idNumber: normaliseCode(values.idNumber),
    contactPhone: values.contactPhone.replace(/\s+/g, ''),
    licensePhoto: values.licensePhoto[0] ?? '',
    idFrontPhoto: values.idFrontPhoto[0] ?? '',
    idBackPhoto: values.idBackPhoto[0] ?? '',
    shopPhotos: values.shopPhotos,
    categories: values.categories,
    note: values.note.trim(),
    agreed: values.agreed,
    reapplyOf,
  }
}

interface Start {
  overview: ApplyOverview
  prefill: ApplyPrefill | null
}

/** The account's standing, and the rejected application's data when reapplying. */
function useStart(reapplyId: number): Remote<Start> {
  const overview = useApiQuery(memberApplyApi.overview, undefined, { signedIn: true })
  const prefill = useApiQuery(memberApplyApi.prefill, { id: reapplyId }, { signedIn: true, enabled: reapplyId > 0, pullDown: false })
  const loading = reapplyId > 0 ? prefill : overview
  if (overview.status !== 'ready') return { ...overview, data: undefined }
  if (reapplyId > 0 && prefill.status !== 'ready') return { ...loading, data: undefined }
  return { ...overview, data: { overview: overview.data!, prefill: reapplyId > 0 ? prefill.data! : null } }
}

function showRules() {
  void Taro.showModal({ title: '平台交易规则', content: TRADING_RULES.join('\n'), showCancel: false, confirmText: '知道了' })
}

/**
 * member/apply/home?form=1 (or ?reapplyId= to apply again after a rejection, the form filled with
 * the rejected application): the trading-permission application. Kept on the device while typed.
 */
export function ApplyForm({ reapplyId = 0 }: { reapplyId?: number }) {
  const phone = useSession((state) => state.userInfo?.phone ?? '')
  const [accountType, setAccountType] = useState<AccountType | undefined>(undefined)
  const [maskedId, setMaskedId] = useState('')
  const [refusal, setRefusal] = useState('')
  // Photos still uploading would be left out: 提交申请 waits for them.
  const [uploading, setUploading] = useState<Record<string, boolean>>({})
  const busyUploading = Object.values(uploading).some(Boolean)
  const onUploading = (name: string) => (value: boolean) => setUploading((current) => ({ ...current, [name]: value }))

  /** What the form starts from: the rejected application, or the account's type and phone. */
  const startValues = ({ overview, prefill }: Start) => (prefill ? formOf(prefill) : emptyForm(overview.accountType, phone))
  const start = useSeed(useStart(reapplyId), ({ overview, prefill }) => {
    setAccountType(overview.accountType)
    setMaskedId(prefill?.idNumberMasked ?? '')
    if (!overview.canApply) {
      setRefusal(overview.granted ? '当前账号已开通交易权限，无需再次申请' : '您已有一份申请正在审核中，请等待审核结果后再提交')
      return
    }
    // What was typed last time stays as it was.
    if (form.draft.restored) return
    form.reset(startValues({ overview, prefill }))
  })

  const form = useForm<ApplyFormValues>({
    initial: () => emptyForm(),
    fields: {
      applicantType: { required: true },
      companyName: { required: true },
      creditCode: { required: true },
      contactName: { required: true },
      idNumber: { required: true },
      contactPhone: { required: true },
      licensePhoto: { required: true },
      idFrontPhoto: { required: true },
      idBackPhoto: { required: true },
      shopPhotos: { required: true },
      categories: { required: true },
    },
    // Every message comes from the rules shared with the mock backend.
    check: (values) => checkApply(inputOf(values, reapplyId || null), accountType),
    order: APPLY_FIELDS,
    draft: { key: APPLY_DRAFT_KEY, scope: reapplyId ? `reapply:${reapplyId}` : 'new', enabled: start.status === 'ready' && !refusal },
  })
  const save = useCreateSubmit(form)
  const { values, errors } = form

  const submit = () => {
    if (busyUploading) return
    return form.submit((current) =>
      save(
        async () => {
          const created = await callApi(memberApplyApi.submit, inputOf(current, reapplyId || null), { handleError: true })
          await invalidateCalls(memberApplyApi.overview, memberApplyApi.list)
          return created
        },
        { done: '已提交，等待审核', failed: '提交失败，请稍后重试', detail: 'pages/member/apply/detail/index' },
      ),
    )
  }

  const label = companyLabel(values.applicantType)
  return (
    <PageLayout
      title={reapplyId ? '重新申请' : '申请交易权限'}
      status={refusal ? 'error' : start.status}
      error={refusal || start.error}
      onRetry={refusal ? undefined : start.reload}
      footer={
        <Button type="primary" block loading={form.busy} disabled={busyUploading} onClick={() => void submit()}>
          {busyUploading ? '图片上传中' : '提交申请'}
        </Button>
      }
    >
      <View className="apply-form">
        <DraftNote draft={form.draft} onDiscard={() => start.data && form.reset(startValues(start.data))} />
        <FormCard title="主体信息">
          <ChoiceField
            {...form.field('applicantType')}
            label="申请主体"
            options={TYPE_OPTIONS}
            hint={accountType ? `当前账号为${APPLICANT_TYPE_TEXT[accountType]}账号` : undefined}
          />
          <Field {...form.field('companyName')} label={label} maxlength={50} placeholder={`请输入${label}`} />
          <Field {...form.field('creditCode')} label="信用代码" maxlength={20} placeholder="18位统一社会信用代码" />
          <PhotoField
            {...form.field('licensePhoto')}
            label="营业执照"
            max={1}
            cover={false}
            hint="拍摄营业执照正本，四角完整、文字清晰"
            onUploadingChange={onUploading('licensePhoto')}
          />
        </FormCard>
        <FormCard title="法人/联系人">
          <Field {...form.field('contactName')} label="姓名" maxlength={20} placeholder="与身份证一致" />
          <Field
            {...form.field('idNumber')}
            label="身份证号"
            type="idcard"
            maxlength={18}
            required={!maskedId}
            placeholder={maskedId ? `${maskedId}，不修改请留空` : '18位身份证号'}
          />
          <Field {...form.field('contactPhone')} label="联系电话" maxlength={13} placeholder="11位手机号" />
          <PhotoField {...form.field('idFrontPhoto')} label="身份证人像面" max={1} cover={false} onUploadingChange={onUploading('idFrontPhoto')} />
          <PhotoField {...form.field('idBackPhoto')} label="身份证国徽面" max={1} cover={false} onUploadingChange={onUploading('idBackPhoto')} />
        </FormCard>
        <FormCard title="经营信息">
          <PhotoField
            {...form.field('shopPhotos')}
            label="店铺照片"
            max={MAX_SHOP_PHOTOS}
            cover={false}
            hint={`门头、柜台、陈列等，1–${MAX_SHOP_PHOTOS}张`}
            onUploadingChange={onUploading('shopPhotos')}
          />
          <MultiChoiceField {...form.field('categories')} label="主营品类" options={CATEGORIES} hint="可多选" />
          <Field {...form.field('note')} label="备注" maxlength={NOTE_MAX} multiline placeholder="选填，如经营年限、主营品牌" />
        </FormCard>
        <View id={form.anchorId('agreed')} className="apply-agree">
          <View className="apply-agree__box" role="checkbox" aria-checked={values.agreed} onClick={() => form.set('agreed', !values.agreed)}>
            <View className={`apply-agree__check ${values.agreed ? 'apply-agree__check--on' : ''}`} />
            <Text>我已阅读并同意</Text>
          </View>
          <View className="apply-agree__rules" role="button" onClick={showRules}>
            《平台交易规则》
          </View>
          {errors.agreed && <Text className="apply-agree__error">{errors.agreed}</Text>}
        </View>
        {errors.form && <View className="apply-form-error">{errors.form}</View>}
      </View>
    </PageLayout>
  )
}
