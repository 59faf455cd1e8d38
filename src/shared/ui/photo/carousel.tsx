import { useState } from 'react'
import { ScrollView, Swiper, SwiperItem, Text, View } from '@tarojs/components'
import { Photo, previewPhotos } from '.'
import './carousel.less'

export interface PhotoCarouselProps {
  photos: string[]
  /** Height in px of the full-width strip. */
  height?: number
  /** Read aloud with each photo, e.g. the item's title. */
  label: string
}

/**
 * Full-width photos a dealer swipes through, with N/M and a tap for the full-screen viewer.
 * The mini-program gets its native swiper; H5 a scroll-snap strip, because Taro's H5 Swiper
 * carries the swiper library (44 KB gzip) into every page that shares Taro's component module.
 */
export function PhotoCarousel({ photos, height = 300, label }: PhotoCarouselProps) {
  const [current, setCurrent] = useState(0)
  const style = { height: `${height}px` }
  const slide = (url: string, index: number) => (
    <Photo
      className="photo-carousel__photo"
      style={style}
      src={url}
      mode="aspectFill"
      alt={`${label} 第${index + 1}张，共${photos.length}张`}
      onClick={() => void previewPhotos(photos, index)}
    />
  )
  return (
    <View className="photo-carousel" style={style}>
      {process.env.TARO_ENV === 'weapp' ? (
        <Swiper className="photo-carousel__strip" style={style} onChange={(event) => setCurrent(event.detail.current)}>
          {photos.map((url, index) => (
            <SwiperItem key={url}>{slide(url, index)}</SwiperItem>
          ))}
        </Swiper>
      ) : (
        <ScrollView
          className="photo-carousel__strip photo-carousel__strip--snap"
          style={style}
          scrollX
          onScroll={(event) => {
            const { scrollLeft, scrollWidth } = event.detail
            const width = scrollWidth / Math.max(1, photos.length)
            setCurrent(Math.min(photos.length - 1, Math.max(0, Math.round(scrollLeft / width))))
          }}
        >
          {photos.map((url, index) => (
            <View key={url} className="photo-carousel__slide">
              {slide(url, index)}
            </View>
          ))}
        </ScrollView>
      )}
      {photos.length > 1 && (
        <Text className="photo-carousel__counter">
          {current + 1}/{photos.length}
        </Text>
      )}
    </View>
  )
}
