import { UrlSchemeScreen } from '@/features/help/url-scheme-screen'
import { page } from '@/shared/ui/page-boundary'

export default page(UrlSchemeScreen)
