import { useRouter } from '@tarojs/taro'
import { isRoutePath, routeMeta, stripPath, type RouteMeta, type RoutePath } from '@/core/routes'

export interface CurrentRoute {
  path: RoutePath | null
  meta: RouteMeta | null
  params: Record<string, string | undefined>
}

/** The route-table entry of the page being rendered. */
export function useCurrentRoute(): CurrentRoute {
  const router = useRouter()
  const path = stripPath(router.path || '')
  if (!isRoutePath(path)) return { path: null, meta: null, params: router.params }
  return { path, meta: routeMeta(path), params: router.params }
}
