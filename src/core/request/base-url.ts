import Taro from '@tarojs/taro'
import { getRuntime } from '../platform/env'

export type ApiEnv = 'local' | 'dev' | 'test' | 'stage' | 'prod'
export const API_ENVS: ApiEnv[] = ['dev', 'test', 'stage', 'prod']
export const API_ENV_STORAGE_KEY = 'apiEnv'

export interface ApiBases {
  bases: Record<ApiEnv, string>
  /** The test host pattern; {env} takes a test-prefixed apiEnv such as test2. */
  testPattern: string
}

const BUILD_BASES: ApiBases = { bases: __API_BASES__, testPattern: __API_TEST_PATTERN__ }

/**
 * The base url for an apiEnv value: dev, test, stage and prod map to the build's bases; a value
 * starting with 'test' swaps into the test host pattern; anything else keeps the build's env.
 */
export function resolveApiBase(apiEnv: string | undefined, fallback: ApiEnv, config: ApiBases = BUILD_BASES): string {
  if (apiEnv && (API_ENVS as string[]).includes(apiEnv) && apiEnv !== 'test') return config.bases[apiEnv as ApiEnv]
  if (apiEnv && apiEnv.startsWith('test')) {
    return config.testPattern.includes('{env}') ? config.testPattern.replace('{env}', apiEnv) : config.bases.test
  }
  return config.bases[fallback] ?? config.bases.local
}

/** The stored apiEnv setting; the published mini-program always uses its build's environment. */
export function storedApiEnv(): string | undefined {
  if (getRuntime() === 'release') return undefined
  try {
    return (Taro.getStorageSync(API_ENV_STORAGE_KEY) as string) || undefined
  } catch {
    return undefined
  }
}

export function apiBase(): string {
  return resolveApiBase(storedApiEnv(), __API_ENV__ as ApiEnv)
}

/**
 * The tester's environment switch (settings): in builds for testers only — a development build or
 * one made for the dev, test or stage hosts; never in a production or release build, whatever its host.
 */
export function offersApiEnvSwitch(build = { release: __RELEASE__, apiEnv: __API_ENV__ as string, mode: process.env.NODE_ENV }): boolean {
  if (getRuntime() === 'release' || build.release || build.apiEnv === 'prod') return false
  return build.mode !== 'production' || ['dev', 'test', 'stage'].includes(build.apiEnv)
}
