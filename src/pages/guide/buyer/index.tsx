import { AreaPage } from '@/shared/ui/area-page'

export default AreaPage
