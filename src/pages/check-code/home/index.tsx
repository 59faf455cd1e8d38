import { CheckCodeHome } from '@/features/check-code/home'
import { page } from '@/shared/ui/page-boundary'

export default page(CheckCodeHome)
