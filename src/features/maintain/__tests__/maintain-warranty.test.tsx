import { screen } from '@testing-library/react'
import { renderPage } from '@test/render'
import DetailPage from '@/pages/maintain/order/detail/index'

// Another warranty than the usual 90 days: every text must follow the rule's figure.
vi.mock('@/features/maintain/machine', async (original) => ({ ...(await original<typeof import('@/features/maintain/machine')>()), WARRANTY_DAYS: 30 }))

describe('warranty text', () => {
  it('the order head states WARRANTY_DAYS, not a fixed figure', async () => {
    renderPage(<DetailPage />, 'pages/maintain/order/detail/index', { signedIn: true, query: { id: '9108' } })
    expect(await screen.findByText(/^保修 30 天，至 \d{4}-\d{2}-\d{2}$/)).toBeInTheDocument()
  })
})
