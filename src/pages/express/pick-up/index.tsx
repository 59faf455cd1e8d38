import { PickUpScreen } from '@/features/express/screens'
import { page } from '@/shared/ui/page-boundary'

export default page(PickUpScreen)
