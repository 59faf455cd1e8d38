import Taro from '@tarojs/taro'
import { HOME_PATH, isTabPath, routeUrl, type Query, type RoutePath } from '../routes'

export interface NavigateOptions {
  query?: Query
  replace?: boolean
}

/** Open a page of the route table: tab pages by tab switch, other pages by push or replace. */
export async function navigate(path: RoutePath, { query, replace = false }: NavigateOptions = {}): Promise<void> {
  const url = routeUrl(path, query)
  if (isTabPath(path)) {
    await (replace ? Taro.reLaunch({ url }) : Taro.switchTab({ url: `/${path}` }))
    return
  }
  await (replace ? Taro.redirectTo({ url }) : Taro.navigateTo({ url }))
}

/** Go back; with nothing to go back to, open the home tab. */
export async function goBack(): Promise<void> {
  if (Taro.getCurrentPages().length > 1) {
    try {
      await Taro.navigateBack({ delta: 1 })
      return
    } catch {
      // fall through to the home tab
    }
  }
  await Taro.switchTab({ url: `/${HOME_PATH}` })
}
