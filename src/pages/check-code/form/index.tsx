import { CheckCodeForm } from '@/features/check-code/form'
import { page } from '@/shared/ui/page-boundary'

export default page(CheckCodeForm)
