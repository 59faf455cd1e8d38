import { View, Text } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useSeed } from '@/shared/hooks/use-seed'
import { centsToYuanText, yuan } from '@/shared/format/money'
import { amountFormatError, yuanToCents } from '@/shared/rules/amount'
import { useApiQuery } from '@/shared/query'
import { useFlowAction } from '@/shared/flow'
import { failureShown, failureText } from '@/shared/ui/failure-toast'
import { DraftNote, Field, FormCard, useForm } from '@/shared/ui/form'
import { ActionBar } from '@/shared/ui/action-bar'
import { InfoRow } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { productApi } from '@/features/product'
import { stockApi } from '@/features/stock'
import { smuApi, type SmuDetail } from './api'
import { canEdit, checkPrices, FEE_MIN_CENTS, FEE_RATE, proceedsPreview, START_MIN_CENTS } from './rules'
import { SmuAuditGuard } from './shared'
import { changedSmu } from './smu-detail'

/** What submitting a consignment binds, asked once: the prices, when it sells, the fee, until when it can be withdrawn. */
export function submitConfirm(startCents: number, reserveCents: number) {
  return {
    title: `以起拍价 ${yuan(startCents)} 提交寄拍？`,
    content: `起拍价 ${yuan(startCents)}，保留价 ${yuan(reserveCents)}：审核通过后上拍，出价达到保留价即成交，按成交价扣服务费（${FEE_RATE * 100}%，最低 ${yuan(FEE_MIN_CENTS)}）后到账；低于保留价流拍。上拍前可撤回，上拍后不能撤回。`,
    confirmText: '提交审核',
  }
}

interface PriceValues {
  start: string
  reserve: string
}

const cents = (text: string): number | null => {
  const value = yuanToCents(text)
  return value === null || Number.isNaN(value) ? null : value
}

/**
 * What a dealer prices by: the catalogue's 参考价 and the last 90 days' deals for a SKU, the
 * piece's 成本 for one from stock (for those allowed to see costs).
 */
function PriceFacts({ item }: { item: SmuDetail }) {
  const sku = useApiQuery(productApi.skuDetail, { id: item.skuId ?? 0 }, { enabled: item.skuId !== null, pullDown: false }).data
  const stock = useApiQuery(stockApi.items.detail, { id: item.stockItemId ?? 0 }, { signedIn: true, enabled: item.stockItemId !== null, pullDown: false }).data
  const locked = '开通交易权限后可见'
  const deals = sku?.deals ?? null
  const dealPrices = deals?.map((deal) => deal.priceCents) ?? []
  return (
    <>
      {item.skuId !== null && (
        <>
          <InfoRow label="参考价" value={!sku ? '加载中…' : sku.refPriceCents === null ? locked : yuan(sku.refPriceCents)} />
          <InfoRow
            label="近90天成交"
            value={!sku ? '加载中…' : deals === null ? locked : deals.length ? `${deals.length}笔，${yuan(Math.min(...dealPrices))}–${yuan(Math.max(...dealPrices))}` : '暂无成交'}
          />
        </>
      )}
      {item.stockItemId !== null && <InfoRow label="成本" value={!stock ? '加载中…' : stock.costCents === null ? '无权查看成本' : yuan(stock.costCents)} />}
    </>
  )
}

function SmuPriceScreen() {
  const { params } = useCurrentRoute()
  const id = Number(params.id)
  const form = useForm<PriceValues>({
    initial: { start: '', reserve: '' },
    fields: {
      start: { required: '请输入起拍价', check: (value, values) => amountFormatError(value) ?? checkPrices(cents(value), cents(values.reserve)).startPriceCents },
      reserve: {
        required: '请输入保留价',
        check: (value, values) => amountFormatError(value) ?? (cents(values.start) === null ? undefined : checkPrices(cents(values.start), cents(value)).reservePriceCents),
      },
    },
    draft: { key: 'smu-price', scope: String(id) },
  })
  const remote = useSeed(useApiQuery(smuApi.detail, { id }, { signedIn: true }), (detail) => {
    if (!form.draft.restored) form.reset({ start: centsToYuanText(detail.startPriceCents), reserve: centsToYuanText(detail.reservePriceCents) })
  })
  const item = remote.data
  const editable = item ? canEdit(item.status) : false
  const preview = proceedsPreview(cents(form.values.start), cents(form.values.reserve))

  const { run } = useFlowAction({ invalidate: changedSmu })
  const submit = () =>
    form.submit((values) =>
      run(
        async () => {
          await callApi(smuApi.setPrice, { id, startPriceCents: cents(values.start)!, reservePriceCents: cents(values.reserve)! }, { handleError: true })
          await callApi(smuApi.submit, { id }, { handleError: true })
        },
        {
          confirm: submitConfirm(cents(values.start)!, cents(values.reserve)!),
          done: '已提交审核',
          doneOnNextPage: true,
          refusals: [],
          // Said once, under the prices (a toast too would say it twice); logged all the same.
          quietFailure: true,
          onFailure: (error) => {
            void changedSmu()
            if (!failureShown(error)) form.setErrors({ form: failureText(error, '提交失败，请稍后重试') })
          },
          after: async () => {
            form.draft.clear()
            await navigate('pages/product/smu/detail/index', { query: { id, submitted: 1 }, replace: true, force: true })
          },
        },
      ),
    )

  return (
    <PageLayout
      status={remote.status}
      error={remote.error}
      onRetry={remote.reload}
      footer={editable && <ActionBar actions={[{ key: 'submit', text: '提交审核', kind: 'primary', onTap: () => void submit(), loading: form.busy }]} />}
    >
      {item && !editable ? (
        <View className="smu-blocked">拍品当前状态不可修改价格</View>
      ) : (
        <View className="smu-form">
          <DraftNote draft={form.draft} />
          {item && (
            <FormCard title="拍品">
              <InfoRow label="名称" value={item.title} />
              <PriceFacts item={item} />
            </FormCard>
          )}
          <FormCard title="拍卖价格">
            <Field {...form.field('start')} label="起拍价(元)" type="digit" maxlength={12} placeholder={`不低于${yuan(START_MIN_CENTS)}`} />
            <Field {...form.field('reserve')} label="保留价(元)" type="digit" maxlength={12} placeholder="不低于起拍价" />
            <View className="form-field__hint smu-price__hint">保留价是您能接受的最低成交价，低于保留价流拍；保留价不对买家公开。</View>
          </FormCard>
          <FormCard title="费用">
            <InfoRow label="成交服务费" value={`成交价的${FEE_RATE * 100}%，最低${yuan(FEE_MIN_CENTS)}`} />
            <InfoRow label="按保留价成交">
              <Text className={`smu-price__fee ${preview.refused ? 'smu-price__fee--refused' : ''}`}>{preview.text}</Text>
            </InfoRow>
          </FormCard>
          {form.errors.form && <View className="smu-form__error">{form.errors.form}</View>}
        </View>
      )}
    </PageLayout>
  )
}

/** pages/product/smu/setting-price?id=: start and reserve price, the fee, then 提交审核. */
export function SmuSettingPrice() {
  return (
    <SmuAuditGuard>
      <SmuPriceScreen />
    </SmuAuditGuard>
  )
}
