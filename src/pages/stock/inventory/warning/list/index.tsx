import { WarningList } from '@/features/stock/warning/warning-list'
import { page } from '@/shared/ui/page-boundary'

export default page(WarningList)
