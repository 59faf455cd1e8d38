import { MaintainSpuSku } from '@/features/maintain/spu-sku'
import { page } from '@/shared/ui/page-boundary'

export default page(MaintainSpuSku)
