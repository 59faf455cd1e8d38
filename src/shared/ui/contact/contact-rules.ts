/** Rules of contacting a shop, shared by the contact sheet, the settings and the mock backend. */
export const INQUIRY_MIN_TEXT = 2
export const INQUIRY_MAX_TEXT = 200
/** WeChat's own rule for an id: 6–20 letters, digits, _ or -, starting with a letter. */
const WECHAT_PATTERN = /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/

/** The message under the inquiry's text, or undefined when it may be sent. */
export function checkInquiryMessage(message: unknown): string | undefined {
  const text = typeof message === 'string' ? message.trim() : ''
  if (!text) return '请输入询价内容'
  if (text.length < INQUIRY_MIN_TEXT || text.length > INQUIRY_MAX_TEXT) return `询价内容应为${INQUIRY_MIN_TEXT}-${INQUIRY_MAX_TEXT}个字`
  return undefined
}

/** The message under the WeChat id, or undefined when it is fine (empty is fine while hidden). */
export function checkWechat(wechat: unknown, shown: boolean): string | undefined {
  const text = typeof wechat === 'string' ? wechat.trim() : ''
  if (!text) return shown ? '公开微信前请填写微信号' : undefined
  return WECHAT_PATTERN.test(text) ? undefined : '微信号为6-20位字母、数字、下划线或减号，以字母开头'
}

/** 13800138000 -> 138****8000. */
export function maskPhone(phone: string): string {
  return phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')
}
