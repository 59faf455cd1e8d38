import { useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Photo, previewUrls } from '@/shared/ui/photo'
import { withImageHost } from '@/shared/media/url'
import { Close, Plus } from '@nutui/icons-react-taro'
import { chooseImagePath, uploadImage, UPLOAD_FAILED } from '@/core/upload'
import { CHOOSE_DENIED, offerAlbumSettings } from '@/core/native/actions'
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
  /** A photo is being chosen or uploaded (true) or that has ended (false): a form waits to save. */
  onUploadingChange?: (uploading: boolean) => void
}

/** What a failed choice or upload says: an Error's message, or a mini-program API's errMsg. */
function failureText(error: unknown): string {
  if (error instanceof Error) return error.message
  const errMsg = (error as { errMsg?: unknown } | null)?.errMsg
  return typeof errMsg === 'string' ? errMsg : ''
}

/** A grid of uploaded photos: tap + to choose and upload one, tap a photo to preview, × removes it. */
export function PhotoPicker({ value, onChange, max = 9, hint, error, cover = true, onUploadingChange }: PhotoPickerProps) {
  const [uploading, setUploading] = useState(false)
  const busy = useRef(false)
  // The photos as they are when an upload ends (one may have been removed meanwhile).
  const latest = useRef({ value, onChange, onUploadingChange })
  latest.current = { value, onChange, onUploadingChange }

  const busyChange = (next: boolean) => {
    busy.current = next
    setUploading(next)
    latest.current.onUploadingChange?.(next)
  }

  const failed = async (e: unknown) => {
    reportError(e)
    // The mini-program was refused the album or camera: the dialog that leads to the settings.
    if (await offerAlbumSettings(e, CHOOSE_DENIED)) return
    // A cancelled choice (weapp: errMsg 'chooseImage:fail cancel') is not a failure.
    const message = failureText(e)
    if (!/cancel/i.test(message)) void Taro.showToast({ title: message && !/:fail/.test(message) ? message : UPLOAD_FAILED, icon: 'none' })
  }

  // Busy (and the form waiting) only while an upload runs: a file dialog closed on H5 may never
  // answer, and must leave neither + nor the form's save button stuck.
  const add = async () => {
    if (busy.current) return
    let path: string
    try {
      path = await chooseImagePath()
    } catch (e) {
      await failed(e)
      return
    }
    if (busy.current) return
    busyChange(true)
    try {
      const url = await uploadImage(path)
      latest.current.onChange([...latest.current.value, url])
    } catch (e) {
      await failed(e)
    } finally {
      busyChange(false)
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
