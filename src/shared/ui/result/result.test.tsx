import { fireEvent, render, screen } from '@testing-library/react'
import { setRoute, uiLog } from '@test/taro'
import { PageLayout } from '@/shared/ui/page-layout'
import { ResultPanel } from '.'
import { RESULT_TOAST_MS, toastOnNextPage } from './toast-after'

describe('results of a create', () => {
  it('the result panel says what happened and offers the next steps', () => {
    const next = vi.fn()
    render(
      <ResultPanel
        title="入库成功"
        actions={[
          { text: '继续入库', onClick: next, primary: true },
          { text: '查看商品', onClick: vi.fn() },
        ]}
      >
        ZP10001 爱马仕 Kelly 28
      </ResultPanel>,
    )
    expect(screen.getByRole('status')).toHaveTextContent('入库成功')
    expect(screen.getByText('ZP10001 爱马仕 Kelly 28')).toBeInTheDocument()
    fireEvent.click(screen.getByText('继续入库'))
    expect(next).toHaveBeenCalled()
  })

  it('a toast left for the next page shows there, once, long enough to read', () => {
    setRoute('pages/stock/order/lock/detail/index', { id: '1' })
    toastOnNextPage('锁单成功')
    expect(uiLog.toasts).toHaveLength(0)
    const { unmount } = render(<PageLayout>详情</PageLayout>)
    expect(uiLog.toasts).toEqual([expect.objectContaining({ title: '锁单成功' })])
    expect(uiLog.toasts[0].duration).toBeGreaterThanOrEqual(1500)
    expect(RESULT_TOAST_MS).toBeGreaterThanOrEqual(1500)
    unmount()
    render(<PageLayout>另一页</PageLayout>)
    expect(uiLog.toasts).toHaveLength(1)
  })
})
