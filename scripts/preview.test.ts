import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { startPreview } from './preview'

// A small build of its own, served from a folder that is not dist/h5.
const dist = mkdtempSync(join(tmpdir(), 'preview-test-'))
const INDEX = `<!doctype html><html><head><title>t</title></head><body>${'<div></div>'.repeat(200)}</body></html>`
const APP_JS = `console.log(${JSON.stringify('货品 '.repeat(2000))})`
const PHOTO = Buffer.alloc(4096, 7)
let server: Server
let origin: string

function fetchRaw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

beforeAll(async () => {
  mkdirSync(join(dist, 'js'))
  mkdirSync(join(dist, 'static'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, 'js', 'app.1a2b3c4d.js'), APP_JS)
  writeFileSync(join(dist, 'static', 'photo.png'), PHOTO)
  server = await startPreview(0, '127.0.0.1', dist)
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('npm run preview', () => {
  it('gzips text when the browser accepts it, and says that the answer varies with it', async () => {
    const res = await fetchRaw('/js/app.1a2b3c4d.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toMatch(/Accept-Encoding/i)
    expect(gunzipSync(res.body).toString()).toBe(APP_JS)
    expect(res.body.length).toBeLessThan(Buffer.byteLength(APP_JS) / 4)
  })

  it('sends text as it is to a browser that takes no gzip', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'br' }] as Record<string, string>[]) {
      const res = await fetchRaw('/js/app.1a2b3c4d.js', headers)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.body.toString()).toBe(APP_JS)
    }
  })

  it('leaves pictures uncompressed', async () => {
    const res = await fetchRaw('/static/photo.png', { 'Accept-Encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body.equals(PHOTO)).toBe(true)
  })

  it('lets browsers keep hashed files for good and revalidate index.html', async () => {
    expect((await fetchRaw('/js/app.1a2b3c4d.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await fetchRaw('/index.html')).headers['cache-control']).toBe('no-cache')
    expect((await fetchRaw('/static/photo.png')).headers['cache-control']).toBe('no-cache')
  })

  it("answers a page address with index.html (gzip'd, not cached), for the router", async () => {
    const res = await fetchRaw('/pages/home/stock/index', { 'Accept-Encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(gunzipSync(res.body).toString()).toBe(INDEX)
  })

  it('serves the folder H5_DIST names', async () => {
    process.env.H5_DIST = dist
    const other = await startPreview(0)
    try {
      const res = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/js/app.1a2b3c4d.js`)
      expect(await res.text()).toBe(APP_JS)
    } finally {
      delete process.env.H5_DIST
      other.close()
    }
  })

  it('stops with a clear message when there is no build', () => {
    expect(() => startPreview(0, '127.0.0.1', join(dist, 'missing'))).toThrow(/no H5 build in .*missing: run npm run build:h5 first/)
  })
})
