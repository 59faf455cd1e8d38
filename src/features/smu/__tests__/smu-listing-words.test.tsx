import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderPage } from '@test/render'
import { recordQueries } from '@test/server'
import SmuFormPage from '@/pages/product/smu/form/index'

/** The first catalogue row of the SKU sheet, once it shows. */
const firstSku = () =>
  waitFor(() => {
    const row = document.querySelector('.smu-sku')
    expect(row).not.toBeNull()
    return row as HTMLElement
  })

describe('寄拍 form: the shared listing words', () => {
  it('refuses a description naming a fake (原单, as recycling does) before saving, naming the word', async () => {
    renderPage(<SmuFormPage />, 'pages/product/smu/form/index', { signedIn: true })
    const saved = recordQueries('/product/smu/save')
    fireEvent.click(await screen.findByText('从商品库选择'))
    fireEvent.click(await firstSku())
    const area = await waitFor(() => screen.getAllByPlaceholderText('成色细节、购买渠道、使用情况等').find((element) => element.tagName === 'TEXTAREA')!)
    fireEvent.input(area, { target: { value: '原单皮料，做工好' }, detail: { value: '原单皮料，做工好' } })
    fireEvent.click(screen.getByText('存草稿'))
    expect(await screen.findByText('描述含有违禁词「原单」，平台不接受仿品')).toBeInTheDocument()
    expect(saved).toHaveLength(0)
  })
})
