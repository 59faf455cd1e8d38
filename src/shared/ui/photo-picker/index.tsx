import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { ArrowLeft, ArrowRight, Close, Plus } from '@nutui/icons-react-taro'
import { Photo, previewPhotos } from '@/shared/ui/photo'
import { chooseImagePaths, UPLOAD_FAILED } from '@/core/upload'
import { CHOOSE_DENIED, offerAlbumSettings } from '@/core/native/actions'
import { reportError } from '@/core/app/errors'
import { doneUrls, usePhotoUploads, type PhotoEntry } from './use-photo-uploads'
import './index.less'
import { CSS_COLOR } from '@/core/theme'

export interface PhotoPickerProps {
  value: string[]
  onChange: (next: string[]) => void
  max?: number
  /** Under the grid, e.g. 最多9张，第一张为封面. */
  hint?: string
  error?: string
  /** Mark the first photo as the cover (default); off for receipts and other plain sets. */
  cover?: boolean
  /** Photos are being uploaded (true) or that has ended (false): a form waits to save. */
  onUploadingChange?: (uploading: boolean) => void
}

/** What a failed choice says: an Error's message, or a mini-program API's errMsg. */
function failureText(error: unknown): string {
  if (error instanceof Error) return error.message
  const errMsg = (error as { errMsg?: unknown } | null)?.errMsg
  return typeof errMsg === 'string' ? errMsg : ''
}

async function choiceFailed(error: unknown) {
  reportError(error)
  // The mini-program was refused the album or camera: the dialog that leads to the settings.
  if (await offerAlbumSettings(error, CHOOSE_DENIED)) return
  // A cancelled choice (weapp: errMsg 'chooseImage:fail cancel') is not a failure.
  const message = failureText(error)
  if (!/cancel/i.test(message)) void Taro.showToast({ title: message && !/:fail/.test(message) ? message : UPLOAD_FAILED, icon: 'none' })
}

/**
 * A grid of photos: + chooses several at once (up to `max`), each uploads with its own progress
 * and, failed, retries on a tap; ‹ › move a photo, × removes it, a tap shows it full screen.
 * The form's value holds the uploaded urls in the order shown.
 */
export function PhotoPicker({ value, onChange, max = 9, hint, error, cover = true, onUploadingChange }: PhotoPickerProps) {
  const photos = usePhotoUploads({ value, onChange, onUploadingChange })
  const { entries } = photos
  const uploaded = doneUrls(entries)
  const coverKey = cover && max > 1 ? entries.find((entry) => entry.status === 'done')?.key : undefined

  // Nothing waits on the chooser: a file dialog closed on H5 may never answer, and must leave
  // neither + nor the form's save button stuck. The room is counted again when the choice returns
  // (two dialogs may have been open).
  const add = async () => {
    let paths: string[]
    try {
      paths = await chooseImagePaths(max - photos.entries.length)
    } catch (e) {
      await choiceFailed(e)
      return
    }
    const left = photos.add(paths, max)
    if (left) void Taro.showToast({ title: `最多${max}张，多选的${left}张未添加`, icon: 'none' })
  }

  const cell = (entry: PhotoEntry, index: number) => {
    const remove = (
      <View
        className="photo-picker__remove"
        aria-label="删除图片"
        onClick={(event) => {
          // Not a tap on the cell too (a failed one would retry).
          event.stopPropagation()
          photos.remove(entry.key)
        }}
      >
        <View className="photo-picker__remove-dot">
          <Close size={9} color={CSS_COLOR.surface} />
        </View>
      </View>
    )
    if (entry.status !== 'done') {
      const failed = entry.status === 'failed'
      return (
        <View
          key={entry.key}
          className={`photo-picker__cell photo-picker__cell--${entry.status}`}
          aria-label={failed ? '上传失败，点击重试' : '图片上传中'}
          onClick={failed ? () => photos.retry(entry.key) : undefined}
        >
          <Photo className="photo-picker__preview" src={entry.path} mode="aspectFill" />
          <View className="photo-picker__veil">
            {failed ? (
              <>
                <Text className="photo-picker__state photo-picker__state--failed">上传失败</Text>
                <Text className="photo-picker__retry">点击重试</Text>
              </>
            ) : entry.status === 'queued' ? (
              <Text className="photo-picker__state">等待上传</Text>
            ) : (
              <Text className="photo-picker__state">{`${Math.min(entry.progress, 99)}%`}</Text>
            )}
          </View>
          {!failed && (
            <View className="photo-picker__bar">
              <View className="photo-picker__bar-fill" style={{ width: `${entry.status === 'queued' ? 0 : entry.progress}%` }} />
            </View>
          )}
          {remove}
        </View>
      )
    }
    const position = uploaded.indexOf(entry.url)
    return (
      <View key={entry.key} className="photo-picker__cell">
        {/* The local file while there is one: no flash of a reloading image after the upload. */}
        <Photo className="photo-picker__image" src={entry.path ?? entry.url} mode="aspectFill" onClick={() => void previewPhotos(uploaded, position)} />
        {entry.key === coverKey && <Text className="photo-picker__cover">封面</Text>}
        {remove}
        {entries.length > 1 && index > 0 && (
          <View className="photo-picker__move photo-picker__move--before" aria-label="向前移动" onClick={() => photos.move(entry.key, -1)}>
            <View className="photo-picker__move-dot">
              <ArrowLeft size={9} color={CSS_COLOR.surface} />
            </View>
          </View>
        )}
        {entries.length > 1 && index < entries.length - 1 && (
          <View className="photo-picker__move photo-picker__move--after" aria-label="向后移动" onClick={() => photos.move(entry.key, 1)}>
            <View className="photo-picker__move-dot">
              <ArrowRight size={9} color={CSS_COLOR.surface} />
            </View>
          </View>
        )}
      </View>
    )
  }

  return (
    <View className="photo-picker">
      <View className="photo-picker__grid">
        {entries.map(cell)}
        {entries.length < max && (
          <View className="photo-picker__cell photo-picker__add" aria-label="添加图片" onClick={() => void add()}>
            <Plus size={22} color={CSS_COLOR.textFaint} />
          </View>
        )}
      </View>
      {(hint || error) && <View className={`photo-picker__hint ${error ? 'photo-picker__hint--error' : ''}`}>{error || hint}</View>}
    </View>
  )
}
