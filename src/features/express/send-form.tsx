import { Text, View } from '@tarojs/components'
import { Note } from '@/shared/ui/note'
import { Button } from '@nutui/nutui-react-taro'
import { Location } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { ApiError } from '@/core/request/errors'
import { CSS_COLOR } from '@/core/theme'
import { chooseAddress, addressLine } from '@/features/account'
import { yuan } from '@/shared/format/money'
import { STATE_REFUSAL_CODES, useFlowAction } from '@/shared/flow'
import { invalidateCalls, useApiQuery } from '@/shared/query'
import { CARRIERS } from '@/shared/rules/shipping'
import { DetailCard, InfoRow } from '@/shared/ui/detail-card'
import { ChoiceField, DraftNote, Field, FieldError, FieldLabel, FormCard, useForm } from '@/shared/ui/form'
import { StateView } from '@/shared/ui/state-view'
import { expressApi, type Party, type ParcelPurpose, type ParcelView, type SendContext, type SendInput, type SlotsReply } from './api'
import {
  compensationText,
  COMPENSATION_RULE,
  declaredCentsOf,
  declaredTextError,
  FEE_TABLE_TEXT,
  insuranceFeeCents,
  ITEM_TYPES,
  normaliseWaybill,
  PICKUP_CARRIER,
  waybillError,
} from './rules'
import { ParcelCard } from './parcel-card'
import { SlotPicker, slotOf } from './slot-picker'
import './express.less'

type Mode = 'pickup' | 'self'

interface SendValues {
  mode: Mode
  sender: Party | null
  senderAddressId: number | null
  receiver: Party | null
  receiverAddressId: number | null
  itemType: string
  /** Whole yuan as typed. */
  declared: string
  day: string
  /** The chosen slot's start (ISO). */
  slot: string
  carrier: string
  waybillNo: string
}

/**
 * Refusals of the send, said in a dialog, then reloaded: the slot went, sent already, or the
 * owning area's order moved (409/410, or an area's 409xx code such as recycling's 40920).
 */
const SEND_REFUSALS = (error: ApiError) => STATE_REFUSAL_CODES.includes(error.code) || Math.floor(error.code / 100) === 409

const MODE_OPTIONS: { value: Mode; label: string }[] = [
  { value: 'pickup', label: '预约上门取件' },
  { value: 'self', label: '我已自行寄出' },
]

function partyText(party: Party): string {
  return `${party.name} ${party.phone}`
}

export function sendInputOf(values: SendValues, purpose: ParcelPurpose, context: SendContext, slots: SlotsReply | undefined, stockItemId?: number): SendInput {
  const self = values.mode === 'self'
  return {
    purpose,
    ...(stockItemId ? { stockItemId } : {}),
    sender: values.sender!,
    receiver: context.receiver ? null : values.receiver,
    itemType: values.itemType,
    declaredValueCents: declaredCentsOf(values.declared) ?? 0,
    pickup: self ? null : slotOf(slots, values.slot),
    selfShipped: self ? { carrier: values.carrier, waybillNo: normaliseWaybill(values.waybillNo) } : null,
  }
}

/** A party picked from the address book (check mode): shown, or the way to pick one. */
function PartyPicker({ id, label, party, error, onPick }: { id: string; label: string; party: Party | null; error?: string; onPick: () => void }) {
  return (
    <View id={id} className={`form-field form-field--stacked ${error ? 'form-field--error' : ''}`}>
      <FieldLabel label={label} required />
      <View className="express-party" role="button" aria-label={`选择${label}`} onClick={onPick}>
        <Location size={14} color={CSS_COLOR.accent} />
        {party ? (
          <View className="express-party__text">
            <Text className="express-party__name">{partyText(party)}</Text>
            <Text className="express-party__address">{party.address}</Text>
          </View>
        ) : (
          <Text className="express-party__text express-party__text--empty">从地址簿选择</Text>
        )}
        <Text className="express-party__change">{party ? '更换' : '选择'}</Text>
      </View>
      <FieldError error={error} />
    </View>
  )
}

function SendFormBody({ purpose, stockItemId, context, onSent, refresh }: ParcelSendFormProps & { context: SendContext }) {
  const defaultType = context.itemType && (ITEM_TYPES as readonly string[]).includes(context.itemType) ? context.itemType : ''
  const form = useForm<SendValues>({
    initial: {
      mode: 'pickup',
      sender: null,
      senderAddressId: null,
      receiver: context.receiver,
      receiverAddressId: null,
      itemType: defaultType,
      declared: context.defaultDeclaredValueCents ? String(Math.floor(context.defaultDeclaredValueCents / 100)) : '',
      day: '',
      slot: '',
      carrier: PICKUP_CARRIER,
      waybillNo: '',
    },
    fields: {
      sender: { required: '请选择寄件人' },
      receiver: { required: '请选择收件人' },
      itemType: { required: '请选择物品类型' },
      declared: { required: '请输入声明价值', check: (value) => declaredTextError(value, context.itemValueCents) },
      slot: { required: (values) => (values.mode === 'pickup' ? '请选择取件时段' : false) },
      carrier: { required: (values) => (values.mode === 'self' ? '请选择快递公司' : false) },
      waybillNo: {
        required: (values) => (values.mode === 'self' ? '请输入快递单号' : false),
        check: (value, values) => (values.mode === 'self' ? waybillError(value) : undefined),
      },
    },
    order: ['sender', 'receiver', 'itemType', 'declared', 'slot', 'carrier', 'waybillNo'],
    draft: {
      key: 'express-send',
      scope: `${purpose.kind}-${purpose.orderId ?? 0}-${stockItemId ?? 0}`,
      // An order's receiver is the server's, never the draft's.
      restore: (saved) => ({ ...saved, receiver: context.receiver ?? saved.receiver }),
    },
  })
  const slots = useApiQuery(expressApi.slots, undefined, { signedIn: true, enabled: form.values.mode === 'pickup', pullDown: false })
  const { busy, run } = useFlowAction({
    invalidate: async () => {
      await invalidateCalls(expressApi.sendContext, expressApi.slots, expressApi.detail)
      await refresh?.()
    },
    refusals: SEND_REFUSALS,
  })
  const values = form.values
  const set = (patch: Partial<SendValues>) => form.setValues(patch)

  const pick = async (who: 'sender' | 'receiver') => {
    const address = await chooseAddress((who === 'sender' ? values.senderAddressId : values.receiverAddressId) ?? undefined)
    const party = { name: address.name, phone: address.phone, address: addressLine(address) }
    set(who === 'sender' ? { sender: party, senderAddressId: address.id } : { receiver: party, receiverAddressId: address.id })
  }

  const declaredCents = declaredCentsOf(values.declared)
  const declaredOk = declaredCents !== null && !declaredTextError(values.declared, context.itemValueCents)
  const fee = declaredOk ? insuranceFeeCents(declaredCents) : null

  const submit = () =>
    form.submit((current) => {
      const input = sendInputOf(current, purpose, context, slots.data, stockItemId)
      if (current.mode === 'pickup' && !input.pickup) {
        form.setErrors({ slot: '该取件时段已不可预约，请重新选择' })
        return
      }
      return run(() => callApi(expressApi.send, input, { handleError: true }), {
        done: current.mode === 'pickup' ? '已预约上门取件' : '已提交寄件信息',
        failed: '寄件失败，请稍后重试',
        onFailure: (error) => {
          if (error instanceof ApiError && error.code === 400) form.setErrors({ form: error.message })
        },
        after: (parcel) => {
          form.draft.clear()
          onSent(parcel)
        },
      })
    })

  return (
    <View className="express-form">
      <DraftNote draft={form.draft} />
      {(purpose.orderId !== null || stockItemId) && (
        <DetailCard title={context.purposeText}>
          {context.itemName && <InfoRow label="物品">{context.itemName}</InfoRow>}
          {context.itemValueCents !== null && <InfoRow label="物品价值">{yuan(context.itemValueCents)}</InfoRow>}
        </DetailCard>
      )}
      <FormCard title="寄件人与收件人">
        <PartyPicker id={form.anchorId('sender')} label="寄件人" party={values.sender} error={form.errors.sender} onPick={() => void pick('sender')} />
        {context.receiver ? (
          <View id={form.anchorId('receiver')} className="form-field form-field--stacked">
            <FieldLabel label="收件人" />
            <View className="express-party express-party--fixed" aria-label="收件人（由订单确定）">
              <Location size={14} color={CSS_COLOR.textWeak} />
              <View className="express-party__text">
                <Text className="express-party__name">{partyText(context.receiver)}</Text>
                <Text className="express-party__address">{context.receiver.address}</Text>
              </View>
            </View>
            <View className="form-field__hint">收件地址由订单确定，不可修改</View>
          </View>
        ) : (
          <PartyPicker id={form.anchorId('receiver')} label="收件人" party={values.receiver} error={form.errors.receiver} onPick={() => void pick('receiver')} />
        )}
      </FormCard>
      <FormCard title="物品与保价">
        <ChoiceField {...form.field('itemType')} label="物品类型" options={ITEM_TYPES} />
        <Field
          {...form.field('declared')}
          label="声明价值(元)"
          type="number"
          maxlength={9}
          placeholder={`整数元，最高 ${yuan(context.maxDeclaredValueCents)}`}
          extra={<Text className="express-fee">{fee !== null ? `保价费 ${yuan(fee)}` : ''}</Text>}
        />
        <Note className="express-note" label="保价规则">
          <Text>{declaredOk ? compensationText(declaredCents, context.itemValueCents) : COMPENSATION_RULE}</Text>
          <Text className="express-note__small">{FEE_TABLE_TEXT}</Text>
        </Note>
      </FormCard>
      <FormCard title="寄件方式">
        <ChoiceField label="寄件方式" value={values.mode} options={MODE_OPTIONS} onChange={(next) => set({ mode: next })} />
        {values.mode === 'pickup' ? (
          <SlotPicker slots={slots} day={values.day} slot={values.slot} onChange={set} error={form.errors.slot} id={form.anchorId('slot')} />
        ) : (
          <>
            <ChoiceField {...form.field('carrier')} label="快递公司" options={CARRIERS} />
            <Field {...form.field('waybillNo')} label="快递单号" maxlength={32} placeholder="按快递面单填写" />
          </>
        )}
      </FormCard>
      {form.errors.form && <View className="express-form__error">{form.errors.form}</View>}
      <View className="express-form__submit">
        <Button type="primary" block loading={busy || form.busy} onClick={() => void submit()}>
          {values.mode === 'pickup' ? '预约上门取件' : '提交寄件信息'}
        </Button>
      </View>
    </View>
  )
}

/**
 * The whole send form for a purpose: sender (address book, check mode), the receiver (the
 * server's for an order, not editable then; picked for a personal parcel), item type, declared
 * value with its fee live and the proportional-compensation rule, then a pickup slot of the
 * carrier or 我已自行寄出 with carrier and waybill. The draft is kept (on failure and on back).
 */
export interface ParcelSendFormProps {
  purpose: ParcelPurpose
  /** A personal parcel of a stock piece (?stockItemId=): its name, type and value from the stock. */
  stockItemId?: number
  /** After the parcel is sent (the form's draft cleared): go on, e.g. to its pickup progress. */
  onSent: (parcel: ParcelView) => void
  /** The owning area's data to reload after a send and after a refusal (its order moved). */
  refresh?: () => Promise<void>
}

export function ParcelSendForm({ purpose, stockItemId, onSent, refresh }: ParcelSendFormProps) {
  const context = useApiQuery(expressApi.sendContext, { purpose: purpose.kind, orderId: purpose.orderId, ...(stockItemId ? { stockItemId } : {}) }, { signedIn: true })
  if (!context.data) return <StateView status={context.status === 'ready' ? 'loading' : context.status} error={context.error} onRetry={() => void context.reload()} />
  if (context.data.parcelId !== null) {
    return (
      <View className="express-form">
        <Note>该订单已寄出，可在下方查看寄件进度</Note>
        <ParcelCard parcelId={context.data.parcelId} />
      </View>
    )
  }
  return (
    <SendFormBody
      key={`${purpose.kind}-${purpose.orderId ?? 0}-${stockItemId ?? 0}`}
      purpose={purpose}
      stockItemId={stockItemId}
      context={context.data}
      onSent={onSent}
      refresh={refresh}
    />
  )
}
