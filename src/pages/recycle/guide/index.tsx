import { RecycleGuide } from '@/features/recycle/seller/guide'
import { page } from '@/shared/ui/page-boundary'

export default page(RecycleGuide)
