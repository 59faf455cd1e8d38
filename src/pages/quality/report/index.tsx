import { QualityReport } from '@/features/quality/report'
import { page } from '@/shared/ui/page-boundary'

export default page(QualityReport)
