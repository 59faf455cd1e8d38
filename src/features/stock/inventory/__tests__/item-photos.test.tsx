import { fireEvent, screen, within } from '@testing-library/react'
import { renderPage } from '@test/render'
import ItemDetailPage from '@/pages/stock/inventory/stock/detail/index'
import { stockItemByCode } from '@test/stock'

describe('item detail photos', () => {
  it('opens the one viewer on the tapped photo, with 1/N', async () => {
    const subject = stockItemByCode('ZP10000')
    expect(subject.photos.length).toBeGreaterThan(1)
    renderPage(<ItemDetailPage />, 'pages/stock/inventory/stock/detail/index', { signedIn: true, query: { id: String(subject.id) } })
    expect(await screen.findByText(subject.title)).toBeInTheDocument()
    const photos = document.querySelectorAll('.photo-carousel__photo')
    fireEvent.click(photos[1].querySelector('img') ?? photos[1])
    const viewer = await screen.findByRole('dialog', { name: '图片预览' })
    expect(viewer.querySelector('.photo-viewer__count')).toHaveTextContent(`2/${subject.photos.length}`)
    fireEvent.click(within(viewer).getByLabelText('关闭'))
    expect(screen.queryByRole('dialog', { name: '图片预览' })).not.toBeInTheDocument()
  })
})
