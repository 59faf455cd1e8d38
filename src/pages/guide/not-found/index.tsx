import { NotFound } from '@/features/guide/not-found'
import { page } from '@/shared/ui/page-boundary'

export default page(NotFound)
