import { CashResultScreen } from '@/features/cashier/screens'
import { page } from '@/shared/ui/page-boundary'

export default page(CashResultScreen)
