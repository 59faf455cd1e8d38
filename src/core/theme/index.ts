/**
 * The palette for the places CSS cannot reach (Taro.showModal's confirmColor, canvas, QR codes,
 * native bars, the tab-bar icons). The same values are the CSS variables of tokens.less
 * (`text` is --app-text, `textWeak` --app-text-weak…); a test keeps the two equal.
 */
export const COLOR = {
  text: '#1f1c19',
  textWeak: '#6b645c',
  surface: '#ffffff',
  pageBackground: '#f6f5f3',
  accent: '#86591f',
  accentSoft: 'rgba(216, 178, 122, 0.2)',
  danger: '#d13438',
} as const

/** Colours for inline styles and icon props: the CSS variables themselves, so they follow tokens.less. */
export const CSS_COLOR = {
  text: 'var(--app-text)',
  textWeak: 'var(--app-text-weak)',
  textFaint: 'var(--app-text-faint)',
  surface: 'var(--app-surface)',
  accent: 'var(--app-accent)',
  success: 'var(--app-success)',
} as const
