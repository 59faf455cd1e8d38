import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Photo, previewUrls } from '@/shared/ui/photo'
import { withImageHost } from '@/shared/media/url'
import './photo-grid.less'

/** A post's photos: one large, or a grid of three across; a tap opens the full-screen preview. */
export function PhotoGrid({ images }: { images: string[] }) {
  if (!images.length) return null
  const single = images.length === 1
  const preview = (current: string) => {
    void Taro.previewImage({ urls: previewUrls(images), current: withImageHost(current) })
  }
  return (
    <View className={`post-photos ${single ? 'post-photos--single' : ''}`}>
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
