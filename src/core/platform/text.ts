import Taro from '@tarojs/taro'

/**
 * A query value as text: percent-escapes decoded once; a malformed escape (a raw '%', as in
 * 100%折扣) is kept as it came instead of throwing while a page renders.
 */
export function decodeParam(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    // Decode the well-formed escapes (the 折扣 of 100%折扣 as a browser sends it), keep the rest.
    return value.replace(/(%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run)
      } catch {
        return run
      }
    })
  }
}

/**
 * The page's title for the platform's own bar and the browser tab, always as text. Taro's H5
 * setNavigationBarTitle writes it into the page as HTML (a title from a link could run script
 * in the app's origin), so H5 sets document.title, which is text by definition.
 */
export function setPageTitle(title: string): void {
  if (process.env.TARO_ENV === 'h5') {
    document.title = title
    return
  }
  void Taro.setNavigationBarTitle({ title })
}
