import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { Brand } from '@/core/api/catalogue'
import { navigate } from '@/core/navigation'
import { productApi } from '@/features/product'
import { ItemPicker } from '@/features/stock'
import type { StockItemSummary } from '@/features/stock'
import { useApiQuery } from '@/shared/query'
import { ActionBar } from '@/shared/ui/action-bar'
import { BrandIndex } from '@/shared/ui/brand-index'
import { DetailCard } from '@/shared/ui/detail-card'
import { ChoiceField, Field, FormCard, PickerField } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { Sheet } from '@/shared/ui/sheet'
import { CARE_CATEGORIES } from './machine'
import { Note } from '@/shared/ui/note'

interface Picked {
  category: string
  brandId: number | null
  brandName: string
  model: string
  skuId: number | null
}

const EMPTY: Picked = { category: '', brandId: null, brandName: '', model: '', skuId: null }

type PickErrors = Partial<Record<'category' | 'brandName' | 'model', string>>

function checkPicked(picked: Picked): PickErrors {
  const errors: PickErrors = {}
  if (!picked.category) errors.category = '请选择养护品类'
  if (!picked.brandName) errors.brandName = '请选择品牌'
  if (!picked.model.trim()) errors.model = '请选择或填写款式'
  return errors
}

/** The brand's models in the catalogue of the category (the SKUs' model lines). */
function ModelChips({ picked, onPick }: { picked: Picked; onPick: (model: string, skuId: number) => void }) {
  const skus = useApiQuery(
    productApi.skuList,
    { brandId: picked.brandId ?? undefined, category: (picked.category || undefined) as never, pageSize: 40 },
    { enabled: picked.brandId !== null, pullDown: false },
  )
  if (picked.brandId === null) return null
  const models = new Map<string, number>()
  for (const sku of skus.data?.list ?? []) if (!models.has(sku.model)) models.set(sku.model, sku.id)
  const fallback =
    skus.status === 'loading' ? (
      <Text className="maintain-faint">正在读取款式…</Text>
    ) : skus.status === 'error' ? (
      <View className="maintain-link" role="button" onClick={() => void skus.reload()}>
        款式读取失败，点此重试
      </View>
    ) : (
      <Text className="maintain-faint">目录中暂无该品牌此品类的款式，请在下方填写</Text>
    )
  return <ChoiceField label="目录款式" options={[...models.keys()]} value={picked.model} fallback={fallback} onChange={(model) => onPick(model, models.get(model)!)} />
}

/** pages/maintain/spu-sku: the item: category, brand (the platform's list), model from the catalogue; or a piece from stock. */
export function MaintainSpuSku() {
  const [picked, setPicked] = useState<Picked>(EMPTY)
  const [errors, setErrors] = useState<PickErrors>({})
  const [tried, setTried] = useState(false)
  const [brandOpen, setBrandOpen] = useState(false)
  const [stockOpen, setStockOpen] = useState(false)

  const change = (next: Partial<Picked>) => {
    const merged = { ...picked, ...next }
    setPicked(merged)
    // A message goes once its field is fixed.
    if (tried) setErrors(checkPicked(merged))
  }

  const next = () => {
    setTried(true)
    const found = checkPicked(picked)
    setErrors(found)
    if (Object.keys(found).length) return
    void navigate('pages/maintain/order/create/index', {
      query: { source: 'catalogue', category: picked.category, brandName: picked.brandName, model: picked.model.trim(), ...(picked.skuId ? { skuId: picked.skuId } : {}) },
    })
  }

  const fromStock = (items: StockItemSummary[]) => {
    setStockOpen(false)
    const item = items.at(-1)
    if (!item) return
    void navigate('pages/maintain/order/create/index', {
      query: {
        source: 'stock',
        stockItemId: item.id,
        stockCode: item.code,
        category: CARE_CATEGORIES.includes(item.category) ? item.category : '',
        brandName: item.brand,
        model: item.model || item.title,
        declared: item.costCents ? String(Math.floor(item.costCents / 100)) : '',
      },
    })
  }

  return (
    <PageLayout footer={<ActionBar actions={[{ key: 'next', text: '下一步', kind: 'primary', onTap: next }]} />}>
      <View className="maintain-page">
        <DetailCard title="从库存选择">
          <Text className="maintain-service__line">库存中的商品：品牌、款式自动带入</Text>
          <View className="maintain-link" role="link" onClick={() => setStockOpen(true)}>
            选择库存商品 ›
          </View>
        </DetailCard>
        <FormCard title="或按目录选择">
          <ChoiceField
            id="category"
            label="品类"
            required
            options={[...CARE_CATEGORIES]}
            value={picked.category}
            error={errors.category}
            onChange={(category) => change({ category, model: '', skuId: null })}
          />
          <PickerField id="brandName" label="品牌" required text={picked.brandName} placeholder="从品牌列表选择" error={errors.brandName} onClick={() => setBrandOpen(true)} />
          <ModelChips picked={picked} onPick={(model, skuId) => change({ model, skuId })} />
          <Field
            id="model"
            label="款式"
            required
            value={picked.model}
            maxlength={40}
            placeholder="目录中没有时请填写，如：Birkin 30"
            error={errors.model}
            onChange={(model) => change({ model, skuId: null })}
          />
        </FormCard>
        <Note>珠宝暂不支持养护；腕表仅做表壳、表带清洁与五金翻新，不拆机。</Note>
      </View>
      <Sheet visible={brandOpen} title="选择品牌" tall onClose={() => setBrandOpen(false)}>
        <BrandIndex
          value={picked.brandName}
          onPick={(brand: Brand) => {
            change({ brandId: brand.id, brandName: brand.name, model: '', skuId: null })
            setBrandOpen(false)
          }}
        />
      </Sheet>
      <ItemPicker visible={stockOpen} statuses={['IN_STOCK', 'LOCKED']} chosen={[]} onChange={fromStock} onClose={() => setStockOpen(false)} />
    </PageLayout>
  )
}
