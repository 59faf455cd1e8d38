import Taro from '@tarojs/taro'
import { modalAnswers, navigationLog, uiLog } from '@test/taro'
import { installErrorHandlers } from '../app/errors'
import { CHUNK_FAILED_TITLE, isChunkLoadError, retryFailedPageLoad, watchPageOpening } from '../navigation/chunk-retry'

function chunkError(): Error {
  const error = new Error('Loading chunk 2202 failed.\n(error: http://127.0.0.1:10086/js/2202.js)')
  error.name = 'ChunkLoadError'
  return error
}

const settle = () => new Promise((done) => setTimeout(done, 0))

/** Taro's H5 router starts opening a page (its route change event). */
function opening() {
  watchPageOpening()
  Taro.eventCenter.trigger('__taroRouterChange', {})
}

describe('a page whose code fails to load', () => {
  afterEach(() => vi.restoreAllMocks())

  it("is told apart from other failures (webpack's ChunkLoadError, scripts and stylesheets)", () => {
    expect(isChunkLoadError(chunkError())).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('网络连接失败'))).toBe(false)
    expect(retryFailedPageLoad(new TypeError('x is undefined'))).toBe(false)
  })

  it('opened from another page: the address goes back, 重试 opens the page again', async () => {
    window.history.pushState({}, '', '/pages/product/brand-filter/index?from=trade')
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    modalAnswers.push(true)
    opening()
    expect(retryFailedPageLoad(chunkError())).toBe(true)
    expect(back).toHaveBeenCalledTimes(1)
    await settle()
    expect(uiLog.modals.at(-1)).toMatchObject({ title: CHUNK_FAILED_TITLE, confirmText: '重试' })
    expect(navigationLog.at(-1)).toMatchObject({ method: 'navigateTo', url: '/pages/product/brand-filter/index?from=trade' })
  })

  it("the page's stylesheet failing after its script, while 重试 is asked, is the same failure: answered, asked once", async () => {
    vi.spyOn(window.history, 'back').mockImplementation(() => {})
    let answer: (value: { confirm: boolean; cancel: boolean }) => void = () => undefined
    vi.spyOn(Taro, 'showModal').mockImplementation(() => new Promise((done) => (answer = done as never)))
    opening()
    expect(retryFailedPageLoad(chunkError())).toBe(true)
    // The router has finished (and failed) opening the page by the time the stylesheet fails.
    Taro.eventCenter.trigger('__afterTaroRouterChange', {})
    expect(retryFailedPageLoad(new Error('Loading CSS chunk 6903 failed.\n(/css/6903.css)'))).toBe(true)
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
    answer({ confirm: false, cancel: true })
    await settle()
  })

  it('other lazily loaded code (the debug console) failing is not a page: nothing happens', () => {
    watchPageOpening()
    Taro.eventCenter.trigger('__afterTaroRouterChange', {})
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    expect(retryFailedPageLoad(chunkError())).toBe(false)
    expect(back).not.toHaveBeenCalled()
  })

  it('opened cold: 重新加载 opens the address again', async () => {
    window.history.pushState({}, '', '/pages/account/address/list/index')
    vi.spyOn(Taro, 'getCurrentPages').mockReturnValue([])
    modalAnswers.push(true)
    retryFailedPageLoad(chunkError())
    await settle()
    expect(uiLog.modals.at(-1)).toMatchObject({ title: CHUNK_FAILED_TITLE, confirmText: '重新加载', showCancel: false })
    expect(navigationLog.at(-1)).toMatchObject({ method: 'reLaunch', url: '/pages/account/address/list/index' })
  })

  it("an unhandled chunk failure (what Taro's router leaves) is answered, not left to the console", async () => {
    installErrorHandlers()
    vi.spyOn(window.history, 'back').mockImplementation(() => {})
    modalAnswers.push(false)
    opening()
    const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason?: unknown }
    event.reason = chunkError()
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    await settle()
    expect(uiLog.modals.at(-1)?.title).toBe(CHUNK_FAILED_TITLE)
  })
})
