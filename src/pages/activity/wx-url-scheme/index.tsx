import { AreaPage } from '@/shared/ui/area-page'
import { page } from '@/shared/ui/page-boundary'

export default page(AreaPage)
