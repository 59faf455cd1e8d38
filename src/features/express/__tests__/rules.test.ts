import { compensationText, declaredTextError, insuranceFeeCents, trackingTimeline, waybillError, canRefresh } from '../rules'

describe('express rules', () => {
  it('de-duplicates carrier events and sorts them by event time, exceptions marked', () => {
    const events = [
      { at: '2026-11-28T10:00:00.000Z', code: '派件', text: '派送中' },
      { at: '2026-11-28T08:00:00.000Z', code: '揽收', text: '已揽收' },
      { at: '2026-11-28T09:00:00.000Z', code: '拒签', text: '收件人拒收' },
      { at: '2026-11-28T08:00:00.000Z', code: '揽收', text: '已揽收 ' },
      { at: '2026-11-28T09:00:00+00:00', code: '拒签', text: '收件人拒收' },
    ]
    const timeline = trackingTimeline(events)
    expect(timeline.map((event) => event.code)).toEqual(['揽收', '拒签', '派件'])
    expect(timeline.map((event) => event.exception)).toEqual([false, true, false])
    expect(timeline[1]).toMatchObject({ label: '拒签', state: 'exception' })
    expect(timeline[2]).toMatchObject({ label: '派送中', state: 'delivering' })
  })

  it('fee and the proportional rule', () => {
    expect([0, 1, 50_000, 50_001, 100_000, 100_001].map(insuranceFeeCents)).toEqual([0, 100, 100, 200, 200, 501])
    expect(compensationText(1_000_000, 2_000_000)).toContain('只按损失的 50% 比例赔付')
    expect(compensationText(2_000_000, 2_000_000)).toContain('足额保价')
  })

  it('declared value typed: whole yuan, above 0, within the item and the online cap', () => {
    expect(declaredTextError('', null)).toBe('请输入声明价值')
    expect(declaredTextError('12.5', null)).toBe('声明价值须为整数元')
    expect(declaredTextError('0', null)).toBe('声明价值须大于0元')
    expect(declaredTextError('3001', 300_000)).toBe('声明价值不能高于物品价值 ¥3,000')
    expect(declaredTextError('20001', null)).toMatch(/^线上保价最高 ¥20,000/)
    expect(declaredTextError('20000', null)).toBeUndefined()
  })

  it('never a strict waybill pattern: non-empty and at most 32 characters', () => {
    expect(waybillError('  ')).toBe('请输入快递单号')
    expect(waybillError('sf-12 34')).toBeUndefined()
    expect(waybillError('A'.repeat(32))).toBeUndefined()
    expect(waybillError('A'.repeat(33))).toBe('快递单号不超过32个字符')
  })

  it('refresh: not before nextRefreshAt, never once signed (null)', () => {
    expect(canRefresh(null, Date.now())).toBe(false)
    expect(canRefresh('2026-11-28T10:00:00.000Z', Date.parse('2026-11-28T09:59:00.000Z'))).toBe(false)
    expect(canRefresh('2026-11-28T10:00:00.000Z', Date.parse('2026-11-28T10:00:00.000Z'))).toBe(true)
  })
})
