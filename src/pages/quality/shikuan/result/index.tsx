import { ShikuanResult } from '@/features/quality/shikuan'
import { page } from '@/shared/ui/page-boundary'

export default page(ShikuanResult)
