import { ReturnRequestForm } from '@/features/recycle/seller/return-form'
import { page } from '@/shared/ui/page-boundary'

export default page(ReturnRequestForm)
