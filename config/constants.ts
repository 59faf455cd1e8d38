/**
 * Build-time constants injected into the app (defineConstants). Values come from the
 * environment so that no host or credential is written in source; the defaults serve the
 * local mock backend on 127.0.0.1:6003 (spec section 7: local port 6003).
 */
const LOCAL_API = 'http://127.0.0.1:6003/'
/** Where `npm start` serves the H5 site. */
const LOCAL_H5 = 'http://127.0.0.1:10086'

function env(name: string, fallback: string): string {
  const value = process.env[name]
  return value === undefined || value === '' ? fallback : value
}

/**
 * A production build (TARO_APP_API_ENV=prod or TARO_APP_RELEASE=1) without the bearer credential
 * would send no authorization header at all: it stops instead.
 */
export function requireProductionSecrets(): void {
  const production = env('TARO_APP_API_ENV', 'local') === 'prod' || env('TARO_APP_RELEASE', '0') === '1'
  if (production && !env('TARO_APP_AUTH_BEARER', '')) {
    throw new Error(
      'TARO_APP_AUTH_BEARER is not set: a production build (TARO_APP_API_ENV=prod or TARO_APP_RELEASE=1) needs the bearer credential of the authorization header (spec section 7). Set it in the environment or a .env file.',
    )
  }
}

function apiBases(): Record<string, string> {
  return {
    local: LOCAL_API,
    dev: env('TARO_APP_API_DEV', LOCAL_API),
    test: env('TARO_APP_API_TEST', LOCAL_API),
    stage: env('TARO_APP_API_STAGE', LOCAL_API),
    prod: env('TARO_APP_API_PROD', LOCAL_API),
  }
}

/**
 * The origins the H5 page opens connections to before its script asks (index.html preconnects):
 * the build's API host and the image host. The first call then skips its DNS, TCP and TLS time.
 */
export function earlyOrigins(): string[] {
  const api = apiBases()[env('TARO_APP_API_ENV', 'local')] ?? LOCAL_API
  const origins = [api, env('TARO_APP_IMAGE_HOST', LOCAL_API)].flatMap((address) => {
    try {
      return [new URL(address).origin]
    } catch {
      return []
    }
  })
  return [...new Set(origins)]
}

export function buildConstants(): Record<string, string> {
  requireProductionSecrets()
  return {
    // {env} in the test pattern is replaced by a test-prefixed apiEnv (test, test2, test-pay…).
    __API_TEST_PATTERN__: JSON.stringify(env('TARO_APP_API_TEST_PATTERN', LOCAL_API)),
    // The fixed bearer credential of the authorization header: build configuration, never source.
    __AUTH_BEARER__: JSON.stringify(env('TARO_APP_AUTH_BEARER', '')),
    __BUSINESS__: JSON.stringify(env('TARO_APP_BUSINESS', 'dealer')),
    // The image host that relative media paths are served from (the mock serves them locally).
    __IMAGE_HOST__: JSON.stringify(env('TARO_APP_IMAGE_HOST', LOCAL_API)),
    // The H5 site's origin (no trailing slash): what a link or QR code made in the mini-program opens.
    __H5_ORIGIN__: JSON.stringify(env('TARO_APP_H5_ORIGIN', LOCAL_H5).replace(/\/+$/, '')),
    __APP_VERSION__: JSON.stringify(env('TARO_APP_VERSION', '1.0.0')),
    __API_ENV__: JSON.stringify(env('TARO_APP_API_ENV', 'local')),
    __API_BASES__: JSON.stringify(apiBases()),
    __RELEASE__: JSON.stringify(env('TARO_APP_RELEASE', '0') === '1'),
    // Hosts the web-view page may open (https only), comma separated.
    __WEB_VIEW_HOSTS__: JSON.stringify(
      env('TARO_APP_WEB_VIEW_HOSTS', 'luxtrade.cn,mp.weixin.qq.com')
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean),
    ),
  }
}
