import { EvaluateReportPage } from '@/features/evaluate/report'
import { page } from '@/shared/ui/page-boundary'

export default page(EvaluateReportPage)
