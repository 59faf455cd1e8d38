/**
 * Runs the compiled weapp (dist/weapp) in Node, the way Taro's prerender does: app.js and each
 * page's .js execute in a node:vm context whose `wx` is miniprogram-simulate's API, App() and
 * Page() are captured, and a page's onLoad(query, callback) hands back its first render tree.
 * wx.request is answered by the mock backend's handlers, and later setData calls are applied
 * to the tree, so a check can wait for a page's data and not only its loading state.
 */
import { readFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import vm from 'node:vm'
import { answer } from '@mocks/answer'
import { NOTIFY_PATH } from '@mocks/handlers/cashier'

const nodeRequire = createRequire(__filename)

export interface RenderNode {
  nn?: string | number
  v?: string
  cn?: RenderNode[]
  [key: string]: unknown
}

export interface RenderedPage {
  /** All text of the first render. */
  firstText: string
  /** The render tree of the page root, kept up to date with later setData calls. */
  tree: () => RenderNode
  /** All text of the tree, joined. */
  text: () => string
  /** Wait until no request is pending and the tree stops changing. */
  settle: (timeoutMs?: number) => Promise<void>
  /**
   * Wait until the page's text passes `ready`, then until it settles. Idle alone is not enough
   * on a loaded machine: a GC pause between the first render and the effect that sends the
   * request looks like an idle page still showing 加载中.
   */
  waitFor: (ready: (text: string) => boolean, timeoutMs?: number) => Promise<void>
  /** Tap the innermost element showing `text` (the event bubbles up as in WeChat). */
  tap: (text: string) => void
  unload: () => void
}

type PageConfig = Record<string, unknown> & { onLoad: (query: object, cb?: never) => void }

export interface WeappRuntime {
  appConfig: Record<string, unknown>
  render: (route: string, query?: Record<string, string>) => Promise<RenderedPage>
  /** Errors thrown inside the app (console.error calls included). */
  errors: string[]
  storage: Map<string, unknown>
  /** The parameters of every wx.requestPayment call, in order (each one pays: WeChat's notify reaches the mock). */
  payments: Record<string, unknown>[]
}

function collectText(node: unknown, out: string[]): void {
  if (!node || typeof node !== 'object') return
  const record = node as RenderNode
  if (typeof record.v === 'string') out.push(record.v)
  if (Array.isArray(record.cn)) record.cn.forEach((child) => collectText(child, out))
}

/** Apply a setData payload ('root.cn.[0].cn.[2].v': value) to a plain object tree. */
function applySetData(target: Record<string, unknown>, payload: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(payload)) {
    const keys = path.split('.').flatMap((part) => {
      const parts: (string | number)[] = []
      part.replace(/([^[\]]+)|\[(\d+)\]/g, (_, name: string | undefined, index: string | undefined) => {
        parts.push(index !== undefined ? Number(index) : (name as string))
        return ''
      })
      return parts
    })
    let cursor: Record<string | number, unknown> = target
    keys.slice(0, -1).forEach((key, position) => {
      if (cursor[key] == null || typeof cursor[key] !== 'object') {
        cursor[key] = typeof keys[position + 1] === 'number' ? [] : {}
      }
      cursor = cursor[key] as Record<string | number, unknown>
    })
    cursor[keys[keys.length - 1]] = value
  }
}

function toQueryString(data: unknown): string {
  if (!data || typeof data !== 'object') return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

export interface LoadOptions {
  /** Change every reply's body before the app sees it (wrong-shaped replies). */
  replyBody?: (body: unknown) => unknown
  distDir?: string
  /** Storage present before the app starts (a signed-in token, an apiEnv). */
  storage?: Record<string, unknown>
}

export const WEAPP_DIST = resolve(__dirname, '..', '..', 'dist', 'weapp')

export function loadWeapp({ distDir = WEAPP_DIST, storage: initialStorage = {}, replyBody = (body) => body }: LoadOptions = {}): WeappRuntime {
  const errors: string[] = []
  let pending = 0
  let lastActivity = Date.now()
  const storage = new Map<string, unknown>(Object.entries(initialStorage))
  // A copy per runtime: the chunk registry (wx.webpackJsonp) must not leak between runtimes.
  const wx = { ...(nodeRequire('miniprogram-simulate/src/api') as Record<string, unknown>) }
  const stack: Record<string, unknown>[] = []

  // Network through the mock handlers.
  wx.request = (options: {
    url: string
    method?: string
    data?: unknown
    header?: Record<string, string>
    success?: (res: unknown) => void
    fail?: (err: unknown) => void
    complete?: (res: unknown) => void
  }) => {
    pending++
    lastActivity = Date.now()
    const method = (options.method || 'GET').toUpperCase()
    const url = method === 'GET' ? options.url + toQueryString(options.data) : options.url
    const headers = new Headers({ 'content-type': 'application/json' })
    for (const [key, value] of Object.entries(options.header ?? {})) if (value != null) headers.set(key, String(value))
    const request = new Request(url, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(options.data ?? {}),
    })
    answer(request)
      .then(async (response) => {
        const text = await response.text()
        let data: unknown = text
        try {
          data = JSON.parse(text)
        } catch {
          // not JSON: handed over as text, as WeChat does
        }
        data = replyBody(data)
        const res = { statusCode: response.status, data, header: Object.fromEntries(response.headers), errMsg: 'request:ok' }
        options.success?.(res)
        options.complete?.(res)
      })
      .catch((error: unknown) => {
        const res = { errMsg: `request:fail ${String(error)}` }
        options.fail?.(res)
        options.complete?.(res)
      })
      .finally(() => {
        pending--
        lastActivity = Date.now()
      })
    return { abort() {}, onHeadersReceived() {}, offHeadersReceived() {} }
  }
  // Storage in memory, per runtime.
  // miniprogram-simulate answers '' here; the QR code's data URI needs the real encoding.
  wx.arrayBufferToBase64 = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('base64')
  wx.getStorageSync = (key: string) => (storage.has(key) ? storage.get(key) : '')
  wx.setStorageSync = (key: string, value: unknown) => void storage.set(key, value)
  wx.removeStorageSync = (key: string) => void storage.delete(key)
  // WeChat Pay: the dealer pays at once; WeChat's notify reaches the server (the mock), then the
  // app hears success. The parameters are recorded for the check.
  const payments: Record<string, unknown>[] = []
  wx.requestPayment = (options: Record<string, unknown> & { success?: (res: unknown) => void; fail?: (err: unknown) => void; complete?: (res: unknown) => void }) => {
    const { success, fail, complete, ...params } = options
    payments.push(params)
    pending++
    lastActivity = Date.now()
    const notify = new Request(`http://127.0.0.1:6003${NOTIFY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ package: params.package }),
    })
    answer(notify)
      .then((response) => {
        const res = { errMsg: response.ok ? 'requestPayment:ok' : `requestPayment:fail ${response.status}` }
        if (response.ok) success?.(res)
        else fail?.(res)
        complete?.(res)
      })
      .catch((error: unknown) => {
        const res = { errMsg: `requestPayment:fail ${String(error)}` }
        fail?.(res)
        complete?.(res)
      })
      .finally(() => {
        pending--
        lastActivity = Date.now()
      })
  }

  let appConfig: Record<string, unknown> = {}
  let lastPage: PageConfig | undefined
  const sandbox: Record<string, unknown> = {
    wx,
    App: (config: Record<string, unknown>) => {
      appConfig = config
    },
    Page: (config: PageConfig) => {
      lastPage = config
    },
    Component: (config: unknown) => config,
    Behavior: (config: unknown) => config,
    getApp: () => appConfig,
    getCurrentPages: () => stack,
    requirePlugin: () => ({}),
    __wxConfig: { envVersion: 'develop' },
    console: {
      ...console,
      log: (...args: unknown[]) => process.env.WEAPP_DEBUG && console.log('[weapp log]', ...args),
      info: () => {},
      warn: (...args: unknown[]) => process.env.WEAPP_DEBUG && console.log('[weapp warn]', ...args),
      error: (...args: unknown[]) => errors.push(args.map(String).join(' ')),
    },
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    queueMicrotask,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
  }
  sandbox.global = sandbox
  sandbox.globalThis = sandbox
  const context = vm.createContext(sandbox)
  const cache = new Map<string, { exports: unknown }>()
  const pageConfigs = new Map<string, PageConfig>()

  function requireFile(file: string): unknown {
    const path = file.endsWith('.js') ? file : `${file}.js`
    const cached = cache.get(path)
    if (cached) return cached.exports
    if (!existsSync(path)) throw new Error(`weapp module not found: ${path}`)
    const module = { exports: {} as unknown }
    cache.set(path, module)
    const wrapper = vm.runInContext(`(function (exports, require, module, __filename, __dirname) {${readFileSync(path, 'utf8')}\n})`, context, { filename: path }) as (
      ...args: unknown[]
    ) => void
    const localRequire = (id: string) => requireFile(id.startsWith('.') || id.startsWith('/') ? resolve(dirname(path), id) : join(distDir, id))
    wrapper(module.exports, localRequire, module, path, dirname(path))
    return module.exports
  }

  requireFile(join(distDir, 'app'))
  ;(appConfig.onLaunch as ((options: object) => void) | undefined)?.call(appConfig, { path: '', query: {}, scene: 1001 })

  async function render(route: string, query: Record<string, string> = {}): Promise<RenderedPage> {
    if (!pageConfigs.has(route)) {
      lastPage = undefined
      requireFile(join(distDir, route))
      if (lastPage) pageConfigs.set(route, lastPage)
    }
    const config = pageConfigs.get(route)
    if (!config) throw new Error(`${route} did not call Page()`)
    const data: Record<string, unknown> = {}
    // onLoad(query) without Taro's prerender callback: with the callback the runtime keeps its
    // update flag set and never sends later updates. The first setData is the first render.
    let onFirstRender: () => void = () => {}
    const firstRender = new Promise<void>((resolveFirst) => (onFirstRender = resolveFirst))
    const instance: Record<string, unknown> = Object.assign(Object.create(null), config, {
      route,
      options: query,
      data,
      setData(payload: Record<string, unknown>, callback?: () => void) {
        lastActivity = Date.now()
        applySetData(data, payload)
        onFirstRender()
        callback?.()
      },
    })
    stack.splice(0, stack.length, instance)
    config.onLoad.call(instance, query, undefined as never)
    await Promise.race([firstRender, new Promise((_, reject) => setTimeout(() => reject(new Error(`${route}: no first render within 5 s`)), 5000))])
    const firstText = (() => {
      const out: string[] = []
      collectText((data.root as RenderNode | undefined)?.cn?.[0], out)
      return out.join(' ')
    })()
    const tree = () => {
      const root = data.root as RenderNode | undefined
      return (root?.cn?.[0] ?? {}) as RenderNode
    }
    return {
      firstText,
      tree,
      text: () => {
        const out: string[] = []
        collectText(tree(), out)
        return out.join(' ')
      },
      settle: async (timeoutMs = 3000) => {
        const started = Date.now()
        while (Date.now() - started < timeoutMs) {
          await new Promise((r) => setTimeout(r, 20))
          if (pending === 0 && Date.now() - lastActivity > 60) return
        }
      },
      waitFor: async (ready, timeoutMs = 10000) => {
        const started = Date.now()
        while (Date.now() - started < timeoutMs) {
          const out: string[] = []
          collectText(tree(), out)
          if (ready(out.join(' '))) break
          await new Promise((r) => setTimeout(r, 50))
        }
        const left = Math.max(500, timeoutMs - (Date.now() - started))
        const settledFrom = Date.now()
        while (Date.now() - settledFrom < left) {
          await new Promise((r) => setTimeout(r, 20))
          if (pending === 0 && Date.now() - lastActivity > 60) return
        }
      },
      tap: (text: string) => {
        const textOf = (node: RenderNode) => {
          const out: string[] = []
          collectText(node, out)
          return out.join(' ')
        }
        // The innermost element (a node with a sid that is not a text node) whose text holds
        // `text`, with its ancestors: WeChat calls every bound handler (bindtap="eh" on each of
        // Taro's templates) from the target outwards, and Taro's runtime dispatches once.
        const isElement = (node: RenderNode) => node.sid !== undefined && node.v === undefined
        let chain: RenderNode[] = []
        const visit = (node: RenderNode, above: RenderNode[]) => {
          const path = isElement(node) ? [node, ...above] : above
          if (isElement(node) && textOf(node).includes(text)) chain = path
          for (const child of node.cn ?? []) if (textOf(child).includes(text)) visit(child, path)
        }
        visit(tree(), [])
        if (!chain.length) throw new Error(`${route}: nothing shows ${text}`)
        const handler = instance.eh as ((event: unknown) => void) | undefined
        if (typeof handler !== 'function') throw new Error(`${route}: the page has no event handler (eh)`)
        const at = (node: RenderNode) => ({ id: String(node.uid ?? node.sid), dataset: { sid: String(node.sid) } })
        const target = at(chain[0])
        lastActivity = Date.now()
        const timeStamp = Date.now()
        for (const node of chain) {
          handler.call(instance, { type: 'tap', timeStamp, target, currentTarget: at(node), detail: { x: 0, y: 0 }, touches: [], changedTouches: [] })
        }
      },
      unload: () => {
        ;(config.onUnload as (() => void) | undefined)?.call(instance)
        stack.splice(0, stack.length)
      },
    }
  }

  return { appConfig, render, errors, storage, payments }
}
