import { ToApp } from '@/features/guide/to-app'
import { page } from '@/shared/ui/page-boundary'

export default page(ToApp)
