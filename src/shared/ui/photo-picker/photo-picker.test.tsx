import { useState } from 'react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { uiLog } from '@test/taro'
import { holdUploads } from '@test/server'
import { PhotoPicker } from './index'

const SLOW = 'http://127.0.0.1:6003/mock-uploads/slow-photo'

/** The upload answers only when the test says so. */
function slowUpload() {
  const finish = holdUploads(SLOW)
  return () => act(() => finish())
}

/** A form holding the photos, as the forms do. */
function Form({ initial, uploading }: { initial: string[]; uploading: (busy: boolean) => void }) {
  const [photos, setPhotos] = useState(initial)
  return (
    <>
      <PhotoPicker value={photos} onChange={setPhotos} onUploadingChange={uploading} />
      <output data-testid='photos'>{photos.join(',')}</output>
    </>
  )
}
const photos = () => screen.getByTestId('photos').textContent

describe('photo picker', () => {
  it('says when an upload starts and ends', async () => {
    const finish = slowUpload()
    const uploading = vi.fn()
    render(<Form initial={[]} uploading={uploading} />)
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(uploading.mock.calls).toEqual([[true]]))
    expect(screen.getByText('上传中…')).toBeInTheDocument()
    await finish()
    await waitFor(() => expect(photos()).toBe(SLOW))
    expect(uploading.mock.calls).toEqual([[true], [false]])
  })

  it('keeps a photo removed while another uploads removed', async () => {
    const finish = slowUpload()
    render(<Form initial={['/a.jpg', '/b.jpg']} uploading={() => {}} />)
    fireEvent.click(screen.getByLabelText('添加图片'))
    await screen.findByText('上传中…')
    fireEvent.click(screen.getAllByLabelText('删除图片')[0])
    expect(photos()).toBe('/b.jpg')
    await finish()
    await waitFor(() => expect(photos()).toBe(`/b.jpg,${SLOW}`))
  })

  it('says nothing when the choice is cancelled in the mini-program', async () => {
    // WeChat rejects with an errMsg object, not an Error.
    vi.spyOn(Taro, 'chooseImage').mockRejectedValueOnce({ errMsg: 'chooseImage:fail cancel' })
    const uploading = vi.fn()
    render(<Form initial={[]} uploading={uploading} />)
    fireEvent.click(screen.getByLabelText('添加图片'))
    await act(() => new Promise((done) => setTimeout(done, 20)))
    // nothing was uploading: the form never waited
    expect(uploading).not.toHaveBeenCalled()
    expect(uiLog.toasts).toEqual([])
    expect(photos()).toBe('')
  })

  it('leaves + and the form free while the file dialog is open (H5 may never say it was closed)', async () => {
    vi.spyOn(Taro, 'chooseImage').mockReturnValueOnce(new Promise(() => {}) as never)
    const finish = slowUpload()
    const uploading = vi.fn()
    render(<Form initial={[]} uploading={uploading} />)
    fireEvent.click(screen.getByLabelText('添加图片'))
    await act(() => new Promise((done) => setTimeout(done, 20)))
    expect(uploading).not.toHaveBeenCalled()
    // the dealer closed the dialog and taps + again
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(uploading).toHaveBeenLastCalledWith(true))
    await finish()
    await waitFor(() => expect(photos()).toBe(SLOW))
    expect(uploading).toHaveBeenLastCalledWith(false)
  })

  it('says 图片上传失败 when the choice fails otherwise', async () => {
    vi.spyOn(Taro, 'chooseImage').mockRejectedValueOnce({ errMsg: 'chooseImage:fail auth deny' })
    render(<Form initial={[]} uploading={() => {}} />)
    fireEvent.click(screen.getByLabelText('添加图片'))
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('图片上传失败'))
  })
})
