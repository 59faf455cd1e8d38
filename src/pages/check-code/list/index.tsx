import { CheckCodeList } from '@/features/check-code/list'
import { page } from '@/shared/ui/page-boundary'

export default page(CheckCodeList)
