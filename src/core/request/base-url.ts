import Taro from '@tarojs/taro'

export type ApiEnv = keyof typeof __API_BASES__

/** The API base of the build's environment, or of the stored apiEnv override. */
export function apiBase(): string {
  let env = __API_ENV__ as ApiEnv
  try {
    const stored = Taro.getStorageSync('apiEnv') as string
    if (stored && stored in __API_BASES__) env = stored as ApiEnv
  } catch {
    // storage unavailable: keep the build's environment
  }
  return __API_BASES__[env] ?? __API_BASES__.local
}
