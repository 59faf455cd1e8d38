import { CATEGORIES } from '@/core/api/catalogue'
import type { AccountType } from '@/core/api/account'
import { noteError } from '@/shared/rules/reason'
import { personNameError, phoneError } from '@/shared/rules/shipping'
import { APPLICANT_TYPE_TEXT, type ApplyInput } from './api'

/**
 * The rules of a trading-permission application, shared by the form (messages under the fields)
 * and the mock backend (the first message as a 400). Empty when valid.
 */

export const MAX_SHOP_PHOTOS = 6
/** Fields in the order they stand on the form. */
export const APPLY_FIELDS = [
  'applicantType',
  'companyName',
  'creditCode',
  'contactName',
  'idNumber',
  'contactPhone',
  'licensePhoto',
  'idFrontPhoto',
  'idBackPhoto',
  'shopPhotos',
  'categories',
  'note',
  'agreed',
] as const
export type ApplyErrors = Partial<Record<(typeof APPLY_FIELDS)[number], string>>

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK = '10X98765432'

export const normaliseCode = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : '')

/** GB 32100-2015: 18 characters of the code's alphabet, the last a check character mod 31. */
export function isValidCreditCode(value: string): boolean {
  const code = normaliseCode(value)
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false
  let sum = 0
  for (let i = 0; i < 17; i += 1) sum += CREDIT_CHARS.indexOf(code[i]) * CREDIT_WEIGHTS[i]
  const check = (31 - (sum % 31)) % 31
  return CREDIT_CHARS[check] === code[17]
}

/** GB 11643-1999: 18 characters, a real birth date, the last a check digit (or X) mod 11. */
export function isValidIdNumber(value: string): boolean {
  const id = normaliseCode(value)
  if (!/^\d{17}[\dX]$/.test(id)) return false
  const year = Number(id.slice(6, 10))
  const month = Number(id.slice(10, 12))
  const day = Number(id.slice(12, 14))
  const birth = new Date(Date.UTC(year, month - 1, day))
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day || birth.getTime() > Date.now()) return false
  let sum = 0
  for (let i = 0; i < 17; i += 1) sum += Number(id[i]) * ID_WEIGHTS[i]
  return ID_CHECK[sum % 11] === id[17]
}

/** 110101********123X: the region and the last four only. */
export function maskIdNumber(value: string): string {
  const id = normaliseCode(value)
  return id.length < 10 ? id : `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}`
}

export function companyLabel(type: AccountType | ''): string {
  return type === 'enterprise' ? '企业名称' : type === 'individual' ? '经营者/店号' : '店铺名称'
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const photo = (value: unknown) => typeof value === 'string' && value.trim() !== ''

function drop(errors: ApplyErrors): ApplyErrors {
  for (const key of Object.keys(errors) as (keyof ApplyErrors)[]) if (!errors[key]) delete errors[key]
  return errors
}

/** Every message of an application; `accountType` is the account's own (the type must match it). */
export function checkApply(input: Partial<ApplyInput>, accountType?: AccountType): ApplyErrors {
  const name = text(input.companyName)
  const credit = normaliseCode(input.creditCode)
  const id = normaliseCode(input.idNumber)
  const shopPhotos = Array.isArray(input.shopPhotos) ? input.shopPhotos.filter(photo) : []
  const categories = Array.isArray(input.categories) ? input.categories : []
  const type = input.applicantType
  return drop({
    applicantType: !type
      ? '请选择申请主体'
      : !(type in APPLICANT_TYPE_TEXT)
        ? '申请主体无效'
        : accountType && type !== accountType
          ? `申请主体需与当前账号一致（${APPLICANT_TYPE_TEXT[accountType]}）`
          : undefined,
    companyName: !name ? `请输入${companyLabel(type ?? '')}` : name.length < 2 || name.length > 50 ? `${companyLabel(type ?? '')}应为2-50个字` : undefined,
    creditCode: !credit ? '请输入统一社会信用代码' : credit.length !== 18 ? '统一社会信用代码应为18位' : !isValidCreditCode(credit) ? '统一社会信用代码有误，请核对' : undefined,
    contactName: personNameError(input.contactName, '法人/联系人姓名'),
    // Reapplying, an empty ID number keeps the rejected application's.
    idNumber: !id ? (input.reapplyOf ? undefined : '请输入身份证号') : id.length !== 18 ? '身份证号应为18位' : !isValidIdNumber(id) ? '身份证号有误，请核对' : undefined,
    contactPhone: phoneError(input.contactPhone, '联系电话'),
    licensePhoto: photo(input.licensePhoto) ? undefined : '请上传营业执照照片',
    idFrontPhoto: photo(input.idFrontPhoto) ? undefined : '请上传身份证人像面',
    idBackPhoto: photo(input.idBackPhoto) ? undefined : '请上传身份证国徽面',
    shopPhotos: !shopPhotos.length ? '请上传至少1张店铺照片' : shopPhotos.length > MAX_SHOP_PHOTOS ? `店铺照片最多${MAX_SHOP_PHOTOS}张` : undefined,
    categories: !categories.length ? '请选择主营品类' : categories.some((category) => !(CATEGORIES as readonly string[]).includes(category)) ? '主营品类无效' : undefined,
    note: noteError(input.note, '备注'),
    agreed: input.agreed === true ? undefined : '请阅读并同意《平台交易规则》',
  })
}
