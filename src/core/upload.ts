import Taro from '@tarojs/taro'
import * as v from 'valibot'
import { UploadReply, UPLOAD_FIELD, UPLOAD_PATH, UPLOAD_TYPE } from './api/upload'
import { apiBase } from './request/base-url'
import { useSession } from './session/store'

export const UPLOAD_FAILED = '图片上传失败'
/** Spec section 9: one image per choice. */
export const UPLOAD_COUNT = 1

/** Upload one local image; its url, or the error 图片上传失败 (also for a reply not matching its schema). */
export async function uploadImage(filePath: string): Promise<string> {
  let reply: unknown = null
  try {
    const response = await Taro.uploadFile({
      url: `${apiBase()}${UPLOAD_PATH}`,
      filePath,
      name: UPLOAD_FIELD,
      formData: { type: UPLOAD_TYPE },
      header: { userToken: useSession.getState().userToken },
    })
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
  const { tempFilePaths } = await Taro.chooseImage({ count: UPLOAD_COUNT, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
  if (!tempFilePaths?.length) throw new Error(UPLOAD_FAILED)
  return tempFilePaths[0]
}

/** Choose one photo (compressed) from the album or camera and upload it. */
export async function chooseAndUploadImage(): Promise<string> {
  return uploadImage(await chooseImagePath())
}
