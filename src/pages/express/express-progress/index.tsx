import { ExpressProgressScreen } from '@/features/express/screens'
import { page } from '@/shared/ui/page-boundary'

export default page(ExpressProgressScreen)
