import { checkBidAmount, raiseOptions } from '../bidding/amount'
import { extendRuleText } from '../extend-rules'
import { incrementAt, isOnLadder, needsConfirmation, nextBid, raiseBy, roundUpToLadder } from '../ladder'

const Y = 100 // cents per yuan

describe('the increment ladder', () => {
  it.each([
    [0, 100],
    [4_999, 100],
    [5_000, 200],
    [9_800, 200],
    [10_000, 500],
    [49_500, 500],
    [50_000, 1_000],
    [1_200_000, 1_000],
  ])('from ¥%i the step is ¥%i', (price, step) => {
    expect(incrementAt(price * Y)).toBe(step * Y)
  })

  it('the next bid is the start price before any bid, then one step above the leader', () => {
    expect(nextBid(null, 8_000 * Y)).toBe(8_000 * Y)
    expect(nextBid(4_900 * Y, 1_000 * Y)).toBe(5_000 * Y)
    expect(nextBid(9_900 * Y, 1_000 * Y)).toBe(10_100 * Y)
    expect(nextBid(49_500 * Y, 1_000 * Y)).toBe(50_000 * Y)
  })

  it('raises walk the ladder across rungs; one step is the next valid bid itself', () => {
    expect(raiseBy(4_800 * Y, 0, 1)).toBe(4_900 * Y)
    expect(raiseBy(4_800 * Y, 0, 3)).toBe(5_200 * Y) // 4,900 → 5,000 → 5,200
    expect(raiseBy(null, 8_000 * Y, 1)).toBe(8_000 * Y) // before any bid: the start price
  })

  it('加1档 offers exactly the least allowed bid (¥3,400 over ¥3,300, not ¥3,500), as the server takes it', () => {
    const options = raiseOptions(3_300 * Y, 1_000 * Y)
    expect(options.map((option) => [option.steps, option.cents])).toEqual([
      [1, 3_400 * Y],
      [2, 3_500 * Y],
      [5, 3_800 * Y],
    ])
    expect(options[0].cents).toBe(nextBid(3_300 * Y, 1_000 * Y))
    for (const option of options) expect(isOnLadder(option.cents, 3_300 * Y, 1_000 * Y)).toBe(true)
    // Across a rung: over ¥4,800 the raises are ¥4,900, ¥5,000, ¥5,600 (¥200 steps from ¥5,000).
    expect(raiseOptions(4_800 * Y, 0).map((option) => option.cents)).toEqual([4_900 * Y, 5_000 * Y, 5_600 * Y])
  })

  it('a bid is valid at the next bid or on a whole step of its rung above it', () => {
    expect(isOnLadder(12_500 * Y, 12_000 * Y, 0)).toBe(true)
    expect(isOnLadder(13_000 * Y, 12_000 * Y, 0)).toBe(true)
    expect(isOnLadder(12_530 * Y, 12_000 * Y, 0)).toBe(false)
    expect(isOnLadder(12_000 * Y, 12_000 * Y, 0)).toBe(false)
    expect(isOnLadder(7_777 * Y, null, 7_777 * Y)).toBe(true) // the start price itself, off any grid
    expect(isOnLadder(12_500.5 * Y, 12_000 * Y, 0)).toBe(false)
  })

  it('rounds a typed amount up to the nearest valid bid', () => {
    expect(roundUpToLadder(12_530 * Y, 12_000 * Y, 0)).toBe(13_000 * Y)
    expect(roundUpToLadder(100 * Y, 12_000 * Y, 0)).toBe(12_500 * Y)
    expect(roundUpToLadder(9_950 * Y, 9_000 * Y, 0)).toBe(10_000 * Y)
    for (const typed of [4_950, 5_050, 9_999, 49_999, 50_001, 123_456]) {
      const rounded = roundUpToLadder(typed * Y, 4_000 * Y, 0)
      expect(isOnLadder(rounded, 4_000 * Y, 0)).toBe(true)
      expect(rounded).toBeGreaterThanOrEqual(typed * Y)
    }
  })

  it('asks to confirm a bid far above the next one (a mistyped extra zero)', () => {
    expect(needsConfirmation(12_500 * Y, 12_000 * Y, 0)).toBe(false)
    expect(needsConfirmation(18_750 * Y, 12_000 * Y, 0)).toBe(false)
    expect(needsConfirmation(125_000 * Y, 12_000 * Y, 0)).toBe(true)
  })
})

describe('a typed custom bid', () => {
  it('says what is wrong in Chinese, with the amount to use instead, and nothing once fixed', () => {
    expect(checkBidAmount('', 12_000 * Y, 0)).toEqual({ cents: null, error: '', suggestion: null })
    expect(checkBidAmount('12abc', 12_000 * Y, 0).error).toBe('出价格式不正确，最多两位小数')
    expect(checkBidAmount('12000', 12_000 * Y, 0)).toEqual({ cents: null, error: '出价不能低于¥12,500', suggestion: 12_500 * Y })
    expect(checkBidAmount('12530', 12_000 * Y, 0)).toEqual({ cents: null, error: '出价须按加价幅度¥500递增', suggestion: 13_000 * Y })
    expect(checkBidAmount('13000', 12_000 * Y, 0)).toEqual({ cents: 13_000 * Y, error: '', suggestion: null })
    expect(checkBidAmount('1,3000', 12_000 * Y, 0).cents).toBe(13_000 * Y)
  })
})

describe('the extension rule', () => {
  it('reads as the dealer expects', () => {
    expect(extendRuleText(300, 300)).toBe('结束前5分钟内出价，结束时间顺延至出价后5分钟')
    expect(extendRuleText(20, 20, 20)).toBe('结束前20秒内出价，结束时间顺延至出价后20秒（最多顺延20次）')
    expect(extendRuleText(90, 60)).toBe('结束前1分30秒内出价，结束时间顺延至出价后1分钟')
  })
})
