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
import { checkInspect, PHOTO_MAX, returnShippingPaidBy, SHIPPING_PAYER_TEXT } from '../machine'
import { useFlowAction } from '@/shared/flow'
import { RECYCLE_FLOW } from '../shared'
import { amountError, centsOf, noteError } from './common'

interface InspectValues {
  price: string
  grade: string
  missing: string[]
  note: string
  photos: string[]
}

function checkValues(values: InspectValues, accessories: readonly string[]) {
  const errors = checkInspect({ finalPriceCents: centsOf(values.price), grade: values.grade }, GRADES)
  return {
    finalPriceCents: amountError(values.price, errors.finalPriceCents),
    grade: errors.grade,
    missingAccessories: values.missing.some((name) => !accessories.includes(name)) ? '请从卖家登记的配件中选择' : undefined,
    note: noteError(values.note),
    photos: values.photos.length > PHOTO_MAX ? `最多上传${PHOTO_MAX}张图片` : undefined,
  }
}

/**
 * 验货 (the accepted buyer, once the item arrived): the final price (my accepted price to start
 * from), the grade found, the accessories missing, a note and photos. Kept as a draft per order.
 */
export function InspectForm({ offer }: { offer: BuyerOfferDetail }) {
  const acceptedCents = offer.myQuote?.priceCents ?? null
  const accessories = offer.item.accessories
  const initial: InspectValues = { price: centsToYuanText(acceptedCents), grade: offer.item.grade, missing: [], note: '', photos: [] }
  const form = useForm<InspectValues>({
    initial,
    check: (values) => checkValues(values, accessories),
    order: ['finalPriceCents', 'grade', 'missingAccessories', 'note', 'photos'],
    draft: { key: 'recycle-inspect', scope: String(offer.id) },
  })
  const { busy, run } = useFlowAction(RECYCLE_FLOW)
  const [uploading, setUploading] = useState(false)
  const finalCents = centsOf(form.values.price)
  const lower = acceptedCents !== null && Number.isInteger(finalCents) && finalCents > 0 && finalCents < acceptedCents

  const submit = () =>
    form.submit((values) => {
      const price = centsOf(values.price)
      return run(
        () =>
          callApi(
            recycleBuyerApi.inspect,
            { id: offer.id, finalPriceCents: price, grade: values.grade, missingAccessories: values.missing, note: values.note.trim(), photos: values.photos },
            { handleError: true },
          ),
        {
          confirm: {
            title: '提交验货结果？',
            content: `验货价 ${yuan(price)}${values.missing.length ? `，缺少${values.missing.join('、')}` : ''}。提交后等待卖家确认，不能再修改`,
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
              ，低于中标价 {yuan(acceptedCents - finalCents)}：卖家可确认、申请复检或退回（退回运费{SHIPPING_PAYER_TEXT[returnShippingPaidBy(acceptedCents, finalCents)]}）
            </Text>
          )}
        </View>
      )}
      <ChoiceField {...form.field('grade')} label="验货成色" options={GRADES} />
      <MultiChoiceField
        {...form.field('missing', 'missingAccessories')}
        label="缺少配件"
        options={accessories}
        fallback={<View className="form-field__hint">卖家未登记配件</View>}
      />
      <Field {...form.field('note')} label="验货说明" multiline maxlength={NOTE_MAX} placeholder="成色、瑕疵、配件情况，卖家会看到" />
      <PhotoField {...form.field('photos')} label="验货图片" max={PHOTO_MAX} cover={false} hint={`选填，最多${PHOTO_MAX}张`} onUploadingChange={setUploading} />
      <Button type="primary" block className="buyer-form__submit" loading={form.busy} disabled={busy || uploading} onClick={() => void submit()}>
        {uploading ? '图片上传中…' : '提交验货结果'}
      </Button>
    </FormCard>
  )
}
