import { useShare } from '@/core/share'
import { PageLayout } from '@/shared/ui/page-layout'
import { TradeHome } from '@/features/trade/home/trade-home'
import { page } from '@/shared/ui/page-boundary'

function HomeTradePage() {
  useShare(() => ({ title: '平台交易 · 拍卖与直播', path: 'pages/home/trade/index' }))
  return (
    <PageLayout>
      <TradeHome />
    </PageLayout>
  )
}

export default page(HomeTradePage)
