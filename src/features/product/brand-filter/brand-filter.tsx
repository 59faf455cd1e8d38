import { navigate } from '@/core/navigation'
import { BrandIndex } from '@/shared/ui/brand-index'
import { PageLayout } from '@/shared/ui/page-layout'
import './brand-filter.less'

/** pages/product/brand-filter: every brand A–Z with the hot ones on top; a brand opens its SKUs. */
export function BrandFilter() {
  return (
    <PageLayout className="brand-filter">
      <BrandIndex onPick={(brand) => void navigate('pages/product/sku/list/index', { query: { brandId: brand.id, brandName: brand.name } })} />
    </PageLayout>
  )
}
