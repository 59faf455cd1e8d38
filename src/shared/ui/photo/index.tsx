import { Image, type ImageProps } from '@tarojs/components'
import { withImageHost } from '@/shared/media/url'

/**
 * An image from the backend: relative paths get the image host (spec section 3), absolute,
 * local and temporary files stay as they are.
 */
export function Photo(props: ImageProps) {
  return <Image {...props} src={withImageHost(props.src)} />
}

/** Full-screen preview of backend images, the tapped one first. */
export function previewUrls(urls: string[]): string[] {
  return urls.map(withImageHost)
}
