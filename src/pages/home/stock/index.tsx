import { PageLayout } from '@/shared/ui/page-layout'
import { StockHome } from '@/features/stock/home/stock-home'

export default function HomeStockPage() {
  return (
    <PageLayout>
      <StockHome />
    </PageLayout>
  )
}
