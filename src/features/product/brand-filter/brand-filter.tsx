import { useCallback } from 'react'
import type { Brand } from '@/core/api/catalogue'
import { navigate } from '@/core/navigation'
import { BrandIndex } from '@/shared/ui/brand-index'
import { PageLayout } from '@/shared/ui/page-layout'
import { useBrandCatalogue } from '../shared/brand-catalogue'
import './brand-filter.less'

/**
 * pages/product/brand-filter: the brands the catalogue holds SKUs of, A–Z with the hot ones on
 * top (a brand with nothing to show is not offered); a brand opens its SKUs.
 */
export function BrandFilter() {
  const catalogue = useBrandCatalogue()
  const held = catalogue.byBrand
  const include = useCallback((brand: Brand) => held.has(brand.id), [held])
  return (
    <PageLayout className="brand-filter" status={catalogue.status} error={catalogue.error} onRetry={catalogue.reload}>
      {catalogue.status === 'ready' && (
        <BrandIndex include={include} onPick={(brand) => void navigate('pages/product/sku/list/index', { query: { brandId: brand.id, brandName: brand.name } })} />
      )}
    </PageLayout>
  )
}
