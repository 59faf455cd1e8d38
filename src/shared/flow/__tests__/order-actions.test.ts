import { allowedActions, cancelConfirm } from '../order-actions'

const noop = () => undefined

describe('allowedActions: the server’s allowed actions drive the footer', () => {
  const table = [
    { when: 'cancel', key: 'cancel', text: '取消订单', kind: 'danger' as const, onTap: noop },
    { when: ['acceptAll', 'acceptSome'] as const, key: 'diagnose', text: '查看报价', onTap: noop },
    { when: 'pay', key: 'pay', text: '去支付', kind: 'primary' as const, onTap: noop },
  ]

  it('offers only the allowed ones, in the table’s order, without the rule', () => {
    expect(allowedActions(['pay', 'cancel'], table)).toEqual([
      { key: 'cancel', text: '取消订单', kind: 'danger', onTap: noop },
      { key: 'pay', text: '去支付', kind: 'primary', onTap: noop },
    ])
  })

  it('offers a button for any one of its actions, once', () => {
    expect(allowedActions(['acceptSome'], table).map((action) => action.key)).toEqual(['diagnose'])
    expect(allowedActions(['acceptAll', 'acceptSome'], table).map((action) => action.key)).toEqual(['diagnose'])
  })

  it('offers nothing when the server allows nothing', () => {
    expect(allowedActions([], table)).toEqual([])
  })
})

describe('cancelConfirm', () => {
  it('is destructive, with 确认取消 / 再想想', () => {
    expect(cancelConfirm('取消订单？', '取消后订单关闭。')).toEqual({
      title: '取消订单？',
      content: '取消后订单关闭。',
      confirmText: '确认取消',
      cancelText: '再想想',
      danger: true,
    })
  })
})
