import { CheckCodeCreate } from '@/features/check-code/create'
import { page } from '@/shared/ui/page-boundary'

export default page(CheckCodeCreate)
