import { VoucherScreen } from '@/features/fair/voucher-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(VoucherScreen)
