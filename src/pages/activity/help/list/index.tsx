import { HelpScreen } from '@/features/help/help-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(HelpScreen)
