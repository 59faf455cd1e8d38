import Taro from '@tarojs/taro'
import * as v from 'valibot'
import { UploadReply, UPLOAD_FIELD, UPLOAD_PATH, UPLOAD_TYPE } from './api/upload'
import { apiBase } from './request/base-url'
import { useSession } from './session/store'

export const UPLOAD_FAILED = '图片上传失败'
/** Spec section 9: one image per choice (single-image fields: avatar, licence). */
export const UPLOAD_COUNT = 1
/** The most photos WeChat's chooser hands out at once. */
export const MAX_CHOOSE_COUNT = 9

export interface UploadOptions {
  /** Percent sent so far (0–100), as the platform reports it (weapp and H5 both do). */
  onProgress?: (percent: number) => void
}

/** Upload one local image; its url, or the error 图片上传失败 (also for a reply not matching its schema). */
export async function uploadImage(filePath: string, { onProgress }: UploadOptions = {}): Promise<string> {
  let reply: unknown = null
  try {
    const task = Taro.uploadFile({
      url: `${apiBase()}${UPLOAD_PATH}`,
      filePath,
      name: UPLOAD_FIELD,
      formData: { type: UPLOAD_TYPE },
      header: { userToken: useSession.getState().userToken },
    })
    // The task promise carries onProgressUpdate on weapp and H5; other hosts may hand out a bare promise.
    if (onProgress && typeof task.onProgressUpdate === 'function') {
      task.onProgressUpdate(({ progress }) => {
        // H5 computes loaded / total, NaN for an empty body.
        if (Number.isFinite(progress)) onProgress(Math.max(0, Math.min(100, Math.round(progress))))
      })
    }
    const response = await task
    reply = typeof response.data === 'string' ? JSON.parse(response.data) : response.data
  } catch {
    reply = null
  }
  const checked = v.safeParse(UploadReply, reply)
  if (!checked.success) throw new Error(UPLOAD_FAILED)
  return checked.output.data
}

/**
 * Choose one photo (compressed) from the album or camera: its local path. On H5 a closed file
 * dialog may never answer, so nothing may wait on this as if an upload were running.
 */
export async function chooseImagePath(): Promise<string> {
  const [path] = await chooseImagePaths(UPLOAD_COUNT)
  return path
}

/**
 * Choose up to `count` photos (compressed) from the album or camera at once: their local paths in
 * the order chosen. The mini-program keeps to `count` (at most 9); H5's file input cannot limit
 * how many are picked, so it may hand out more and the caller keeps what fits. The same caveat
 * as chooseImagePath: on H5 a closed dialog may never answer.
 */
export async function chooseImagePaths(count: number): Promise<string[]> {
  const { tempFilePaths } = await Taro.chooseImage({
    count: Math.max(1, Math.min(MAX_CHOOSE_COUNT, Math.floor(count))),
    sizeType: ['compressed'],
    sourceType: ['album', 'camera'],
  })
  if (!tempFilePaths?.length) throw new Error(UPLOAD_FAILED)
  return tempFilePaths
}

/** Choose one photo (compressed) from the album or camera and upload it. */
export async function chooseAndUploadImage(): Promise<string> {
  return uploadImage(await chooseImagePath())
}
