import { page } from '@/shared/ui/page-boundary'
import { LiveLotDetail } from '@/features/live/live-lot'

export default page(LiveLotDetail)
