import { SmuForm } from '@/features/smu/smu-form'
import { page } from '@/shared/ui/page-boundary'

export default page(SmuForm)
