import type { AccountType } from '../../src/core/api/account'
import type { ApplyStatus } from '../../src/features/member/api'

/** One trading-permission application as the mock keeps it (times in ms). */
export interface MemberApplyRecord {
  id: number
  applyNo: string
  accountId: number
  applicantType: AccountType
  companyName: string
  creditCode: string
  contactName: string
  idNumber: string
  contactPhone: string
  licensePhoto: string
  idFrontPhoto: string
  idBackPhoto: string
  shopPhotos: string[]
  categories: string[]
  note: string
  status: ApplyStatus
  submittedAt: number
  /** When the platform took it up (in_review), and when it decided. */
  reviewStartedAt: number | null
  reviewedAt: number | null
  rejectReason: string | null
  reapplyOf: number | null
  /** Reviewed by the mock's clock when read (made through the app), not fixed by the seed. */
  autoReview: boolean
}

const DAY = 24 * 3600 * 1000
const HOUR = 3600 * 1000

/** Valid sample documents (their check characters are right). */
export const SAMPLE_CREDIT_CODES = ['91440300MA5F8K2L1H', '91440300MA5G3N7P2M', '91310000MA1K4B6Q3Q'] as const
export const SAMPLE_ID_NUMBERS = ['44030519850612231X', '440304199003154211', '310104198811220032'] as const

/** What the seeded enterprise account's rejected application was refused for. */
export const SEEDED_REJECT_REASON = '营业执照照片不清晰，请重新上传'

/**
 * Seeded applications: the demo shop (20001) and the peer's account (20200) were approved long
 * ago (they hold PRODUCT_DETAIL_PRICE); the demo enterprise (20002) was rejected, so it can
 * reapply.
 */
export function seedMemberApplies(now: number): MemberApplyRecord[] {
  const base = {
    reapplyOf: null,
    autoReview: false,
    note: '',
  }
  return [
    {
      ...base,
      id: 61001,
      applyNo: 'SQ202609150001',
      accountId: 20001,
      applicantType: 'shop',
      companyName: '臻品名包汇',
      creditCode: SAMPLE_CREDIT_CODES[0],
      contactName: '王经理',
      idNumber: SAMPLE_ID_NUMBERS[0],
      contactPhone: '13800138000',
      licensePhoto: '/mock-images/goods-1.svg',
      idFrontPhoto: '/mock-images/goods-2.svg',
      idBackPhoto: '/mock-images/goods-3.svg',
      shopPhotos: ['/mock-images/goods-4.svg', '/mock-images/goods-5.svg'],
      categories: ['箱包', '腕表'],
      status: 'approved',
      submittedAt: now - 66 * DAY,
      reviewStartedAt: now - 66 * DAY + 2 * HOUR,
      reviewedAt: now - 65 * DAY,
      rejectReason: null,
    },
    {
      ...base,
      id: 61002,
      applyNo: 'SQ202608020002',
      accountId: 20200,
      applicantType: 'individual',
      companyName: '李记名表',
      creditCode: SAMPLE_CREDIT_CODES[2],
      contactName: '李老板',
      idNumber: SAMPLE_ID_NUMBERS[2],
      contactPhone: '13900139000',
      licensePhoto: '/mock-images/goods-6.svg',
      idFrontPhoto: '/mock-images/goods-7.svg',
      idBackPhoto: '/mock-images/goods-8.svg',
      shopPhotos: ['/mock-images/goods-9.svg'],
      categories: ['腕表'],
      status: 'approved',
      submittedAt: now - 110 * DAY,
      reviewStartedAt: now - 110 * DAY + 3 * HOUR,
      reviewedAt: now - 109 * DAY,
      rejectReason: null,
    },
    {
      ...base,
      id: 61003,
      applyNo: 'SQ202611170003',
      accountId: 20002,
      applicantType: 'enterprise',
      companyName: '臻品供应链（深圳）有限公司',
      creditCode: SAMPLE_CREDIT_CODES[1],
      contactName: '王建国',
      idNumber: SAMPLE_ID_NUMBERS[1],
      contactPhone: '13800138000',
      licensePhoto: '/mock-images/goods-10.svg',
      idFrontPhoto: '/mock-images/goods-11.svg',
      idBackPhoto: '/mock-images/goods-12.svg',
      shopPhotos: ['/mock-images/goods-13.svg', '/mock-images/goods-14.svg'],
      categories: ['箱包', '珠宝'],
      note: '主营中古箱包与珠宝',
      status: 'rejected',
      submittedAt: now - 3 * DAY,
      reviewStartedAt: now - 3 * DAY + HOUR,
      reviewedAt: now - 2 * DAY,
      rejectReason: SEEDED_REJECT_REASON,
    },
  ]
}
