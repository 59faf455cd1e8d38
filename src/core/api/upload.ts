/** The upload call (spec section 7): POST {base}common/upload/file, multipart. */
export const UPLOAD_PATH = 'common/upload/file'
export const UPLOAD_FIELD = 'file'
export const UPLOAD_TYPE = 'product'

export interface UploadReply {
  code: number
  msg?: string
  /** The uploaded file's url. */
  data: string
}
