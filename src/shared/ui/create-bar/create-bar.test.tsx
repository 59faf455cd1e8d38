import { fireEvent, render, screen } from '@testing-library/react'
import { navigationLog, setRoute } from '@test/taro'
import { PageLayout } from '@/shared/ui/page-layout'
import { CreateBar } from '.'

describe('CreateBar', () => {
  it('is a full-width primary button in the page footer', () => {
    setRoute('pages/stock/order/lock/list/index')
    render(<PageLayout footer={<CreateBar text="新建锁单" path="pages/stock/order/lock/create/index" />}>内容</PageLayout>)
    const button = screen.getByText('新建锁单').closest('.nut-button')
    expect(button).toHaveClass('nut-button-primary', 'nut-button-block')
    expect(button?.closest('.page-layout__footer')).not.toBeNull()
  })

  it('opens the page it names, with its query', () => {
    render(<CreateBar text="商品入库" path="pages/stock/inventory/stock/detail/index" query={{ mode: 'create' }} />)
    fireEvent.click(screen.getByText('商品入库'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/stock/inventory/stock/detail/index?mode=create' })
  })
})
