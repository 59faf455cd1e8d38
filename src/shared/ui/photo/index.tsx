import Taro from '@tarojs/taro'
import { Image, type ImageProps } from '@tarojs/components'
import { reportError } from '@/core/app/errors'
import { withImageHost } from '@/shared/media/url'

/**
 * An image from the backend: relative paths get the image host (spec section 3), absolute,
 * local and temporary files stay as they are.
 */
export function Photo({ alt = '', ...props }: ImageProps & { alt?: string }) {
  // The inner <img> gets `alt` (empty: decorative, where the text beside it names the piece);
  // the mini-program reads aria-label.
  return <Image {...props} src={withImageHost(props.src)} ariaLabel={alt || undefined} imgProps={{ alt }} />
}

/** Full-screen preview of backend images, the tapped one first. */
export function previewUrls(urls: string[]): string[] {
  return urls.map(withImageHost)
}

/**
 * The one photo viewer of every screen, full screen with 1/N and saving: WeChat's own in the
 * mini-program, the app's viewer on H5 and in the native app. `current` is the index or the url
 * of the photo shown first.
 */
export async function previewPhotos(urls: string[], current: number | string = 0): Promise<void> {
  const full = previewUrls(urls)
  const index = typeof current === 'number' ? current : Math.max(0, full.indexOf(withImageHost(current)))
  if (!full.length) return
  // The build constant itself, not isWeapp: H5 builds then leave out Taro's previewImage, which
  // carries the swiper library (44 KB gzip) into the first load.
  if (process.env.TARO_ENV === 'weapp') {
    await Taro.previewImage({ urls: full, current: full[index] ?? full[0] }).catch(reportError)
  } else if (process.env.TARO_ENV === 'h5') {
    // Loaded on first use and only on H5: the mini-program bundle carries none of it.
    try {
      const { openPhotoViewer } = await import(/* webpackChunkName: "photo-viewer" */ './viewer')
      openPhotoViewer(full, index)
    } catch (error) {
      reportError(error)
    }
  }
}
