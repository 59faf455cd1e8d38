import { page } from '@/shared/ui/page-boundary'
import { JianlouDetailPage } from '@/features/live/jianlou-detail'

export default page(JianlouDetailPage)
