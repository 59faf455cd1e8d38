import { GooFishScreen } from '@/features/help/goo-fish-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(GooFishScreen)
