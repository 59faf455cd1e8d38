import { CheckCodeDetail } from '@/features/check-code/detail'
import { page } from '@/shared/ui/page-boundary'

export default page(CheckCodeDetail)
