export type WebViewCheck = { ok: true; url: string } | { ok: false; reason: string }

/** A host is allowed when it is an allowed host or a subdomain of one. */
function hostAllowed(host: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => host === entry || host.endsWith(`.${entry}`))
}

/**
 * The web-view opens only https pages on the configured hosts: javascript:, data:, http: and
 * unknown hosts get a reason to show instead.
 */
export function checkWebViewUrl(src: string | undefined, allowed: readonly string[]): WebViewCheck {
  if (!src) return { ok: false, reason: '缺少要打开的链接' }
  let url: URL
  try {
    url = new URL(decodeURIComponent(src))
  } catch {
    return { ok: false, reason: '链接格式不正确' }
  }
  if (url.protocol !== 'https:') return { ok: false, reason: '仅支持打开 https 安全链接' }
  if (!hostAllowed(url.hostname, allowed)) return { ok: false, reason: `暂不支持打开该网站（${url.hostname}）` }
  return { ok: true, url: url.toString() }
}
