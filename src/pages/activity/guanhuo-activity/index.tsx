import { FairScreen } from '@/features/fair/fair-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(FairScreen)
