/**
 * Media urls (spec section 3): what kind a url is, the image host for relative paths and the
 * resizing parameters of the image host (spec section 7).
 */
export const IMAGE_HOST = __IMAGE_HOST__
export const DEFAULT_IMAGE_WIDTH = 1280
export const DEFAULT_IMAGE_QUALITY = 80
export const VIDEO_SNAPSHOT = { width: 800, height: 600 } as const

const VIDEO_EXTENSIONS = ['mp4', 'mov', 'm4v', 'avi', 'wmv', 'flv', 'mkv', 'webm', '3gp', 'm3u8']

function extensionOf(url: string): string {
  return url.split(/[?#]/)[0].split('.').pop()?.toLowerCase() ?? ''
}

export const isDataImage = (url: string) => /^data:image\//i.test(url)
export const isBlobUrl = (url: string) => /^blob:/i.test(url)
/** Files the platform hands out before upload: wxfile://, http://tmp/, weapp's temp paths. */
export const isTempFile = (url: string) => /^(wxfile:\/\/|http:\/\/tmp\/|https?:\/\/usr\/|ttfile:\/\/)/i.test(url)
export const isHeic = (url: string) => ['heic', 'heif'].includes(extensionOf(url))
export const isSvg = (url: string) => extensionOf(url) === 'svg' || /^data:image\/svg/i.test(url)
/** WeChat's avatar hosts (the messaging platform's profile pictures). */
export const isWechatAvatar = (url: string) => /^https?:\/\/(thirdwx|wx)\.qlogo\.cn\//i.test(url)
/** Bundled assets: /static/…, /assets/… or relative asset paths. */
export const isStaticAsset = (url: string) => /^(\/|\.\/|\.\.\/)?(static|assets)\//i.test(url)
export const isVideo = (url: string) => VIDEO_EXTENSIONS.includes(extensionOf(url))

/** Whether the url is something the image host can resize. */
function isHosted(url: string): boolean {
  return !(isDataImage(url) || isBlobUrl(url) || isTempFile(url) || isSvg(url) || isWechatAvatar(url) || isStaticAsset(url))
}

/** Relative image paths receive the image host prefix; absolute and local urls stay as they are. */
export function withImageHost(url: string): string {
  if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || isStaticAsset(url)) return url
  return `${IMAGE_HOST.replace(/\/$/, '')}/${url.replace(/^\//, '')}`
}

export interface ResizeOptions {
  width?: number
  quality?: number
}

function appendQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}

/** The image-host url of a picture at a width and quality (jpg for heic), or a video's snapshot. */
export function resizedMedia(url: string, { width = DEFAULT_IMAGE_WIDTH, quality = DEFAULT_IMAGE_QUALITY }: ResizeOptions = {}): string {
  if (!url) return url
  const full = withImageHost(url)
  if (!isHosted(full) || !full.startsWith(IMAGE_HOST.replace(/\/$/, ''))) return full
  if (isVideo(full)) {
    return appendQuery(full, `x-oss-process=video/snapshot,t_0,f_jpg,w_${VIDEO_SNAPSHOT.width},h_${VIDEO_SNAPSHOT.height}`)
  }
  const format = isHeic(full) ? '/format,jpg' : ''
  return appendQuery(full, `x-oss-process=image/resize,w_${width}/quality,q_${quality}${format}`)
}
