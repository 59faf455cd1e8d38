import { RecycleBin } from '@/features/stock/recycle-bin/recycle-bin'

export default RecycleBin
