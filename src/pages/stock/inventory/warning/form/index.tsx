import { WarningForm } from '@/features/stock/warning/warning-form'
import { page } from '@/shared/ui/page-boundary'

export default page(WarningForm)
