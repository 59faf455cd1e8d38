import { buildConstants } from './constants'

/**
 * The app version call of start-up (spec: app init fetches the app version; page initialisation
 * waits for app initialisation), sent by index.html's inline script while the app's code is still
 * downloading. The app takes its reply instead of asking again (src/core/request/early.ts), so
 * start-up is done when the code has run and the landing tab's data goes out at once: on a slow
 * network the first screen's data no longer waits behind two round trips (preflight and call).
 *
 * The request is the one the app would send: src/core/request/early.test.ts runs this script and
 * compares its URL, headers and body with the app's own. A tester's stored apiEnv (another host)
 * leaves the call to the app.
 */
export const EARLY_CALL = { method: 'POST', path: 'dashboard/appVersion' } as const

export function earlyCallScript(): string {
  const constants = buildConstants()
  const read = <T>(name: string): T => JSON.parse(constants[name]) as T
  const version = read<string>('__APP_VERSION__')
  const bases = read<Record<string, string>>('__API_BASES__')
  const base = bases[read<string>('__API_ENV__')] ?? bases.local
  const bearer = read<string>('__AUTH_BEARER__')
  const url = JSON.stringify(`${base}${EARLY_CALL.path}`)
  const body = JSON.stringify(JSON.stringify({ version }))
  return (
    '!function(w){try{' +
    'var read=function(k){try{var v=JSON.parse(w.localStorage.getItem(k));return v&&v.data||""}catch(e){return""}};' +
    'if(read("apiEnv")||!w.fetch||!w.AbortController)return;' +
    'var h={"Content-Type":"application/json"},t=read("userToken");if(t)h.userToken=t;' +
    (bearer ? `h.authorization=${JSON.stringify(`Bearer ${bearer}`)};` : '') +
    `h.timestamp=String(Date.now());h.version=${JSON.stringify(version)};h.platform="h5";h.business=${JSON.stringify(read<string>('__BUSINESS__'))};` +
    'var c=new AbortController();setTimeout(function(){c.abort()},15e3);' +
    `var r=fetch(${url},{method:"${EARLY_CALL.method}",headers:h,body:${body},signal:c.signal})` +
    '.then(function(x){return x.text().then(function(b){return{status:x.status,text:b}})});' +
    'r.catch(function(){});' +
    `w.__earlyCall={method:"${EARLY_CALL.method}",url:${url},body:${body},reply:r}` +
    '}catch(e){}}(window);'
  )
}
