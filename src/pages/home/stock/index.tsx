import { PageLayout } from '@/shared/ui/page-layout'
import { StockHome } from '@/features/stock/home/stock-home'
import { page } from '@/shared/ui/page-boundary'

function HomeStockPage() {
  return (
    <PageLayout>
      <StockHome />
    </PageLayout>
  )
}

export default page(HomeStockPage)
