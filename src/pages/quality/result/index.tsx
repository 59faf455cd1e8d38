import { QualityResult } from '@/features/quality/result'
import { page } from '@/shared/ui/page-boundary'

export default page(QualityResult)
