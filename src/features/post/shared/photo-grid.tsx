import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Photo, previewUrls } from '@/shared/ui/photo'
import { withImageHost } from '@/shared/media/url'
import './photo-grid.less'

/**
 * A post's photos: one large, four as two by two (as WeChat Moments lays them out), else a grid
 * of three across; a tap opens the full-screen preview.
 */
export function PhotoGrid({ images }: { images: string[] }) {
  if (!images.length) return null
  const layout = images.length === 1 ? 'post-photos--single' : images.length === 4 ? 'post-photos--four' : ''
  const preview = (current: string) => {
    void Taro.previewImage({ urls: previewUrls(images), current: withImageHost(current) })
  }
  return (
    <View className={`post-photos ${layout}`}>
      {images.map((src, index) => (
        <Photo
          key={`${src}-${index}`}
          className='post-photos__photo'
          src={src}
          mode='aspectFill'
          lazyLoad
          onClick={(event) => {
            event.stopPropagation()
            preview(src)
          }}
        />
      ))}
    </View>
  )
}
