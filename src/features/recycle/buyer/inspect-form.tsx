import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { GRADES } from '@/core/api/catalogue'
import { callApi } from '@/core/request'
import { centsToYuanText, yuan } from '@/shared/format/money'
import { ChoiceField, DraftNote, Field, FormCard, MultiChoiceField, useForm } from '@/shared/ui/form'
import { PhotoField } from '@/shared/ui/form/photo-field'
import { recycleBuyerApi, type BuyerOfferDetail } from '../api'
import { NOTE_MAX } from '@/shared/rules/reason'
import { checkInspect, INSPECT_CUT_PHOTO_MIN, INSPECT_CUT_REASONS, inspectAboveText, PHOTO_MAX, returnShippingPaidBy, SHIPPING_PAYER_TEXT } from '../machine'
import { useFlowAction } from '@/shared/flow'
import { RECYCLE_FLOW } from '../shared'
import { amountError, centsOf, noteError } from './common'

interface InspectValues {
  price: string
  grade: string
  reason: string
  missing: string[]
  note: string
  photos: string[]
}

/** The contract's rules (checkInspect: never above the quote, below it with a reason and photos). */
function checkValues(values: InspectValues, accessories: readonly string[], acceptedCents: number | null) {
  const errors = checkInspect(
    { finalPriceCents: centsOf(values.price), grade: values.grade, reason: values.reason, note: values.note.trim(), photos: values.photos },
    GRADES,
    acceptedCents,
  )
  return {
    finalPriceCents: amountError(values.price, errors.finalPriceCents),
    grade: errors.grade,
    reason: errors.reason,
    missingAccessories: values.missing.some((name) => !accessories.includes(name)) ? '请从卖家登记的配件中选择' : undefined,
    note: noteError(values.note) ?? errors.note,
    photos: errors.photos,
  }
}

/** What submitting binds: the price the seller is asked to accept, and what the seller may do. */
function inspectBinds(price: number, acceptedCents: number | null, values: InspectValues): string {
  const cut = acceptedCents !== null && price < acceptedCents ? `比中标价低 ${yuan(acceptedCents - price)}（${values.reason}，${values.photos.length}张图片）` : '与中标价一致'
  const missing = values.missing.length ? `，缺少${values.missing.join('、')}` : ''
  return `验货价${cut}${missing}。提交后不能再修改：卖家确认即按此价成交，也可申请复检或退回。`
}

/**
 * 验货 (the accepted buyer, once the item arrived): the final price (my accepted price to start
 * from, never above it), the grade found, the accessories missing, a note and photos; below the
 * accepted price a reason and at least one photo are required. Kept as a draft per order.
 */
export function InspectForm({ offer }: { offer: BuyerOfferDetail }) {
  const acceptedCents = offer.myQuote?.priceCents ?? null
  const accessories = offer.item.accessories
  const initial: InspectValues = { price: centsToYuanText(acceptedCents), grade: offer.item.grade, reason: '', missing: [], note: '', photos: [] }
  const form = useForm<InspectValues>({
    initial,
    check: (values) => checkValues(values, accessories, acceptedCents),
    order: ['finalPriceCents', 'grade', 'reason', 'missingAccessories', 'note', 'photos'],
    draft: { key: 'recycle-inspect', scope: String(offer.id) },
  })
  const { busy, run } = useFlowAction(RECYCLE_FLOW)
  const [uploading, setUploading] = useState(false)
  const finalCents = centsOf(form.values.price)
  const lower = acceptedCents !== null && Number.isInteger(finalCents) && finalCents > 0 && finalCents < acceptedCents
  const higher = acceptedCents !== null && Number.isInteger(finalCents) && finalCents > acceptedCents

  const submit = () =>
    form.submit((values) => {
      const price = centsOf(values.price)
      return run(
        () =>
          callApi(
            recycleBuyerApi.inspect,
            {
              id: offer.id,
              finalPriceCents: price,
              grade: values.grade,
              reason: acceptedCents !== null && price < acceptedCents ? values.reason : '',
              missingAccessories: values.missing,
              note: values.note.trim(),
              photos: values.photos,
            },
            { handleError: true },
          ),
        {
          confirm: {
            title: `以验货价 ${yuan(price)} 提交？`,
            content: inspectBinds(price, acceptedCents, values),
            confirmText: '提交',
          },
          done: '验货结果已提交',
          after: () => form.draft.clear(),
        },
      )
    })

  return (
    <FormCard title="验货">
      <DraftNote draft={form.draft} />
      <Field {...form.field('price', 'finalPriceCents')} label="验货价(元)" type="digit" maxlength={12} placeholder="验货后的成交价" />
      {acceptedCents !== null && (
        <View className="buyer-form__hint">
          中标价 {yuan(acceptedCents)}
          {lower && (
            <Text className="buyer-form__warn">
              ，低于中标价 {yuan(acceptedCents - finalCents)}：须选择压价原因并上传至少{INSPECT_CUT_PHOTO_MIN}张验货图片；卖家可确认、申请复检或退回（退回运费
              {SHIPPING_PAYER_TEXT[returnShippingPaidBy(acceptedCents, finalCents)]}）
            </Text>
          )}
          {higher && <Text className="buyer-form__warn">，{inspectAboveText(acceptedCents)}</Text>}
        </View>
      )}
      <ChoiceField {...form.field('grade')} label="验货成色" options={GRADES} />
      {lower && <ChoiceField {...form.field('reason')} label="压价原因" options={INSPECT_CUT_REASONS} />}
      <MultiChoiceField
        {...form.field('missing', 'missingAccessories')}
        label="缺少配件"
        options={accessories}
        fallback={<View className="form-field__hint">卖家未登记配件</View>}
      />
      <Field {...form.field('note')} label="验货说明" multiline maxlength={NOTE_MAX} placeholder="成色、瑕疵、配件情况，卖家会看到" />
      <PhotoField
        {...form.field('photos')}
        label="验货图片"
        max={PHOTO_MAX}
        cover={false}
        hint={lower ? `低于中标价时必填，${INSPECT_CUT_PHOTO_MIN}–${PHOTO_MAX}张` : `选填，最多${PHOTO_MAX}张`}
        onUploadingChange={setUploading}
      />
      <Button type="primary" block className="buyer-form__submit" loading={form.busy} disabled={busy || uploading} onClick={() => void submit()}>
        {uploading ? '图片上传中…' : '提交验货结果'}
      </Button>
    </FormCard>
  )
}
