import { COLOR } from '../theme'

/**
 * The tab bar's icons, drawn once. WeChat's tab bar takes only PNG/JPG files, so
 * scripts/render-tab-icons.ts rasterises these drawings into src/assets/tabbar/*.png; the H5 tab
 * bar (h5-tabbar.ts) shows them as inline SVG: no image requests in the first load.
 */
export const TAB_COLORS = { normal: COLOR.textWeak, selected: COLOR.accent, selectedFill: COLOR.accentSoft } as const

export type TabIcon = 'post' | 'stock' | 'trade' | 'account'

// 24x24 outline drawings; the selected state fills the shape's body in a light tint.
const DRAWINGS: Record<TabIcon, (stroke: string, fill: string) => string> = {
  post: (c, fill) =>
    `<path d="M4 5.5h11a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2z" fill="${fill}" stroke="${c}"/>` +
    `<path d="M17 9h3a2 2 0 0 1 2 2v5.5a2 2 0 0 1-2 2h-.5V21l-3.2-2.5H12" fill="none" stroke="${c}"/>` +
    `<circle cx="6.5" cy="10.5" r="1" fill="${c}"/><circle cx="9.5" cy="10.5" r="1" fill="${c}"/><circle cx="12.5" cy="10.5" r="1" fill="${c}"/>`,
  stock: (c, fill) =>
    `<path d="M12 2.8l8.5 4.4v9.6L12 21.2l-8.5-4.4V7.2z" fill="${fill}" stroke="${c}"/>` +
    `<path d="M3.6 7.3L12 11.6l8.4-4.3M12 11.6v9.4M7.8 5l8.4 4.4" fill="none" stroke="${c}"/>`,
  trade: (c, fill) => `<circle cx="12" cy="12" r="9.5" fill="${fill}" stroke="${c}"/>` + `<path d="M7.5 10h9l-3-3M16.5 14h-9l3 3" fill="none" stroke="${c}"/>`,
  account: (c, fill) => `<circle cx="12" cy="8" r="4.2" fill="${fill}" stroke="${c}"/>` + `<path d="M3.8 21c.6-4.4 4-7 8.2-7s7.6 2.6 8.2 7z" fill="${fill}" stroke="${c}"/>`,
}

/** The icon as an SVG document, `size` pixels square. */
export function tabIconSvg(icon: TabIcon, selected: boolean, size = 81): string {
  const body = selected ? DRAWINGS[icon](TAB_COLORS.selected, TAB_COLORS.selectedFill) : DRAWINGS[icon](TAB_COLORS.normal, 'none')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" ` +
    `stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`
  )
}
