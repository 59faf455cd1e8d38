import { buildConstants } from './constants'
import { ENTRY_PAGE } from './preload-tabs'

/**
 * Start-up's calls, sent by index.html's inline script while the app's code is still downloading:
 * the app version (spec: app init fetches it; page initialisation waits for app initialisation)
 * and, with a stored session, the user's info. The app takes their replies instead of asking
 * again (src/core/request/early.ts), so start-up is done when the code has run and the landing
 * tab's data goes out at once: on a slow network the first screen's data no longer waits behind
 * two or four round trips (a preflight and the call, each).
 *
 * The requests are the ones the app would send: src/core/__tests__/early-call.test.ts runs this
 * script and compares URL, headers and body with the app's own. The app takes a reply only for
 * the same request with the same headers (the time aside): a session or activity that changed
 * meanwhile sends its own. A tester's stored apiEnv (another host) leaves the calls to the app.
 */
export const EARLY_CALLS = [
  { method: 'POST', path: 'dashboard/appVersion', withVersion: true, signedInOnly: false },
  { method: 'GET', path: 'account/v3/info', withVersion: false, signedInOnly: true },
] as const

/**
 * The landing tab's first data (src/landing.ts asks the same once start-up is done), sent with
 * start-up's calls when the address is that tab (the site root is the home tab): the first
 * screen's data then no longer waits for the app's code to run. Its reply outlives start-up's for
 * the landing prefetch, at most 10 s (src/core/request/early.ts). Like start-up's, the call gives
 * up 15 s after it was sent, not after it was taken: the query then retries. The mine tab needs
 * none: the user info is its data.
 */
export const LANDING_CALLS = [
  { page: 'pages/home/post/index', path: 'post/feed?pageSize=10&tab=recommend&page=1', signedInOnly: false },
  { page: 'pages/home/stock/index', path: 'stock/overview', signedInOnly: true },
  { page: 'pages/home/trade/index', path: 'trade/home', signedInOnly: false },
] as const

export function earlyCallScript(): string {
  const constants = buildConstants()
  const read = <T>(name: string): T => JSON.parse(constants[name]) as T
  const version = read<string>('__APP_VERSION__')
  const bases = read<Record<string, string>>('__API_BASES__')
  const base = bases[read<string>('__API_ENV__')] ?? bases.local
  const bearer = read<string>('__AUTH_BEARER__')
  const send = EARLY_CALLS.map((call) => {
    const body = call.withVersion ? JSON.stringify(JSON.stringify({ version })) : 'undefined'
    const args = `${JSON.stringify(call.method)},${JSON.stringify(base + call.path)},${body}`
    return call.signedInOnly ? `if(t)send(${args});` : `send(${args});`
  })
  const land = LANDING_CALLS.map((call) => `if(p===${JSON.stringify(call.page)}${call.signedInOnly ? '&&t' : ''})send("GET",${JSON.stringify(base + call.path)},undefined,1);`)
  return (
    '!function(w){try{' +
    'var read=function(k){try{var v=JSON.parse(w.localStorage.getItem(k));return v&&v.data||""}catch(e){return""}};' +
    'if(read("apiEnv")||!w.fetch||!w.AbortController)return;' +
    'var t=read("userToken"),calls=w.__earlyCalls=[],q=new URLSearchParams(w.location.search);' +
    // The activity as src/core/app/init.ts applyLaunchActivity has it: the address's, else the stored one.
    'var ai=q.get("activity_id")||read("activity_id"),at=q.get("activity_type")||read("activity_type");' +
    'var send=function(m,u,b,l){var h={};if(b)h["Content-Type"]="application/json";if(t)h.userToken=t;if(ai)h.activityId=ai;if(at)h.activityType=at;' +
    (bearer ? `h.authorization=${JSON.stringify(`Bearer ${bearer}`)};` : '') +
    `h.timestamp=String(Date.now());h.version=${JSON.stringify(version)};h.platform="h5";h.business=${JSON.stringify(read<string>('__BUSINESS__'))};` +
    'var c=new AbortController();setTimeout(function(){c.abort()},15e3);' +
    'var r=fetch(u,{method:m,headers:h,body:b,signal:c.signal})' +
    '.then(function(x){return x.text().then(function(s){return{status:x.status,text:s}})});' +
    'r.catch(function(){});calls.push({method:m,url:u,body:b,headers:h,reply:r,landing:!!l,at:Date.now()})};' +
    send.join('') +
    // A stock host serves shared items only (src/core/navigation/web.ts STOCK_HOST_MARK): no tab.
    'if(w.location.hostname.indexOf("stock")>=0)return;' +
    `var p=w.location.pathname.replace(/^\\/+/,"")||${JSON.stringify(ENTRY_PAGE)};` +
    land.join('') +
    '}catch(e){}}(window);'
  )
}
