import { SmuDetail } from '@/features/smu/smu-detail'
import { page } from '@/shared/ui/page-boundary'

export default page(SmuDetail)
