import { fireEvent, screen, waitFor } from '@testing-library/react'
import { uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failWithEnvelope } from '@test/server'
import { shopStocks } from '@mocks/db'
import WarningFormPage from '@/pages/stock/inventory/warning/form/index'

const FORM = 'pages/stock/inventory/warning/form/index'
const NO_PRICE_ID = 194002
const rules = () => shopStocks()[20001].warningRules

describe('warning rule form failures', () => {
  it("says the server's refusal of a delete, and leaves the maintenance notice alone", async () => {
    renderPage(<WarningFormPage />, FORM, { signedIn: true, query: { id: String(NO_PRICE_ID) } })
    await screen.findByDisplayValue('未设置同行价')
    failWithEnvelope(`/stock/warning-rules/${NO_PRICE_ID}`, 409, '规则正在使用中')
    fireEvent.click(screen.getByText('删除规则'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('规则正在使用中'))

    failWithEnvelope(`/stock/warning-rules/${NO_PRICE_ID}`, 60001, '预计10分钟后恢复')
    fireEvent.click(screen.getByText('删除规则'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('系统维护中，预计10分钟后恢复'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(uiLog.toasts.at(-1)?.title).toBe('系统维护中，预计10分钟后恢复')
    expect(rules().some((rule) => rule.id === NO_PRICE_ID)).toBe(true)
  })
})
