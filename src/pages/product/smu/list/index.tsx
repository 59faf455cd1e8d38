import { SmuList } from '@/features/smu/smu-list'
import { page } from '@/shared/ui/page-boundary'

export default page(SmuList)
