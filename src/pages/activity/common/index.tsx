import { CommonScreen } from '@/features/help/common-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(CommonScreen)
