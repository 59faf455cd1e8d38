import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { uiLog } from '@test/taro'
import { installBridgeSimulator } from '@/core/native/simulator'
import { withImageHost } from '@/shared/media/url'
import { previewPhotos } from './index'
import { closePhotoViewer, openPhotoViewer } from './viewer'

type SimWindow = Window & { __nativeAppUserAgent?: string; __bridgeSimulatorLog?: { method: string; params?: unknown }[] }
const win = window as SimWindow
const URLS = ['https://img.example/a.jpg', 'https://img.example/b.jpg', 'https://img.example/c.jpg']

const viewer = () => screen.getByRole('dialog', { name: '图片预览' })
const count = () => viewer().querySelector('.photo-viewer__count')?.textContent

function swipe(dx: number) {
  const root = viewer()
  fireEvent.touchStart(root, { touches: [{ clientX: 200, clientY: 300 }] })
  fireEvent.touchMove(root, { touches: [{ clientX: 200 + dx, clientY: 300 }] })
  fireEvent.touchEnd(root, { touches: [] })
}

afterEach(() => {
  closePhotoViewer()
  delete win.__nativeAppUserAgent
  delete win.__bridgeSimulatorLog
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('photo viewer (H5 and the app)', () => {
  it('shows where the photo is among them, 1/N, and turns with ‹ › and the keys', () => {
    openPhotoViewer(URLS, 0)
    expect(count()).toBe('1/3')
    expect(within(viewer()).getByAltText('第1张')).toHaveAttribute('src', URLS[0])
    expect(within(viewer()).getByLabelText('上一张')).not.toBeVisible()
    fireEvent.click(within(viewer()).getByLabelText('下一张'))
    expect(count()).toBe('2/3')
    fireEvent.keyDown(document, { key: 'ArrowRight' })
    expect(count()).toBe('3/3')
    expect(within(viewer()).getByLabelText('下一张')).not.toBeVisible()
    fireEvent.keyDown(document, { key: 'ArrowRight' })
    expect(count()).toBe('3/3')
    fireEvent.click(within(viewer()).getByLabelText('上一张'))
    expect(count()).toBe('2/3')
  })

  it('turns on a swipe, not on a short drag', () => {
    openPhotoViewer(URLS, 1)
    swipe(-20)
    expect(count()).toBe('2/3')
    swipe(-120)
    expect(count()).toBe('3/3')
    swipe(120)
    swipe(120)
    expect(count()).toBe('1/3')
  })

  it('closes on a tap on the photo, on × and on Escape', () => {
    openPhotoViewer(URLS, 0)
    fireEvent.click(viewer().querySelector('.photo-viewer__slide')!)
    expect(screen.queryByRole('dialog')).toBeNull()
    openPhotoViewer(URLS, 0)
    fireEvent.click(within(viewer()).getByLabelText('关闭'))
    expect(screen.queryByRole('dialog')).toBeNull()
    openPhotoViewer(URLS, 0)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes when the page changes, and one viewer is open at a time', () => {
    openPhotoViewer(URLS, 0)
    openPhotoViewer(URLS, 2)
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(count()).toBe('3/3')
    Taro.eventCenter.trigger('__taroRouterChange')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('saves through the app bridge inside the native app', async () => {
    installBridgeSimulator()
    openPhotoViewer(URLS, 1)
    fireEvent.click(within(viewer()).getByText('保存图片'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('保存成功'))
    expect(win.__bridgeSimulatorLog).toEqual([{ method: 'saveImage', params: { url: URLS[1] } }])
  })

  it('downloads the shown photo in a browser, from a local copy', async () => {
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => (fetched.push(url), new Response(new Blob(['jpeg'], { type: 'image/jpeg' }))))
    const downloads: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download })
    })
    openPhotoViewer(URLS, 2)
    fireEvent.click(within(viewer()).getByText('保存图片'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('保存成功'))
    expect(fetched).toEqual([URLS[2]])
    expect(downloads).toEqual([{ href: expect.stringMatching(/^blob:/), download: 'c.jpg' }])
  })

  it('tells to long-press where the browser cannot download', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    openPhotoViewer(URLS, 0)
    fireEvent.click(within(viewer()).getByText('保存图片'))
    await waitFor(() => expect(uiLog.toasts.at(-1)).toEqual({ title: '长按图片即可保存', icon: 'none' }))
  })
})

describe('previewPhotos', () => {
  it('opens the viewer at the photo given by index or url, with the image host', async () => {
    await previewPhotos(['/a.jpg', '/b.jpg', '/c.jpg'], '/b.jpg')
    expect(count()).toBe('2/3')
    expect(within(viewer()).getByAltText('第2张')).toHaveAttribute('src', withImageHost('/b.jpg'))
    await previewPhotos(['/a.jpg', '/b.jpg', '/c.jpg'], 2)
    expect(count()).toBe('3/3')
  })
})
