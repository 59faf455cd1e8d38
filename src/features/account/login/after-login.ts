import Taro from '@tarojs/taro'
import { navigate, parseRouteUrl } from '@/core/navigation'
import { HOME_PATH, isTabPath } from '@/core/routes'
import { LOGIN_PATH } from '@/core/session/auth'

export interface LoginParams {
  backUrl?: string
  redirect?: string
  replace?: string
}

/**
 * Where the login page goes after a login: `redirect`, else `backUrl`, else the home tab, with
 * its whole query. Only our own routes count (no open redirect). The page it came from is
 * returned to, not reopened, unless `replace` asks for the target in place of the login page.
 */
export async function leaveLogin(params: LoginParams): Promise<void> {
  const target = parseRouteUrl(params.redirect) ?? parseRouteUrl(params.backUrl)
  if (!target || target.path === LOGIN_PATH) {
    await navigate(HOME_PATH, { replace: true, force: true })
    return
  }
  // replace=true: the target opens in place of the login page (a tab by relaunch), never by
  // going back to a page underneath.
  const replace = params.replace === 'true'
  if (isTabPath(target.path)) {
    await navigate(target.path, { force: true, replace, query: replace ? target.query : undefined })
    return
  }
  const pages = Taro.getCurrentPages() as { route?: string }[]
  const previous = pages[pages.length - 2]?.route?.replace(/^\//, '')
  if (!params.redirect && !replace && previous === target.path) {
    await Taro.navigateBack({ delta: 1 })
    return
  }
  await navigate(target.path, { query: target.query, replace: true, force: true })
}
