import { PageLayout } from '@/shared/ui/page-layout'
import { AccountHome } from '@/features/account/home/account-home'
import { page } from '@/shared/ui/page-boundary'

function HomeAccountPage() {
  return (
    <PageLayout>
      <AccountHome />
    </PageLayout>
  )
}

export default page(HomeAccountPage)
