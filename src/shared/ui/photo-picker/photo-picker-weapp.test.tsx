import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { modalAnswers, uiLog } from '@test/taro'
import { withImageHost } from '@/shared/media/url'
import { PhotoPicker } from './index'

vi.mock('@/core/platform/env', async (original) => ({ ...(await original<typeof import('@/core/platform/env')>()), isWeapp: true, isH5: false }))

describe('photo picker in the mini-program', () => {
  beforeEach(() => vi.stubEnv('TARO_ENV', 'weapp'))
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it('asks to open the settings when the album or camera was refused, and opens them on confirm', async () => {
    vi.spyOn(Taro, 'chooseImage').mockRejectedValueOnce({ errMsg: 'chooseImage:fail auth deny' })
    const settings = vi.spyOn(Taro, 'openSetting').mockResolvedValue({ authSetting: {} } as never)
    modalAnswers.push(true)
    render(<PhotoPicker value={[]} onChange={() => {}} />)
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(settings).toHaveBeenCalled())
    expect(uiLog.modals.at(-1)).toMatchObject({ title: '提示', content: '选择图片需要您允许访问相册和相机，请在设置中开启权限' })
    expect(uiLog.toasts).toEqual([])
  })

  it("shows a tapped photo in WeChat's own viewer (1/N and saving), among the form's photos", async () => {
    const preview = vi.spyOn(Taro, 'previewImage').mockResolvedValue({ errMsg: 'previewImage:ok' })
    render(<PhotoPicker value={['/a.jpg', '/b.jpg', '/c.jpg']} onChange={() => {}} />)
    fireEvent.click(document.querySelectorAll('.photo-picker__image')[2])
    await waitFor(() => expect(preview).toHaveBeenCalledWith({ urls: ['/a.jpg', '/b.jpg', '/c.jpg'].map(withImageHost), current: withImageHost('/c.jpg') }))
    expect(document.querySelector('.photo-viewer')).toBeNull()
  })
})
