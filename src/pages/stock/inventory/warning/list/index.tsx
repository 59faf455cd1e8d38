import { WarningList } from '@/features/stock/warning/warning-list'

export default WarningList
