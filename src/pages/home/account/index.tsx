import { PageLayout } from '@/shared/ui/page-layout'
import { AccountHome } from '@/features/account/home/account-home'

export default function HomeAccountPage() {
  return (
    <PageLayout>
      <AccountHome />
    </PageLayout>
  )
}
