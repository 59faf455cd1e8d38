import { page } from '@/shared/ui/page-boundary'
import { LiveList } from '@/features/live/room-list'

export default page(LiveList)
