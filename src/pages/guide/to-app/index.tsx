import { ToApp } from '@/features/guide/to-app'

export default ToApp
