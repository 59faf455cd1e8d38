import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { UploadReply, UPLOAD_FIELD, UPLOAD_PATH, UPLOAD_TYPE } from '../../src/core/api/upload'
import { getDb } from '../db'
import { envelope, mockReplyMismatches } from '../lib/handle'
import { mockClock } from '../lib/clock'

/** Uploaded files live in memory for the server's lifetime, served back at /mock-uploads/. */
const files = new Map<string, { type: string; bytes: ArrayBuffer }>()
let counter = 0

export const uploadHandlers = [
  http.post(`*/${UPLOAD_PATH}`, async ({ request }) => {
    const token = request.headers.get('userToken') ?? ''
    if (!getDb().sessions[token]) return HttpResponse.json(envelope(null, 401, '登录已过期，需要重新登录'))
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return HttpResponse.json(envelope(null, 400, '请以表单方式上传文件'))
    }
    // Duck-typed: the parsed file may come from another realm's Blob (jsdom under vitest).
    const file = form.get(UPLOAD_FIELD) as Blob | string | null
    if (!file || typeof file === 'string' || typeof file.arrayBuffer !== 'function' || file.size === 0) {
      return HttpResponse.json(envelope(null, 400, '缺少上传的文件'))
    }
    if (form.get('type') !== UPLOAD_TYPE) return HttpResponse.json(envelope(null, 400, '未知的上传类型'))
    if (file.type && !file.type.startsWith('image/')) return HttpResponse.json(envelope(null, 400, '只能上传图片'))
    const id = `u${mockClock.now().toString(36)}${counter++}`
    files.set(id, { type: file.type || 'image/jpeg', bytes: await file.arrayBuffer() })
    const reply = envelope(new URL(`/mock-uploads/${id}`, new URL(request.url).origin).toString())
    // Checked against the app's schema of the upload reply, as handle() does for the other calls.
    if (!v.is(UploadReply, reply)) mockReplyMismatches.push(`mock reply of POST ${UPLOAD_PATH} does not match its schema`)
    return HttpResponse.json(reply)
  }),
  http.get('*/mock-uploads/:id', ({ params }) => {
    const file = files.get(String(params.id))
    if (!file) return new HttpResponse(null, { status: 404 })
    return new HttpResponse(file.bytes, { headers: { 'Content-Type': file.type } })
  }),
]
