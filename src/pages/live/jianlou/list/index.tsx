import { page } from '@/shared/ui/page-boundary'
import { JianlouList } from '@/features/live/jianlou-list'

export default page(JianlouList)
