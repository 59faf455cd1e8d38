import type { ApiCall, Envelope } from '../../src/core/api/define'
import { DEMO_TOKEN } from '../db'

/** Tests of the mock backend: send a declared call as the app would and read the envelope. */
export async function mockCall<Req, Res>(call: ApiCall<Req, Res>, params: Req, token: string = DEMO_TOKEN): Promise<Envelope<Res>> {
  const rest: Record<string, unknown> = { ...(params as Record<string, unknown>) }
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name]
    delete rest[name]
    return encodeURIComponent(String(value))
  })
  const url = new URL(`http://127.0.0.1:6003${path}`)
  const init: RequestInit = { method: call.method, headers: { userToken: token, 'Content-Type': 'application/json' } }
  if (call.method === 'GET') {
    for (const [key, value] of Object.entries(rest)) if (value !== undefined) url.searchParams.set(key, String(value))
  } else {
    init.body = JSON.stringify(rest)
  }
  return (await fetch(url, init)).json() as Promise<Envelope<Res>>
}
