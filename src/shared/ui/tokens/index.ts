/**
 * The palette for the places CSS cannot reach (Taro.showModal's confirmColor, canvas, native
 * bars). The same values are the CSS variables of tokens.less; a test keeps the two equal.
 */
export const COLOR = {
  accent: '#86591f',
  danger: '#d13438',
} as const
