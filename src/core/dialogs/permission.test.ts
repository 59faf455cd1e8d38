import { modalAnswers, navigationLog, uiLog } from '@test/taro'
import { showPermissionDialog } from './permission'

const toApp = (operation: string) => `/pages/guide/to-app/index?operation=${encodeURIComponent(operation)}`

describe('the deposit dialog (充值 / 再想想)', () => {
  it("opens the server's pay order in the cashier when it names one", async () => {
    const confirmed = await showPermissionDialog('deposit', {
      title: '需要缴纳保证金',
      content: '参与「爱马仕专场」竞拍需缴纳保证金¥2,000',
      btnLink: '/pages/order/pay/index?payOrderNo=PO123',
    })
    expect(confirmed).toBe(true)
    expect(uiLog.modals[0]).toMatchObject({ title: '需要缴纳保证金', content: '参与「爱马仕专场」竞拍需缴纳保证金¥2,000', confirmText: '充值', cancelText: '再想想' })
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/order/pay/index?payOrderNo=PO123' })
  })

  it('opens an https link in the web-view', async () => {
    await showPermissionDialog('deposit', { btnLink: 'https://pay.example.com/deposit?id=1' })
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/web-view/index?src=${encodeURIComponent('https://pay.example.com/deposit?id=1')}` })
  })

  it('without a link (or with one the app cannot open) still guides the dealer to the native app', async () => {
    await showPermissionDialog('deposit', {})
    expect(uiLog.modals[0].content).toBe('参与竞拍需要先缴纳保证金，充值请前往APP操作。')
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: toApp('保证金充值') })
    await showPermissionDialog('deposit', { btnLink: 'javascript:alert(1)' })
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: toApp('保证金充值') })
  })

  it('再想想 goes nowhere', async () => {
    modalAnswers.push(false)
    expect(await showPermissionDialog('deposit', { btnLink: '/pages/order/pay/index?payOrderNo=PO123' })).toBe(false)
    expect(navigationLog).toEqual([])
  })
})

describe('the real-name dialog (去实名 / 再想想)', () => {
  it('is done in the native app, whatever link comes with it', async () => {
    await showPermissionDialog('realName', { btnLink: '/pages/order/pay/index?payOrderNo=PO1' })
    expect(uiLog.modals[0]).toMatchObject({ confirmText: '去实名', cancelText: '再想想' })
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: toApp('实名认证') })
  })
})
