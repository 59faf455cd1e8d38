import { View } from '@tarojs/components'
import { Photo, previewPhotos } from '.'
import './photo-row.less'

/** Photos as a row of 72 px thumbnails (nothing without photos); tapping one opens the viewer on it. */
export function PhotoRow({ photos, label = '' }: { photos: readonly string[]; /** Read aloud with each photo. */ label?: string }) {
  if (!photos.length) return null
  return (
    <View className="photo-row">
      {photos.map((photo, index) => (
        <Photo
          key={photo + index}
          className="photo-row__photo"
          src={photo}
          mode="aspectFill"
          alt={label ? `${label} 第${index + 1}张` : ''}
          onClick={() => void previewPhotos([...photos], index)}
        />
      ))}
    </View>
  )
}
