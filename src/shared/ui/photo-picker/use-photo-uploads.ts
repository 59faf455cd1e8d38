import { useEffect, useReducer, useRef } from 'react'
import Taro from '@tarojs/taro'
import { uploadImage, UPLOAD_FAILED } from '@/core/upload'
import { reportError } from '@/core/app/errors'

/** Uploads running at once: enough to keep the line busy without starving the page's own calls. */
export const PARALLEL_UPLOADS = 2

/** A cell of the picker: an uploaded photo, or a chosen one on its way. */
export type PhotoEntry =
  | { key: string; status: 'done'; url: string; /** the local file it came from: shown without reloading */ path?: string }
  | { key: string; status: 'queued' | 'uploading' | 'failed'; path: string; progress: number }

type PendingEntry = Exclude<PhotoEntry, { status: 'done' }>

export interface PhotoUploadsOptions {
  value: string[]
  onChange: (next: string[]) => void
  onUploadingChange?: (uploading: boolean) => void
}

let lastKey = 0
const nextKey = () => `photo-${++lastKey}`

export const doneUrls = (entries: PhotoEntry[]) => entries.flatMap((entry) => (entry.status === 'done' ? [entry.url] : []))
const sameUrls = (a: string[], b: string[]) => a.length === b.length && a.every((url, n) => url === b[n])
const isRunning = (entry: PhotoEntry) => entry.status === 'queued' || entry.status === 'uploading'

/**
 * The picker's cells and their uploads. The form holds only the uploaded urls (`value`, in the
 * order shown); chosen photos still uploading or failed live here, in their place among them.
 * A value the form changes itself (a loaded item, a reset) becomes the uploaded cells again,
 * with what is still on its way after them.
 */
export function usePhotoUploads({ value, onChange, onUploadingChange }: PhotoUploadsOptions) {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const entries = useRef<PhotoEntry[]>([])
  const seenValue = useRef<string[] | null>(null)
  const running = useRef(false)
  const mounted = useRef(true)
  const latest = useRef({ onChange, onUploadingChange })
  latest.current = { onChange, onUploadingChange }

  if (value !== seenValue.current) {
    seenValue.current = value
    if (!sameUrls(value, doneUrls(entries.current))) {
      const reused = new Map(entries.current.flatMap((entry) => (entry.status === 'done' ? [[entry.url, entry] as const] : [])))
      entries.current = [
        ...value.map((url): PhotoEntry => reused.get(url) ?? { key: nextKey(), status: 'done', url }),
        ...entries.current.filter((entry) => entry.status !== 'done'),
      ]
    }
  }

  useEffect(() => {
    mounted.current = true
    return () => void (mounted.current = false)
  }, [])

  /** Replace the cells: the form hears of a changed set of urls and of uploads starting or ending. */
  function commit(next: PhotoEntry[]) {
    const before = doneUrls(entries.current)
    const failedBefore = entries.current.some((entry) => entry.status === 'failed')
    entries.current = next
    if (!mounted.current) return
    rerender()
    const after = doneUrls(next)
    if (!sameUrls(before, after)) {
      seenValue.current = after
      latest.current.onChange(after)
    }
    const nowRunning = next.some(isRunning)
    if (nowRunning !== running.current) {
      running.current = nowRunning
      latest.current.onUploadingChange?.(nowRunning)
    }
    // One toast when photos start failing; each failed cell says so and offers the retry.
    if (!failedBefore && next.some((entry) => entry.status === 'failed')) void Taro.showToast({ title: `${UPLOAD_FAILED}，点击图片重试`, icon: 'none' })
    startQueued()
  }

  function patch(key: string, change: (entry: PhotoEntry) => PhotoEntry | null) {
    const index = entries.current.findIndex((entry) => entry.key === key)
    if (index < 0) return
    const next = [...entries.current]
    const changed = change(next[index])
    if (changed) next[index] = changed
    else next.splice(index, 1)
    commit(next)
  }

  function startQueued() {
    const free = PARALLEL_UPLOADS - entries.current.filter((entry) => entry.status === 'uploading').length
    const starting = entries.current.filter((entry): entry is PendingEntry => entry.status === 'queued').slice(0, Math.max(0, free))
    if (!starting.length) return
    const keys = new Set(starting.map((entry) => entry.key))
    commit(entries.current.map((entry) => (entry.status === 'queued' && keys.has(entry.key) ? { ...entry, status: 'uploading', progress: 0 } : entry)))
    for (const entry of starting) void upload(entry.key, entry.path)
  }

  async function upload(key: string, path: string) {
    // Only the upload that owns the cell may change it (not one of a deleted or retried cell).
    const owns = (entry: PhotoEntry): entry is PendingEntry => entry.status === 'uploading' && entry.path === path
    try {
      const url = await uploadImage(path, {
        onProgress: (progress) => patch(key, (entry) => (owns(entry) ? { ...entry, progress } : entry)),
      })
      patch(key, (entry) => (owns(entry) ? { key, status: 'done', url, path } : entry))
    } catch (error) {
      reportError(error)
      patch(key, (entry) => (owns(entry) ? { ...entry, status: 'failed' } : entry))
    }
  }

  return {
    entries: entries.current,
    /** Chosen photos join the end (as many as fit under `max`), each uploading in turn; how many did not fit. */
    add(paths: string[], max: number): number {
      const fitting = paths.slice(0, Math.max(0, max - entries.current.length))
      if (fitting.length) commit([...entries.current, ...fitting.map((path): PhotoEntry => ({ key: nextKey(), status: 'queued', path, progress: 0 }))])
      return paths.length - fitting.length
    },
    retry(key: string) {
      patch(key, (entry) => (entry.status === 'failed' ? { ...entry, status: 'queued', progress: 0 } : entry))
    },
    remove(key: string) {
      patch(key, () => null)
    },
    /** Swap a cell with its neighbour (-1 before, +1 after). */
    move(key: string, step: -1 | 1) {
      const index = entries.current.findIndex((entry) => entry.key === key)
      const target = index + step
      if (index < 0 || target < 0 || target >= entries.current.length) return
      const next = [...entries.current]
      ;[next[index], next[target]] = [next[target], next[index]]
      commit(next)
    },
  }
}
