import { RecycleBin } from '@/features/stock/recycle-bin/recycle-bin'
import { page } from '@/shared/ui/page-boundary'

export default page(RecycleBin)
