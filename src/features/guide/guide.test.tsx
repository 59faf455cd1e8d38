import { fireEvent, screen } from '@testing-library/react'
import { navigationLog } from '@test/taro'
import { renderPage } from '@test/render'
import NotFoundPage from '@/pages/guide/not-found/index'
import ToAppPage from '@/pages/guide/to-app/index'

describe('guide pages', () => {
  it('not-found names the missing page and goes home', () => {
    renderPage(<NotFoundPage />, 'pages/guide/not-found/index', { query: { from: encodeURIComponent('/pages/old/index') } })
    expect(screen.getAllByText('页面不存在').length).toBeGreaterThan(0)
    expect(screen.getByText('/pages/old/index')).toBeInTheDocument()
    fireEvent.click(screen.getByText('返回首页'))
    expect(navigationLog.at(-1)).toEqual({ method: 'reLaunch', url: '/pages/home/post/index' })
  })

  it('to-app explains which operation needs the app', () => {
    renderPage(<ToAppPage />, 'pages/guide/to-app/index', { query: { operation: encodeURIComponent('实名认证') } })
    expect(screen.getByText('请前往APP操作')).toBeInTheDocument()
    expect(screen.getByText(/「实名认证」需要在APP中完成/)).toBeInTheDocument()
  })
})
