import * as v from 'valibot'

/** The upload call (spec section 7): POST {base}common/upload/file, multipart. */
export const UPLOAD_PATH = 'common/upload/file'
export const UPLOAD_FIELD = 'file'
export const UPLOAD_TYPE = 'product'

/** Its reply (not the envelope of the other calls' checking: spec section 5 says code 200 and data). */
export const UploadReply = v.object({
  code: v.literal(200),
  msg: v.optional(v.string()),
  /** The uploaded file's url. */
  data: v.pipe(v.string(), v.minLength(1)),
})
export type UploadReply = v.InferOutput<typeof UploadReply>
