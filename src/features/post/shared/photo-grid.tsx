import { View } from '@tarojs/components'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import './photo-grid.less'

/**
 * A post's photos: one large, four as two by two (as WeChat Moments lays them out), else a grid
 * of three across; a tap opens the full-screen preview.
 */
export function PhotoGrid({ images }: { images: string[] }) {
  if (!images.length) return null
  const layout = images.length === 1 ? 'post-photos--single' : images.length === 4 ? 'post-photos--four' : ''
  return (
    <View className={`post-photos ${layout}`}>
      {images.map((src, index) => (
        <Photo
          key={`${src}-${index}`}
          className="post-photos__photo"
          src={src}
          mode="aspectFill"
          lazyLoad
          onClick={(event) => {
            event.stopPropagation()
            void previewPhotos(images, index)
          }}
        />
      ))}
    </View>
  )
}
