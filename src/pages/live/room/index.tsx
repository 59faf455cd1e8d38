import { page } from '@/shared/ui/page-boundary'
import { LiveRoomPage } from '@/features/live/room'

export default page(LiveRoomPage)
