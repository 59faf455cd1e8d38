/**
 * The form kit: one hook for values, rules and submit, and the fields that show them.
 *
 *   const form = useForm({
 *     initial: { photos: [] as string[], title: '', grade: '', cost: '', stockInDate: today },
 *     // Per-field rules in page order. A string `required` is also the message when empty;
 *     // `required: true` only marks the field (its message comes from `check`).
 *     fields: { photos: { required: '请至少上传1张商品图片' }, title: { required: '请输入商品名称' }, grade: { required: '请选择成色' }, cost: { required: true } },
 *     // Whole-form rules (those shared with the mock backend), messages keyed by name; `order`
 *     // lists every name in page order when `fields` does not.
 *     check: (values) => checkStockItem(inputOfDraft(values)),
 *     order: ['photos', 'title', 'brand', 'grade', 'costCents'],
 *     // Long forms: kept on the device while typing, offered again when the page opens.
 *     draft: { key: 'item-create', enabled: !id },
 *   })
 *
 *   <DraftNote draft={form.draft} />
 *   <PhotoField {...form.field('photos')} label='商品图片' max={9} onUploadingChange={setUploading} />
 *   <Field {...form.field('title')} label='商品名称' />
 *   <ChoiceField {...form.field('grade')} label='成色' options={GRADES} />
 *   <MultiChoiceField {...form.field('accessories')} label='配件' options={ACCESSORIES} />   // several picks
 *   <CheckField {...form.field('agreed')} label='我已阅读并同意…' />   // one box; rule: { check: (agreed) => (agreed ? undefined : '请先…') }
 *   <Field {...form.field('cost', 'costCents')} label='成本价' type='digit' />   // value cost, message costCents
 *   <Picker mode='date' value={form.values.stockInDate} onChange={(e) => form.set('stockInDate', String(e.detail.value))}>
 *     <PickerField {...form.field('stockInDate')} label='入库日期' text={form.values.stockInDate} />
 *   </Picker>
 *   <Button loading={form.busy} onClick={() => void form.submit(save)}>确认入库</Button>
 *
 *   const save = async (values) => {      // runs only when every rule passes, one at a time
 *     try { await callApi(…); form.draft.clear(); … } catch (error) { form.setErrors({ form: failureText(error) }) }
 *   }
 *
 * - A failed submit shows every message, scrolls to the first wrong field in page order and
 *   toasts that same message. Messages then follow the values: one goes the moment its field is
 *   valid. Before a submit, a field shows its message once it was edited and left.
 * - `form.field(name)` gives a kit field its value, onChange, message, required mark and the id
 *   the submit scrolls to; anything else gets `id={form.anchorId(name)}` around it.
 * - A server's refusal goes under a field or the form with `form.setErrors({ title: '…' })` /
 *   `{ form: '…' }` (shown until that field changes). An edit form loads with `form.reset(loaded)`
 *   (the new starting point: not a draft); `form.set` / `form.setValues` change values in code.
 * - Parts with NutUI sheets or the uploader come from their own files, so a page with two inputs
 *   does not carry them: ./photo-field, ./switch-field, ./date-time-field (date and time sheet).
 */
import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import './index.less'

export { useForm, type BoundField, type FieldRule, type FormApi, type FormDraft, type FormErrors, type FormOptions } from '@/shared/hooks/use-form'
export { CheckField, type CheckFieldProps } from './check-field'
export { ChoiceField, type ChoiceFieldProps, type ChoiceOption } from './choice-field'
export { DraftNote } from './draft-note'
export { Field, FieldError, FieldLabel, type FieldProps } from './field'
export { MultiChoiceField, type MultiChoiceFieldProps } from './multi-choice-field'
export { PickerField, type PickerFieldProps } from './picker-field'

/** A white card grouping fields. */
export function FormCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <View className="form-card">
      {title && <View className="form-card__title">{title}</View>}
      {children}
    </View>
  )
}
