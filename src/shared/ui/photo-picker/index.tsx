import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Photo, previewUrls } from '@/shared/ui/photo'
import { withImageHost } from '@/shared/media/url'
import { Close, Plus } from '@nutui/icons-react-taro'
import { chooseAndUploadImage, UPLOAD_FAILED } from '@/core/upload'
import { reportError } from '@/core/app/errors'
import './index.less'

export interface PhotoPickerProps {
  value: string[]
  onChange: (next: string[]) => void
  max?: number
  /** Under the grid, e.g. 最多9张，第一张为封面. */
  hint?: string
  error?: string
  /** Mark the first photo as the cover (default); off for receipts and other plain sets. */
  cover?: boolean
}

/** A grid of uploaded photos: tap + to choose and upload one, tap a photo to preview, × removes it. */
export function PhotoPicker({ value, onChange, max = 9, hint, error, cover = true }: PhotoPickerProps) {
  const [uploading, setUploading] = useState(false)

  const add = async () => {
    if (uploading) return
    setUploading(true)
    try {
      const url = await chooseAndUploadImage()
      onChange([...value, url])
    } catch (e) {
      reportError(e)
      // A cancelled choice is not a failure.
      const message = e instanceof Error ? e.message : ''
      if (!/cancel/i.test(message)) void Taro.showToast({ title: message || UPLOAD_FAILED, icon: 'none' })
    } finally {
      setUploading(false)
    }
  }

  return (
    <View className='photo-picker'>
      <View className='photo-picker__grid'>
        {value.map((url, index) => (
          <View key={`${url}-${index}`} className='photo-picker__cell'>
            <Photo className='photo-picker__image' src={url} mode='aspectFill' onClick={() => void Taro.previewImage({ urls: previewUrls(value), current: withImageHost(url) })} />
            <View className='photo-picker__remove' aria-label='删除图片' onClick={() => onChange(value.filter((_, n) => n !== index))}>
              <Close size={10} color='#fff' />
            </View>
            {cover && index === 0 && max > 1 && <Text className='photo-picker__cover'>封面</Text>}
          </View>
        ))}
        {value.length < max && (
          <View className='photo-picker__cell photo-picker__add' aria-label='添加图片' onClick={() => void add()}>
            {uploading ? <Text className='photo-picker__uploading'>上传中…</Text> : <Plus size={22} color='#8c867e' />}
          </View>
        )}
      </View>
      {(hint || error) && <View className={`photo-picker__hint ${error ? 'photo-picker__hint--error' : ''}`}>{error || hint}</View>}
    </View>
  )
}
