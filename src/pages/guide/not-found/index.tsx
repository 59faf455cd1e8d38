import { NotFound } from '@/features/guide/not-found'

export default NotFound
