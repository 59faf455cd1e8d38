import { FlitScreen } from '@/features/stock/flit/flit-screen'

export default FlitScreen
