import { ShikuanScan } from '@/features/quality/shikuan'
import { page } from '@/shared/ui/page-boundary'

export default page(ShikuanScan)
