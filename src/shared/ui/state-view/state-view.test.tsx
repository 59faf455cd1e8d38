import { fireEvent, render, screen } from '@testing-library/react'
import { navigationLog, setRoute } from '@test/taro'
import { NOT_FOUND_TEXT } from '@/core/request/errors'
import { StateView } from '.'

describe('StateView errors say what happened', () => {
  it('a network failure says so once, with 重新加载', () => {
    const retry = vi.fn()
    render(<StateView status="error" error="网络连接失败，请稍后重试" onRetry={retry} />)
    expect(screen.getAllByText(/网络/)).toHaveLength(1)
    fireEvent.click(screen.getByText('重新加载'))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('something gone is not a failure to retry: it offers the way back', () => {
    setRoute('pages/post/detail/index', { id: '9' }, ['/pages/home/post/index'])
    render(<StateView status="error" error={NOT_FOUND_TEXT} onRetry={() => {}} />)
    expect(screen.getByText('内容不存在或已删除')).toBeInTheDocument()
    expect(screen.queryByText('重新加载')).not.toBeInTheDocument()
    expect(screen.queryByText(/网络/)).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('返回'))
    expect(navigationLog.at(-1)?.method).toBe('navigateBack')
  })

  it("a server's refusal shows its message without blaming the network", () => {
    render(<StateView status="error" error="店铺已关闭" onRetry={() => {}} />)
    expect(screen.getByText('店铺已关闭')).toBeInTheDocument()
    expect(screen.queryByText(/网络/)).not.toBeInTheDocument()
  })
})
