import { MaintainDiagnose } from '@/features/maintain/diagnose'
import { page } from '@/shared/ui/page-boundary'

export default page(MaintainDiagnose)
