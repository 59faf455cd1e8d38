// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { seed } from '@mocks/db/seed'
import { getDb, reloadDb, resetDb, saveDb } from '@mocks/db'
import { startMockServer } from '@mocks/server'

const BASE = 'http://127.0.0.1:6003'

describe('seeded data', () => {
  it('is the same on every seed', () => {
    expect(JSON.stringify(seed())).toBe(JSON.stringify(seed()))
    expect(seed().posts.length).toBeGreaterThanOrEqual(300)
    expect(new Set(seed().posts.map((post) => post.shopId)).size).toBeGreaterThanOrEqual(24)
  })

  it('resets to the seed', () => {
    getDb().posts.splice(0, 10)
    resetDb()
    expect(getDb().posts).toHaveLength(seed().posts.length)
  })

  it('persists to the data file and reloads it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-')), 'db.json')
    process.env.MOCK_DATA_FILE = file
    try {
      getDb().posts[0].content = '持久化测试'
      saveDb()
      expect(JSON.parse(readFileSync(file, 'utf8')).posts[0].content).toBe('持久化测试')
      resetDb()
      getDb().posts[0].content = '改了但没保存'
      reloadDb()
      expect(getDb().posts[0].content).toBe(seed().posts[0].content)
    } finally {
      delete process.env.MOCK_DATA_FILE
      resetDb()
    }
  })
})

describe('saved data of an older mock', () => {
  it('is replaced by the seed instead of breaking every call', async () => {
    const { writeFileSync } = await import('node:fs')
    const file = join(mkdtempSync(join(tmpdir(), 'mock-')), 'db.json')
    writeFileSync(file, JSON.stringify({ users: [], sessions: {} }))
    process.env.MOCK_DATA_FILE = file
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      reloadDb()
      expect(getDb().people.length).toBeGreaterThan(0)
      expect(warn).toHaveBeenCalled()
    } finally {
      warn.mockRestore()
      delete process.env.MOCK_DATA_FILE
      resetDb()
    }
  })
})

describe('handlers (through msw in tests)', () => {
  it('answers with the envelope and pages lists', async () => {
    const reply = await (await fetch(`${BASE}/post/feed?page=2&pageSize=5`)).json()
    expect(reply.code).toBe(200)
    expect(reply.data.list).toHaveLength(5)
    expect(reply.data.list[0].id).toBe(getDb().posts[5].id)
    expect(reply.data.list[0].shop.avatar).toMatch(/^http:\/\/127\.0\.0\.1:6003\/mock-images\//)
    expect(reply.data).toMatchObject({ page: 2, pageSize: 5, total: getDb().posts.length, hasMore: true })
  })

  it('validates like a server', async () => {
    expect(await (await fetch(`${BASE}/post/feed?page=0`)).json()).toEqual({ code: 400, msg: '分页参数错误', data: null })
    expect(await (await fetch(`${BASE}/post/feed?tab=hot`)).json()).toMatchObject({ code: 400, msg: '未知的动态分类' })
    expect(await (await fetch(`${BASE}/account/silentLogin`)).json()).toMatchObject({ code: 400, msg: '缺少登录凭证' })
  })

  it('answers 401 to a call that needs a session', async () => {
    const reply = await (await fetch(`${BASE}/stock/overview`, { headers: { userToken: 'expired' } })).json()
    expect(reply).toEqual({ code: 401, msg: '登录已过期，需要重新登录', data: null })
  })

  it('generates seeded images', async () => {
    const response = await fetch(`${BASE}/mock-images/goods-3.svg`)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toMatch(/^<svg/)
  })
})

describe('standalone server', () => {
  let server: Awaited<ReturnType<typeof startMockServer>>
  let base = ''
  beforeAll(async () => {
    server = await startMockServer(0)
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((done) => server.close(done)))

  // msw intercepts fetch in tests: requests to the real server go through node:http.
  async function raw(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    const { request } = await import('node:http')
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const req = request(`${base}${path}`, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      if (init.body) req.write(init.body)
      req.end()
    })
  }

  it('serves the same handlers', async () => {
    const reply = await raw('/dashboard/appVersion', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"version":"1.0.0"}' })
    expect(JSON.parse(reply.body).data.configList[0].name).toBe('weappShenheMoshi')
  })

  it('allows the H5 dev and preview origins, with the custom headers', async () => {
    const reply = await raw('/post/feed', {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:10086', 'access-control-request-headers': 'usertoken,openid,activityid' },
    })
    expect(reply.status).toBe(204)
    expect(reply.headers['access-control-allow-origin']).toBe('http://127.0.0.1:10086')
    // Taro's H5 uploadFile sends credentials: the answer must allow them.
    expect(reply.headers['access-control-allow-credentials']).toBe('true')
    expect(reply.headers['access-control-allow-headers']).toBe('usertoken,openid,activityid')
    const other = await raw('/post/feed', { method: 'OPTIONS', headers: { origin: 'https://evil.example' } })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('gzips its JSON for a browser that accepts it, as an API host does', async () => {
    const { request } = await import('node:http')
    const { gunzipSync } = await import('node:zlib')
    const reply = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      request(`${base}/post/feed?page=1&pageSize=10&tab=recommend`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
        .on('error', reject)
        .end()
    })
    expect(reply.headers['content-encoding']).toBe('gzip')
    const json = gunzipSync(reply.body).toString()
    expect(JSON.parse(json).data.list).toHaveLength(10)
    expect(reply.body.length).toBeLessThan(Buffer.byteLength(json) / 3)
  })

  it('answers unknown paths with a 404 envelope and bad JSON with 400', async () => {
    const missing = await raw('/no/such/call')
    expect(missing.status).toBe(404)
    expect(JSON.parse(missing.body)).toMatchObject({ code: 404, msg: '接口不存在：/no/such/call' })
    const bad = await raw('/account/userDeviceInfoPost', { method: 'POST', body: '{oops' })
    expect(JSON.parse(bad.body)).toMatchObject({ code: 400, msg: '请求数据格式错误' })
  })
})
