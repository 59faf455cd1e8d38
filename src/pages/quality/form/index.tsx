import { QualityForm } from '@/features/quality/form'
import { page } from '@/shared/ui/page-boundary'

export default page(QualityForm)
