import { SmuSettingPrice } from '@/features/smu/smu-price'
import { page } from '@/shared/ui/page-boundary'

export default page(SmuSettingPrice)
