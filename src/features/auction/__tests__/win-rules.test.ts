import { buyerFeeCents, depositOffsetCents, insuranceCents, shippingCents, winBill } from '../win-rules'

describe("a won lot's bill (win-rules)", () => {
  it('charges 5% buyer fee with a ¥50 floor, 0.3% insurance to the fen, ¥30 shipping (¥60 to remote provinces)', () => {
    expect(buyerFeeCents(50_000)).toBe(5_000)
    expect(buyerFeeCents(1_000_000)).toBe(50_000)
    expect(buyerFeeCents(1_234_567)).toBe(61_728)
    expect(insuranceCents(1_000_000)).toBe(3_000)
    expect(insuranceCents(1_234_567)).toBe(3_704)
    expect(shippingCents('广东省')).toBe(3_000)
    expect(shippingCents('西藏自治区')).toBe(6_000)
  })

  it('takes the deposit off, never below zero due; no shipping line until an address is known', () => {
    expect(depositOffsetCents(200_000, 150_000)).toBe(150_000)
    const small = winBill({ hammerCents: 50_000, province: '广东省', paidDepositCents: 500_000 })
    expect(small.amountDueCents).toBe(0)
    const bill = winBill({ hammerCents: 1_000_000, province: null, paidDepositCents: 200_000 })
    expect(bill.lines.map((line) => line.kind)).toEqual(['hammer', 'buyerFee', 'insurance', 'depositOffset'])
    expect(bill.amountDueCents).toBe(1_000_000 + 50_000 + 3_000 - 200_000)
  })
})
