/**
 * @tarojs/taro for vitest: Taro's real H5 API (storage, request over fetch, toasts) plus the page
 * hooks the React framework plugin adds at build time, and a recorded page stack instead of the
 * H5 router. Tests drive it through the helpers at the bottom.
 */
import { useEffect, useRef } from 'react'
import * as taroH5Api from '@tarojs/taro-h5'

export * from '@tarojs/taro-h5'

type Handler = (...args: unknown[]) => unknown
const handlers = new Map<string, Set<{ current: Handler }>>()

function usePageEvent(name: string, fn: Handler): void {
  const ref = useRef(fn)
  ref.current = fn
  useEffect(() => {
    if (!handlers.has(name)) handlers.set(name, new Set())
    const entry = ref
    handlers.get(name)!.add(entry)
    return () => void handlers.get(name)!.delete(entry)
  }, [name])
}

export const usePullDownRefresh = (fn: Handler) => usePageEvent('pullDownRefresh', fn)
export const useReachBottom = (fn: Handler) => usePageEvent('reachBottom', fn)
export const useShareAppMessage = (fn: Handler) => usePageEvent('shareAppMessage', fn)
export const useShareTimeline = (fn: Handler) => usePageEvent('shareTimeline', fn)
export const useDidShow = (fn: Handler) => usePageEvent('didShow', fn)
export const useDidHide = (fn: Handler) => usePageEvent('didHide', fn)
export const useLoad = (fn: Handler) => usePageEvent('load', fn)
export const useReady = (fn: Handler) => usePageEvent('ready', fn)
export const useUnload = (fn: Handler) => usePageEvent('unload', fn)
export const useLaunch = (fn: Handler) => usePageEvent('launch', fn)
export const usePageScroll = (fn: Handler) => usePageEvent('pageScroll', fn)

export interface TestRouter {
  path: string
  params: Record<string, string | undefined>
}

let router: TestRouter = { path: '/pages/home/post/index', params: {} }
export const useRouter = () => router

/** Page stack of the test: each entry is a url as navigation received it. */
const stack: string[] = ['/pages/home/post/index']
export const navigationLog: { method: string; url: string }[] = []

function record(method: string, url = '') {
  navigationLog.push({ method, url })
  return Promise.resolve({ errMsg: `${method}:ok` })
}

export interface ModalCall {
  title?: string
  content?: string
  confirmText?: string
  cancelText?: string
  showCancel?: boolean
}
/** Every toast, modal and loading change, in order. */
export const uiLog = {
  toasts: [] as { title: string; icon?: string; duration?: number; mask?: boolean }[],
  modals: [] as ModalCall[],
  loading: [] as ('show' | 'hide')[],
  actionSheets: [] as string[][],
}
/** The answers the next modals give (confirm by default). */
export const modalAnswers: boolean[] = []
/** The options the next action sheets pick, by their text (cancelled when none is queued). */
export const actionSheetAnswers: string[] = []

/** Files handed out by chooseImage: path -> contents. */
export const chosenFiles = new Map<string, Blob>([['blob:mock/photo.jpg', new Blob(['jpeg-bytes'], { type: 'image/jpeg' })]])
export const chooseImageCalls: unknown[] = []

const overrides = {
  showToast: (options: { title: string; icon?: string; duration?: number; mask?: boolean }) => {
    uiLog.toasts.push(options)
    return Promise.resolve({ errMsg: 'showToast:ok' })
  },
  showModal: (options: ModalCall) => {
    uiLog.modals.push(options)
    const confirm = modalAnswers.length ? modalAnswers.shift()! : true
    return Promise.resolve({ confirm, cancel: !confirm, errMsg: 'showModal:ok' })
  },
  showLoading: () => {
    uiLog.loading.push('show')
    return Promise.resolve({ errMsg: 'showLoading:ok' })
  },
  hideLoading: () => {
    uiLog.loading.push('hide')
    return Promise.resolve({ errMsg: 'hideLoading:ok' })
  },
  showActionSheet: ({ itemList }: { itemList: string[] }) => {
    uiLog.actionSheets.push(itemList)
    const answer = actionSheetAnswers.shift()
    const tapIndex = answer === undefined ? -1 : itemList.indexOf(answer)
    return tapIndex < 0 ? Promise.reject(new Error('showActionSheet:fail cancel')) : Promise.resolve({ tapIndex, errMsg: 'showActionSheet:ok' })
  },
  /** jsdom has no layout: every selected node measures as absent. */
  createSelectorQuery: () => {
    const answers: unknown[] = []
    const node = { boundingClientRect: () => (answers.push(null), query), scrollOffset: () => (answers.push({ scrollTop: 0 }), query), fields: () => (answers.push(null), query) }
    const query = {
      select: () => node,
      selectAll: () => node,
      selectViewport: () => node,
      exec: (callback?: (result: unknown[]) => void) => setTimeout(() => callback?.(answers), 0),
    }
    return query
  },
  pageScrollTo: () => Promise.resolve({ errMsg: 'pageScrollTo:ok' }),
  login: () => Promise.resolve({ code: 'wx-code-1', errMsg: 'login:ok' }),
  chooseImage: (options: unknown) => {
    chooseImageCalls.push(options)
    return Promise.resolve({ tempFilePaths: [...chosenFiles.keys()].slice(0, 1), tempFiles: [], errMsg: 'chooseImage:ok' })
  },
  /** A real multipart POST through fetch, so the mock's upload handler answers it. */
  uploadFile: async ({
    url,
    filePath,
    name,
    formData = {},
    header = {},
  }: {
    url: string
    filePath: string
    name: string
    formData?: Record<string, string>
    header?: Record<string, string>
  }) => {
    const body = new FormData()
    for (const [key, value] of Object.entries(formData)) body.append(key, value)
    body.append(name, chosenFiles.get(filePath) ?? new Blob([]), 'photo.jpg')
    const response = await fetch(url, { method: 'POST', body, headers: header })
    return { statusCode: response.status, data: await response.text(), errMsg: 'uploadFile:ok' }
  },
  getCurrentPages: () =>
    stack.map((url) => ({
      route: url.replace(/^\//, '').split('?')[0],
      options: Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')),
    })),
  navigateTo: ({ url }: { url: string }) => {
    stack.push(url)
    return record('navigateTo', url)
  },
  redirectTo: ({ url }: { url: string }) => {
    stack[stack.length - 1] = url
    return record('redirectTo', url)
  },
  switchTab: ({ url }: { url: string }) => {
    stack.splice(0, stack.length, url)
    return record('switchTab', url)
  },
  reLaunch: ({ url }: { url: string }) => {
    stack.splice(0, stack.length, url)
    return record('reLaunch', url)
  },
  navigateBack: ({ delta = 1 }: { delta?: number } = {}) => {
    stack.splice(Math.max(1, stack.length - delta))
    return record('navigateBack')
  },
  stopPullDownRefresh: () => Promise.resolve(),
  setNavigationBarTitle: ({ title }: { title: string }) => record('setNavigationBarTitle', title),
  previewImage: ({ current }: { current?: string }) => record('previewImage', current),
}

// At build time a babel plugin turns Taro.x into named imports of @tarojs/taro-h5; here the
// default object carries them all.
const taroH5 = { ...(taroH5Api.default as object), ...taroH5Api } as unknown as typeof taroH5Api.default
const Taro = Object.assign({}, taroH5, overrides, {
  usePullDownRefresh,
  useReachBottom,
  useShareAppMessage,
  useRouter,
})
export default Taro as typeof taroH5

export const { getCurrentPages, navigateTo, redirectTo, switchTab, reLaunch, navigateBack } = overrides

// ---- helpers for tests ----

/** The page being rendered: its route path and query. */
export function setRoute(path: string, params: Record<string, string | undefined> = {}, below: string[] = []): void {
  router = { path: `/${path.replace(/^\//, '')}`, params }
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined) as [string, string][]).toString()
  stack.splice(0, stack.length, ...below, `${router.path}${query ? `?${query}` : ''}`)
}

/** Fire a page event (pull-down refresh, reach bottom, share) for the mounted components. */
export async function firePageEvent(name: 'pullDownRefresh' | 'reachBottom' | 'shareAppMessage' | 'didShow' | 'pageScroll', ...args: unknown[]) {
  const results = [...(handlers.get(name) ?? [])].map((entry) => entry.current(...args))
  return Promise.all(results)
}

export function resetTaroDouble(): void {
  handlers.clear()
  navigationLog.splice(0)
  uiLog.toasts.splice(0)
  uiLog.modals.splice(0)
  uiLog.loading.splice(0)
  uiLog.actionSheets.splice(0)
  modalAnswers.splice(0)
  actionSheetAnswers.splice(0)
  chooseImageCalls.splice(0)
  setRoute('pages/home/post/index')
}
