/**
 * Words a listing may not carry: they name a fake or an unauthorised copy. One list for every
 * listing the platform shows other dealers (寄拍, 回收), read by the app's forms and the mock
 * backend's refusals alike.
 */
export const BANNED_LISTING_WORDS = ['原单', '高仿', '精仿', '仿品', 'A货', '超A', '复刻', '1:1', '仿'] as const

/** Longest first, so that 高仿 is named rather than the 仿 inside it. */
const BY_LENGTH = [...BANNED_LISTING_WORDS].sort((a, b) => b.length - a.length)

/** The first banned word in `text` (case-insensitive: a货 is A货; 1：1 is 1:1), else null. */
export function bannedWordIn(text: string): string | null {
  const plain = text.toUpperCase().replace(/：/g, ':')
  return BY_LENGTH.find((word) => plain.includes(word.toUpperCase())) ?? null
}

/** 标题含有违禁词「原单」，平台不接受仿品; undefined when clean. */
export function listingWordError(text: string, label: string): string | undefined {
  const word = bannedWordIn(text)
  return word ? `${label}含有违禁词「${word}」，平台不接受仿品` : undefined
}
