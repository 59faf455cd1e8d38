import { FlitScreen } from '@/features/stock/flit/flit-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(FlitScreen)
