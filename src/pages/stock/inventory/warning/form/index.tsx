import { WarningForm } from '@/features/stock/warning/warning-form'

export default WarningForm
