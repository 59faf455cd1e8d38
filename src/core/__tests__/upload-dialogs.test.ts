import { http, HttpResponse } from 'msw'
import Taro from '@tarojs/taro'
import { chooseImageCalls, navigationLog, setRoute, uiLog, modalAnswers } from '@test/taro'
import { mockServer } from '@mocks/node'
import { DEMO_TOKEN } from '@mocks/db'
import { envelope } from '@mocks/lib/handle'
import { chooseAndUploadImage, chooseImagePaths, uploadImage, UPLOAD_FAILED } from '../upload'
import { DIALOG_VARIANTS, showPermissionDialog } from '../dialogs/permission'
import { setUserToken, useSession } from '../session/store'

describe('image upload', () => {
  it('chooses one compressed photo and uploads it as product multipart with the token', async () => {
    setUserToken(DEMO_TOKEN)
    const seen: { type: FormDataEntryValue | null; file: FormDataEntryValue | null; token: string | null }[] = []
    mockServer.events.on('request:start', async ({ request }) => {
      if (!request.url.includes('common/upload/file')) return
      const form = await request.clone().formData()
      seen.push({ type: form.get('type'), file: form.get('file'), token: request.headers.get('userToken') })
    })
    const url = await chooseAndUploadImage()
    mockServer.events.removeAllListeners()
    expect(chooseImageCalls).toEqual([expect.objectContaining({ count: 1, sizeType: ['compressed'] })])
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:6003\/mock-uploads\//)
    expect(seen[0].type).toBe('product')
    expect(seen[0].file).toHaveProperty('size', 10)
    expect(seen[0].token).toBe(DEMO_TOKEN)
  })

  it.each([
    ['a reply without code 200', () => HttpResponse.json({ code: 500, msg: 'x', data: null })],
    ['a reply without data', () => HttpResponse.json({ code: 200, msg: 'ok', data: '' })],
    ['a reply that is not JSON', () => new HttpResponse('<html>413</html>', { status: 413 })],
    ['a reply whose data is not a url string', () => HttpResponse.json({ code: 200, msg: 'ok', data: { url: 'http://x/1.jpg' } })],
  ])('fails with 图片上传失败 on %s', async (_, reply) => {
    setUserToken(DEMO_TOKEN)
    mockServer.use(http.post('*/common/upload/file', reply))
    await expect(uploadImage('blob:mock/photo.jpg')).rejects.toThrow(UPLOAD_FAILED)
    expect(UPLOAD_FAILED).toBe('图片上传失败')
  })

  it('chooses several compressed photos at once for a gallery, at most the nine WeChat allows', async () => {
    const paths = ['blob:mock/1.jpg', 'blob:mock/2.jpg', 'blob:mock/3.jpg']
    const choose = vi.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: paths, tempFiles: [], errMsg: 'chooseImage:ok' } as never)
    expect(await chooseImagePaths(3)).toEqual(paths)
    await chooseImagePaths(12)
    expect(choose.mock.calls.map(([options]) => options)).toEqual([
      { count: 3, sizeType: ['compressed'], sourceType: ['album', 'camera'] },
      { count: 9, sizeType: ['compressed'], sourceType: ['album', 'camera'] },
    ])
    choose.mockRestore()
  })

  it('reports the progress of an upload as the platform task does', async () => {
    let report: (update: { progress: number }) => void = () => {}
    const finished = Promise.resolve({ statusCode: 200, data: JSON.stringify(envelope('http://img/1.jpg')), errMsg: 'uploadFile:ok' })
    const upload = vi.spyOn(Taro, 'uploadFile').mockReturnValue(Object.assign(finished, { onProgressUpdate: (listener: typeof report) => (report = listener) }) as never)
    const seen: number[] = []
    const url = uploadImage('blob:mock/photo.jpg', { onProgress: (percent) => seen.push(percent) })
    report({ progress: 30 })
    report({ progress: Number.NaN })
    report({ progress: 100 })
    expect(await url).toBe('http://img/1.jpg')
    expect(seen).toEqual([30, 100])
    upload.mockRestore()
  })

  it('the mock refuses an upload without a session', async () => {
    await expect(uploadImage('blob:mock/photo.jpg')).rejects.toThrow('图片上传失败')
  })
})

describe('permission dialogs', () => {
  it.each([
    ['deposit', '充值', '再想想'],
    ['realName', '去实名', '再想想'],
    ['memberNeeded', '确定', '取消'],
    ['noStore', '确定', '取消'],
    ['memberExpired', '去开通', '取消'],
  ] as const)('%s has the buttons %s / %s', async (variant, confirmText, cancelText) => {
    modalAnswers.push(false)
    await showPermissionDialog(variant, {})
    expect(uiLog.modals[0]).toMatchObject({ confirmText, cancelText, showCancel: true })
  })

  it('the 403 notice has one button, 知道了', async () => {
    await showPermissionDialog('forbidden', { title: 'T', content: 'C' })
    expect(uiLog.modals[0]).toMatchObject({ title: 'T', content: 'C', confirmText: '知道了', showCancel: false })
  })

  it('membership expired is titled 权益已到期 and opens the button link', async () => {
    await showPermissionDialog('memberExpired', { btnLink: '/pages/activity/member/index?code=P0015' })
    expect(uiLog.modals[0].title).toBe('权益已到期')
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/activity/member/index?code=P0015' })
  })

  it.each([
    ['deposit', '保证金充值'],
    ['realName', '实名认证'],
  ] as const)('%s only guides the user to the native app', async (variant, operation) => {
    await showPermissionDialog(variant)
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/pages/guide/to-app/index?operation=${encodeURIComponent(operation)}` })
  })

  it('membership needed never opens a link to another site', async () => {
    await showPermissionDialog('memberNeeded', { btnLink: 'javascript:alert(1)' })
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: '/pages/activity/member/index' })
  })

  it('no store goes to open a shop with the account and a way back', async () => {
    setRoute('pages/product/auction/detail/index', { id: '3' })
    await showPermissionDialog('noStore', { accountId: 42 })
    expect(uiLog.modals[0].content).toContain('42')
    // It names what the dealer was reaching for, not 该功能.
    expect(uiLog.modals[0].content).toContain('「竞拍详情」')
    expect(navigationLog.at(-1)).toEqual({
      method: 'navigateTo',
      url: `/pages/account/bind-enterprise/index?accountId=42&redirect=${encodeURIComponent('/pages/product/auction/detail/index?id=3')}`,
    })
  })

  it('holds the open dialog in modalInfo', async () => {
    let during: unknown = null
    const unsubscribe = useSession.subscribe((state) => (during ??= state.modalInfo))
    await showPermissionDialog('forbidden', { title: '暂无权限', content: 'x' })
    unsubscribe()
    expect(during).toMatchObject({ type: 'forbidden', title: '暂无权限' })
    expect(useSession.getState().modalInfo).toBeNull()
    expect(Object.keys(DIALOG_VARIANTS)).toEqual(expect.arrayContaining(['deposit', 'realName', 'memberNeeded', 'forbidden', 'noStore', 'memberExpired']))
  })
})
