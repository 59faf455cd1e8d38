import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { yuan } from '@/shared/format/money'
import { ChoiceField, Field, FormCard, useForm } from '@/shared/ui/form'
import { recycleBuyerApi, type BuyerOfferDetail } from '../api'
import { NOTE_MAX } from '@/shared/rules/reason'
import { checkQuote, GIVEUP_REASONS, QUOTE_VALID_DAYS } from '../machine'
import { useFlowAction } from '@/shared/flow'
import { RECYCLE_FLOW, useReasonSheet } from '../shared'
import { amountError, centsOf, noteError } from './common'
import { ActionBar } from '@/shared/ui/action-bar'

interface QuoteValues {
  price: string
  validDays: string
  note: string
}

const EMPTY: QuoteValues = { price: '', validDays: '', note: '' }
const VALID_OPTIONS = QUOTE_VALID_DAYS.map((days) => ({ value: String(days), label: `${days}天` }))

/** The rules of the contract (checkQuote), with the amount's format said first. */
function checkValues(values: QuoteValues) {
  const errors = checkQuote({ priceCents: centsOf(values.price), validDays: Number(values.validDays) })
  return { priceCents: amountError(values.price, errors.priceCents), validDays: errors.validDays, note: noteError(values.note) }
}

/** What a quote binds, asked once: the amount to the fen, how long it holds, what acceptance means. */
export function quoteConfirm(priceCents: number, validDays: number, changing: boolean) {
  return {
    title: `${changing ? '修改报价为' : '报价'} ${yuan(priceCents)}？`,
    content: `报价${validDays}天内有效：卖家接受即成交，你须按 ${yuan(priceCents)} 收货、验货后付款；验货价只能低于报价并附压价原因和图片。卖家接受前可修改或放弃。`,
    confirmText: changing ? '确认修改' : '确认报价',
  }
}

/** 放弃: a reason from a sheet, then a confirm; the order moves to 已放弃 and my quote is withdrawn. */
function useGiveUp(offer: BuyerOfferDetail) {
  const { busy, run } = useFlowAction(RECYCLE_FLOW)
  const live = offer.myQuote?.status === 'active'
  const giveUp = (reason: string) =>
    void run(() => callApi(recycleBuyerApi.giveup, { id: offer.id, reason }, { handleError: true }), {
      confirm: {
        title: '放弃这一单？',
        content: live ? '放弃后你的报价将撤回，卖家不能再接受；该单移入“已放弃”' : '该单将移入“已放弃”，不再出现在待报价里',
        confirmText: '放弃',
        danger: true,
      },
      done: '已放弃',
    })
  return { busy, ...useReasonSheet(GIVEUP_REASONS, giveUp) }
}

/** 放弃 alone: quoting has closed but my quote still holds (the seller may yet accept it). */
export function GiveUpButton({ offer }: { offer: BuyerOfferDetail }) {
  const giveUp = useGiveUp(offer)
  return (
    <View className="buyer-form__actions buyer-giveup">
      <Button block disabled={giveUp.busy} onClick={giveUp.pick}>
        放弃并撤回报价
      </Button>
      {giveUp.sheet}
    </View>
  )
}

/**
 * 我的报价: price, how long it holds and a note; 报价 or 修改报价 (the old price said), and 放弃.
 * Shown while the server offers `quote`; what was typed stays when it is refused.
 */
export function QuoteForm({ offer }: { offer: BuyerOfferDetail }) {
  const form = useForm<QuoteValues>({ initial: EMPTY, check: checkValues, order: ['priceCents', 'validDays', 'note'] })
  const { busy, run } = useFlowAction(RECYCLE_FLOW)
  const giveUp = useGiveUp(offer)
  const mine = offer.myQuote
  // A live quote is changed; an expired or withdrawn one is quoted afresh.
  const changing = mine !== null && mine.status === 'active'
  const canGiveUp = offer.actions.includes('giveup')

  const submit = () =>
    form.submit((values) =>
      run(
        () =>
          callApi(recycleBuyerApi.quote, { id: offer.id, priceCents: centsOf(values.price), validDays: Number(values.validDays), note: values.note.trim() }, { handleError: true }),
        {
          confirm: quoteConfirm(centsOf(values.price), Number(values.validDays), changing),
          done: changing ? '报价已修改' : '报价成功',
          after: () => form.reset(EMPTY),
        },
      ),
    )

  return (
    <FormCard title={changing ? '修改报价' : mine ? '重新报价' : '我要报价'}>
      {mine && (
        <View className="buyer-form__old">
          {changing ? '当前报价' : '上次报价'} <Text className="buyer-form__old-price">{yuan(mine.priceCents)}</Text>
          {mine.status === 'expired' && '（已过期，重新报价后卖家才能接受）'}
        </View>
      )}
      <Field {...form.field('price', 'priceCents')} label="报价(元)" type="digit" maxlength={12} placeholder={changing ? '输入新的报价' : '输入回收价'} />
      <ChoiceField {...form.field('validDays')} label="报价有效期" options={VALID_OPTIONS} hint="有效期内卖家可接受你的报价，过期后需重新报价" />
      <Field {...form.field('note')} label="备注" multiline maxlength={NOTE_MAX} placeholder="选填，如对成色、配件的要求" />
      <ActionBar
        className="buyer-form__actions"
        actions={[
          ...(canGiveUp ? [{ key: 'giveup', text: '放弃', onTap: giveUp.pick, disabled: busy || form.busy || giveUp.busy }] : []),
          { key: 'quote', text: changing ? '修改报价' : '报价', kind: 'primary' as const, onTap: () => void submit(), loading: form.busy, disabled: busy },
        ]}
      />
      {giveUp.sheet}
    </FormCard>
  )
}
