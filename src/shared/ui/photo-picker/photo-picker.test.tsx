import { useState } from 'react'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import Taro from '@tarojs/taro'
import { chooseImageCalls, chosenFiles, uiLog } from '@test/taro'
import { holdUploads } from '@test/server'
import { mockServer } from '@mocks/node'
import { envelope } from '@mocks/lib/handle'
import { withImageHost } from '@/shared/media/url'
import { closePhotoViewer } from '@/shared/ui/photo/viewer'
import { PhotoPicker } from './index'

const SLOW = 'http://127.0.0.1:6003/mock-uploads/slow-photo'
const UPLOADED = 'http://127.0.0.1:6003/mock-uploads/'

/** The upload answers only when the test says so. */
function slowUpload() {
  const finish = holdUploads(SLOW)
  return () => act(() => finish())
}

/** A form holding the photos, as the forms do. */
function Form({ initial, uploading = () => {}, max, cover }: { initial: string[]; uploading?: (busy: boolean) => void; max?: number; cover?: boolean }) {
  const [photos, setPhotos] = useState(initial)
  return (
    <>
      <PhotoPicker value={photos} onChange={setPhotos} onUploadingChange={uploading} max={max} cover={cover} />
      <output data-testid="photos">{photos.join(',')}</output>
    </>
  )
}
const photos = () => screen.getByTestId('photos').textContent
const cells = () => [...document.querySelectorAll('.photo-picker__cell:not(.photo-picker__add)')] as HTMLElement[]
const addButton = () => screen.queryByLabelText('添加图片')

/** The album hands out these photos at the next choice (each file's bytes are its name). */
function albumGives(names: string[]) {
  const paths = names.map((name) => `blob:mock/${name}`)
  for (const [n, path] of paths.entries()) chosenFiles.set(path, new Blob([names[n]], { type: 'image/jpeg' }))
  vi.spyOn(Taro, 'chooseImage').mockImplementationOnce(((options: unknown) => {
    chooseImageCalls.push(options)
    return Promise.resolve({ tempFilePaths: paths, tempFiles: [], errMsg: 'chooseImage:ok' })
  }) as never)
  return paths
}

/**
 * The mock's upload, answering each file with a url named after its bytes; earlier files answer
 * later, so the order of the answers is not the order chosen. Counts uploads running at once.
 */
function uploadsNamedByFile() {
  const seen = { running: 0, most: 0 }
  mockServer.use(
    http.post('*/common/upload/file', async ({ request }) => {
      seen.running += 1
      seen.most = Math.max(seen.most, seen.running)
      const name = await ((await request.formData()).get('file') as Blob).text()
      await new Promise((done) => setTimeout(done, 40 - Number(name.replace(/\D/g, '')) * 4))
      seen.running -= 1
      return HttpResponse.json(envelope(`${UPLOADED}${name}`))
    }),
  )
  return seen
}

interface ManualUpload {
  path: string
  progress: (percent: number) => void
  finish: (url: string) => Promise<void>
  fail: () => Promise<void>
}

/** Taro.uploadFile as the platforms give it (a promise with onProgressUpdate), driven by the test. */
function manualUploads(): ManualUpload[] {
  const started: ManualUpload[] = []
  vi.spyOn(Taro, 'uploadFile').mockImplementation((({ filePath }: { filePath: string }) => {
    let answer: (reply: unknown) => void = () => {}
    let refuse: (reason: unknown) => void = () => {}
    const listeners: ((update: { progress: number }) => void)[] = []
    const task = new Promise((resolve, reject) => ((answer = resolve), (refuse = reject)))
    started.push({
      path: filePath,
      progress: (percent) => act(() => listeners.forEach((listener) => listener({ progress: percent }))),
      finish: (url) => act(async () => answer({ statusCode: 200, data: JSON.stringify(envelope(url)), errMsg: 'uploadFile:ok' })),
      fail: () => act(async () => refuse({ errMsg: 'uploadFile:fail timeout' })),
    })
    return Object.assign(task, { onProgressUpdate: (listener: (update: { progress: number }) => void) => listeners.push(listener) })
  }) as never)
  return started
}

afterEach(() => {
  vi.restoreAllMocks()
  closePhotoViewer()
  for (const path of [...chosenFiles.keys()]) if (path !== 'blob:mock/photo.jpg') chosenFiles.delete(path)
})

describe('photo picker: choosing several', () => {
  it('takes nine photos in one choice and keeps them in the order chosen, two uploading at a time', async () => {
    const names = Array.from({ length: 9 }, (_, n) => `p${n + 1}`)
    albumGives(names)
    const uploads = uploadsNamedByFile()
    render(<Form initial={[]} max={9} />)
    fireEvent.click(addButton()!)
    expect(chooseImageCalls).toEqual([expect.objectContaining({ count: 9, sizeType: ['compressed'], sourceType: ['album', 'camera'] })])
    // every chosen photo shows at once, before its upload ends
    await waitFor(() => expect(cells()).toHaveLength(9))
    expect(addButton()).not.toBeInTheDocument()
    await waitFor(() => expect(photos()).toBe(names.map((name) => `${UPLOADED}${name}`).join(',')))
    expect(uploads.most).toBe(2)
    expect(document.querySelectorAll('.photo-picker__image')).toHaveLength(9)
  })

  it('asks only for the room left under the limit', async () => {
    albumGives(['p1'])
    const started = manualUploads()
    render(<Form initial={['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg', '/e.jpg', '/f.jpg']} max={9} />)
    fireEvent.click(addButton()!)
    expect(chooseImageCalls).toEqual([expect.objectContaining({ count: 3 })])
    await waitFor(() => expect(started).toHaveLength(1))
    await started[0].finish(`${UPLOADED}p1`)
    fireEvent.click(addButton()!)
    expect(chooseImageCalls.at(-1)).toEqual(expect.objectContaining({ count: 2 }))
    await waitFor(() => expect(cells()).toHaveLength(8))
  })

  it('keeps what fits when the browser hands out more than asked, and says so', async () => {
    albumGives(['p1', 'p2', 'p3', 'p4', 'p5'])
    uploadsNamedByFile()
    render(<Form initial={['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg', '/e.jpg', '/f.jpg']} max={9} />)
    fireEvent.click(addButton()!)
    await waitFor(() => expect(cells()).toHaveLength(9))
    expect(uiLog.toasts.at(-1)).toEqual({ title: '最多9张，多选的2张未添加', icon: 'none' })
    await waitFor(() => expect(photos()).toBe(`/a.jpg,/b.jpg,/c.jpg,/d.jpg,/e.jpg,/f.jpg,${UPLOADED}p1,${UPLOADED}p2,${UPLOADED}p3`))
    expect(addButton()).not.toBeInTheDocument()
  })

  it('counts the room again when a choice returns late (a second dialog filled it meanwhile)', async () => {
    let answerFirst: (paths: string[]) => void = () => {}
    vi.spyOn(Taro, 'chooseImage').mockImplementationOnce(
      (() => new Promise((resolve) => (answerFirst = (paths) => resolve({ tempFilePaths: paths, tempFiles: [], errMsg: 'chooseImage:ok' })))) as never,
    )
    manualUploads()
    render(<Form initial={[]} max={9} />)
    fireEvent.click(addButton()!)
    albumGives(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'])
    fireEvent.click(addButton()!)
    await waitFor(() => expect(cells()).toHaveLength(7))
    await act(async () => answerFirst(['blob:mock/r1', 'blob:mock/r2', 'blob:mock/r3', 'blob:mock/r4', 'blob:mock/r5']))
    expect(cells()).toHaveLength(9)
    expect(uiLog.toasts.at(-1)?.title).toBe('最多9张，多选的3张未添加')
  })
})

describe('photo picker: uploads', () => {
  it('shows each photo uploading with its own progress, the rest waiting', async () => {
    const paths = albumGives(['p1', 'p2', 'p3'])
    const started = manualUploads()
    const uploading = vi.fn()
    render(<Form initial={[]} uploading={uploading} />)
    fireEvent.click(addButton()!)
    await waitFor(() => expect(started).toHaveLength(2))
    expect(uploading.mock.calls).toEqual([[true]])
    await started[0].progress(40)
    await started[1].progress(75)
    expect(within(cells()[0]).getByText('40%')).toBeInTheDocument()
    expect(within(cells()[1]).getByText('75%')).toBeInTheDocument()
    expect(within(cells()[2]).getByText('等待上传')).toBeInTheDocument()
    // each cell shows the chosen photo itself while it uploads
    expect(cells().map((cell) => cell.querySelector('img')?.getAttribute('src'))).toEqual(paths)
    await started[1].finish(`${UPLOADED}p2`)
    expect(photos()).toBe(`${UPLOADED}p2`)
    // a slot freed: the third starts
    await waitFor(() => expect(started.map((upload) => upload.path)).toEqual(paths))
    await started[0].finish(`${UPLOADED}p1`)
    await started[2].finish(`${UPLOADED}p3`)
    expect(photos()).toBe(`${UPLOADED}p1,${UPLOADED}p2,${UPLOADED}p3`)
    expect(uploading.mock.calls).toEqual([[true], [false]])
  })

  it('says 上传失败 on a photo whose upload failed, uploads it again on a tap and puts it in its place', async () => {
    albumGives(['p1', 'p2'])
    const started = manualUploads()
    const uploading = vi.fn()
    render(<Form initial={['/a.jpg']} uploading={uploading} />)
    fireEvent.click(addButton()!)
    await waitFor(() => expect(started).toHaveLength(2))
    await started[0].fail()
    await started[1].finish(`${UPLOADED}p2`)
    const failed = cells()[1]
    expect(within(failed).getByText('上传失败')).toBeInTheDocument()
    expect(within(failed).getByText('点击重试')).toBeInTheDocument()
    expect(uiLog.toasts).toEqual([{ title: '图片上传失败，点击图片重试', icon: 'none' }])
    // only uploaded photos are in the form's value, and the form no longer waits
    expect(photos()).toBe(`/a.jpg,${UPLOADED}p2`)
    expect(uploading).toHaveBeenLastCalledWith(false)
    fireEvent.click(failed)
    await waitFor(() => expect(started).toHaveLength(3))
    expect(started[2].path).toBe(started[0].path)
    expect(uploading).toHaveBeenLastCalledWith(true)
    expect(screen.queryByText('上传失败')).not.toBeInTheDocument()
    await started[2].finish(`${UPLOADED}p1`)
    expect(photos()).toBe(`/a.jpg,${UPLOADED}p1,${UPLOADED}p2`)
    expect(uploading).toHaveBeenLastCalledWith(false)
  })

  it('removes a failed photo with ×', async () => {
    albumGives(['p1'])
    const started = manualUploads()
    render(<Form initial={['/a.jpg']} />)
    fireEvent.click(addButton()!)
    await waitFor(() => expect(started).toHaveLength(1))
    await started[0].fail()
    fireEvent.click(within(cells()[1]).getByLabelText('删除图片'))
    expect(screen.queryByText('上传失败')).not.toBeInTheDocument()
    expect(cells()).toHaveLength(1)
    expect(photos()).toBe('/a.jpg')
  })

  it('says when an upload starts and ends', async () => {
    const finish = slowUpload()
    const uploading = vi.fn()
    render(<Form initial={[]} uploading={uploading} />)
    fireEvent.click(addButton()!)
    await waitFor(() => expect(uploading.mock.calls).toEqual([[true]]))
    expect(screen.getByLabelText('图片上传中')).toBeInTheDocument()
    await finish()
    await waitFor(() => expect(photos()).toBe(SLOW))
    expect(uploading.mock.calls).toEqual([[true], [false]])
    expect(screen.queryByLabelText('图片上传中')).not.toBeInTheDocument()
  })

  it('keeps a photo removed while another uploads removed', async () => {
    const finish = slowUpload()
    render(<Form initial={['/a.jpg', '/b.jpg']} />)
    fireEvent.click(addButton()!)
    await screen.findByLabelText('图片上传中')
    fireEvent.click(screen.getAllByLabelText('删除图片')[0])
    expect(photos()).toBe('/b.jpg')
    await finish()
    await waitFor(() => expect(photos()).toBe(`/b.jpg,${SLOW}`))
  })

  it('drops the upload of a photo removed while it uploads', async () => {
    albumGives(['p1'])
    const started = manualUploads()
    const uploading = vi.fn()
    render(<Form initial={['/a.jpg']} uploading={uploading} />)
    fireEvent.click(addButton()!)
    await waitFor(() => expect(started).toHaveLength(1))
    fireEvent.click(within(cells()[1]).getByLabelText('删除图片'))
    expect(uploading).toHaveBeenLastCalledWith(false)
    await started[0].finish(`${UPLOADED}p1`)
    expect(photos()).toBe('/a.jpg')
    expect(cells()).toHaveLength(1)
  })
})

describe('photo picker: order, cover and removal', () => {
  const srcOf = (cell: HTMLElement) => cell.querySelector('img')?.getAttribute('src')

  it('moves a photo with the arrows, the first being the cover', async () => {
    render(<Form initial={['/a.jpg', '/b.jpg', '/c.jpg']} />)
    // the first cannot move before, the last cannot move after
    expect(within(cells()[0]).queryByLabelText('向前移动')).not.toBeInTheDocument()
    expect(within(cells()[2]).queryByLabelText('向后移动')).not.toBeInTheDocument()
    expect(within(cells()[0]).getByText('封面')).toBeInTheDocument()
    fireEvent.click(within(cells()[0]).getByLabelText('向后移动'))
    expect(photos()).toBe('/b.jpg,/a.jpg,/c.jpg')
    expect(cells().map(srcOf)).toEqual(['/b.jpg', '/a.jpg', '/c.jpg'].map(withImageHost))
    expect(within(cells()[0]).getByText('封面')).toBeInTheDocument()
    expect(screen.getAllByText('封面')).toHaveLength(1)
    fireEvent.click(within(cells()[2]).getByLabelText('向前移动'))
    fireEvent.click(within(cells()[1]).getByLabelText('向前移动'))
    expect(photos()).toBe('/c.jpg,/b.jpg,/a.jpg')
    expect(srcOf(screen.getByText('封面').closest('.photo-picker__cell') as HTMLElement)).toBe(withImageHost('/c.jpg'))
  })

  it('marks no cover on plain sets', () => {
    render(<Form initial={['/a.jpg', '/b.jpg']} cover={false} />)
    expect(screen.queryByText('封面')).not.toBeInTheDocument()
  })

  it('removes a photo with ×', () => {
    render(<Form initial={['/a.jpg', '/b.jpg', '/c.jpg']} />)
    fireEvent.click(within(cells()[1]).getByLabelText('删除图片'))
    expect(photos()).toBe('/a.jpg,/c.jpg')
    expect(cells().map(srcOf)).toEqual(['/a.jpg', '/c.jpg'].map(withImageHost))
  })

  it('shows the photos the form loads later (an item opened for editing)', () => {
    const { rerender } = render(<PhotoPicker value={[]} onChange={() => {}} />)
    rerender(<PhotoPicker value={['/a.jpg', '/b.jpg']} onChange={() => {}} />)
    expect(cells().map(srcOf)).toEqual(['/a.jpg', '/b.jpg'].map(withImageHost))
  })
})

describe('photo picker: viewer', () => {
  it('shows the tapped photo full screen with its place, 2/3', async () => {
    render(<Form initial={['/a.jpg', '/b.jpg', '/c.jpg']} />)
    fireEvent.click(cells()[1].querySelector('.photo-picker__image')!)
    const viewer = await screen.findByRole('dialog', { name: '图片预览' })
    expect(within(viewer).getByText('2/3')).toBeInTheDocument()
    expect(within(viewer).getByAltText('第2张')).toHaveAttribute('src', withImageHost('/b.jpg'))
    expect(within(viewer).getByText('保存图片')).toBeInTheDocument()
  })
})

describe('photo picker: choosing fails', () => {
  it('says nothing when the choice is cancelled in the mini-program', async () => {
    // WeChat rejects with an errMsg object, not an Error.
    vi.spyOn(Taro, 'chooseImage').mockRejectedValueOnce({ errMsg: 'chooseImage:fail cancel' })
    const uploading = vi.fn()
    render(<Form initial={[]} uploading={uploading} />)
    fireEvent.click(addButton()!)
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
    fireEvent.click(addButton()!)
    await act(() => new Promise((done) => setTimeout(done, 20)))
    expect(uploading).not.toHaveBeenCalled()
    // the dealer closed the dialog and taps + again
    fireEvent.click(addButton()!)
    await waitFor(() => expect(uploading).toHaveBeenLastCalledWith(true))
    await finish()
    await waitFor(() => expect(photos()).toBe(SLOW))
    expect(uploading).toHaveBeenLastCalledWith(false)
  })

  it('says 图片上传失败 when the choice fails otherwise', async () => {
    vi.spyOn(Taro, 'chooseImage').mockRejectedValueOnce({ errMsg: 'chooseImage:fail auth deny' })
    render(<Form initial={[]} />)
    fireEvent.click(addButton()!)
    await waitFor(() => expect(uiLog.toasts.at(-1)?.title).toBe('图片上传失败'))
  })
})
