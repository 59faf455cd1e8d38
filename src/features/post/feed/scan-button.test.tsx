import { fireEvent, screen, waitFor } from '@testing-library/react'
import { navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { installBridgeSimulator } from '@/core/native/simulator'
import HomePostPage from '@/pages/home/post/index'

afterEach(() => {
  delete (window as { __nativeAppUserAgent?: string }).__nativeAppUserAgent
})

describe('scan on the home feed', () => {
  it('in a browser says it needs the app', async () => {
    renderPage(<HomePostPage />, 'pages/home/post/index')
    fireEvent.click(screen.getByLabelText('扫一扫'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('非app环境'))
  })

  it('on an app older than 3.21.0 asks to upgrade', async () => {
    installBridgeSimulator('3.20.0')
    renderPage(<HomePostPage />, 'pages/home/post/index')
    fireEvent.click(screen.getByLabelText('扫一扫'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('请升级至最新版本APP后使用'))
  })

  it('in a current app opens the post the code names', async () => {
    installBridgeSimulator('3.21.0')
    renderPage(<HomePostPage />, 'pages/home/post/index')
    fireEvent.click(screen.getByLabelText('扫一扫'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/post/detail/index?id=5488' }))
  })
})
