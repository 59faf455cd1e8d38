import Taro from '@tarojs/taro'
import { saveImage } from '@/core/native/actions'
import { nativeApp } from '@/core/native/detect'
import { isBlobUrl, isDataImage } from '@/shared/media/url'
import './viewer.less'

/**
 * The full-screen photo viewer of H5 and the native app's web-view (the mini-program has WeChat's
 * own): 1/N, swipe or ‹ ›, 保存图片; a tap on the photo, ×, Escape or a route change closes it.
 * Taro's H5 previewImage shows neither the index nor a way to save. Plain DOM, so any screen
 * can open it from a function without a host component.
 */

export const SAVE_IMAGE = '保存图片'
/** WeChat's browser and some others cannot download: the photo is kept by a long press. */
export const LONG_PRESS_TO_SAVE = '长按图片即可保存'
/** A swipe longer than this (px) turns the page. */
const SWIPE_DISTANCE = 48

let closeOpen: (() => void) | null = null

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

function button(className: string, label: string, text: string, onTap: () => void): HTMLButtonElement {
  const node = element('button', className, text)
  node.type = 'button'
  node.setAttribute('aria-label', label)
  node.addEventListener('click', (event) => {
    event.stopPropagation()
    onTap()
  })
  return node
}

function fileNameOf(url: string, index: number): string {
  const last = url.split(/[?#]/)[0].split('/').pop() ?? ''
  return /\.(jpe?g|png|gif|webp|heic|svg)$/i.test(last) ? last : `photo-${index + 1}.jpg`
}

/**
 * In the app the bridge saves any url. A browser downloads only what it holds: the photo is
 * fetched into a local blob first (a cross-origin link would open the image instead of saving
 * it, leaving the app); where downloads cannot work, the dealer is told to long-press.
 */
async function savePhoto(url: string, index: number): Promise<void> {
  if (nativeApp() || isDataImage(url) || isBlobUrl(url)) {
    await saveImage(url, { fileName: fileNameOf(url, index) })
    return
  }
  if (/MicroMessenger/i.test(navigator.userAgent)) {
    void Taro.showToast({ title: LONG_PRESS_TO_SAVE, icon: 'none' })
    return
  }
  try {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${response.status}`)
    const local = URL.createObjectURL(await response.blob())
    await saveImage(local, { fileName: fileNameOf(url, index) })
    setTimeout(() => URL.revokeObjectURL(local), 10_000)
  } catch {
    void Taro.showToast({ title: LONG_PRESS_TO_SAVE, icon: 'none' })
  }
}

/** Close the viewer if one is open. */
export function closePhotoViewer(): void {
  closeOpen?.()
}

/** Open the viewer on `urls` (full urls) at `start`; returns the function that closes it. */
export function openPhotoViewer(urls: string[], start = 0): () => void {
  closeOpen?.()
  if (!urls.length) return () => {}
  let index = Math.max(0, Math.min(urls.length - 1, start))

  const root = element('div', 'photo-viewer')
  root.setAttribute('role', 'dialog')
  root.setAttribute('aria-modal', 'true')
  root.setAttribute('aria-label', '图片预览')
  const track = element('div', 'photo-viewer__track')
  const images = urls.map((_, n) => {
    const slide = element('div', 'photo-viewer__slide')
    const image = element('img', 'photo-viewer__image')
    image.alt = `第${n + 1}张`
    image.draggable = false
    slide.appendChild(image)
    track.appendChild(slide)
    return image
  })
  const count = element('div', 'photo-viewer__count')
  const close = () => {
    root.remove()
    document.removeEventListener('keydown', onKey)
    Taro.eventCenter.off('__taroRouterChange', close)
    if (closeOpen === close) closeOpen = null
  }
  const previous = button('photo-viewer__turn photo-viewer__turn--previous', '上一张', '‹', () => go(index - 1))
  const next = button('photo-viewer__turn photo-viewer__turn--next', '下一张', '›', () => go(index + 1))
  let saving = false
  const save = button('photo-viewer__save', SAVE_IMAGE, SAVE_IMAGE, () => {
    if (saving) return
    saving = true
    void savePhoto(urls[index], index).finally(() => (saving = false))
  })
  root.append(track, count, button('photo-viewer__close', '关闭', '×', close), previous, next, save)

  function show(offset = 0) {
    track.style.transform = `translate3d(calc(${-index * 100}% + ${offset}px), 0, 0)`
  }

  function go(target: number) {
    index = Math.max(0, Math.min(urls.length - 1, target))
    // The shown photo and its neighbours load; the rest wait until they are near.
    for (let n = index - 1; n <= index + 1; n++) if (images[n] && !images[n].src) images[n].src = urls[n]
    count.textContent = `${index + 1}/${urls.length}`
    previous.hidden = index === 0
    next.hidden = index === urls.length - 1
    track.classList.remove('photo-viewer__track--dragging')
    show()
  }

  // Swipe: the track follows the finger, then settles on a photo; a tap without a swipe closes.
  let touchStart: { x: number; y: number } | null = null
  let moved = 0
  root.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches[0]
      touchStart = { x: touch.clientX, y: touch.clientY }
      moved = 0
      track.classList.add('photo-viewer__track--dragging')
    },
    { passive: true },
  )
  root.addEventListener(
    'touchmove',
    (event) => {
      if (!touchStart) return
      event.preventDefault()
      moved = event.touches[0].clientX - touchStart.x
      // Past the first or last photo the track only gives a little.
      const edge = (index === 0 && moved > 0) || (index === urls.length - 1 && moved < 0)
      show(edge ? moved / 3 : moved)
    },
    { passive: false },
  )
  root.addEventListener('touchend', () => {
    touchStart = null
    if (moved <= -SWIPE_DISTANCE) go(index + 1)
    else if (moved >= SWIPE_DISTANCE) go(index - 1)
    else go(index)
  })
  track.addEventListener('click', () => {
    if (Math.abs(moved) < 8) close()
  })
  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape') close()
    else if (event.key === 'ArrowLeft') go(index - 1)
    else if (event.key === 'ArrowRight') go(index + 1)
  }
  document.addEventListener('keydown', onKey)
  Taro.eventCenter.on('__taroRouterChange', close)

  go(index)
  document.body.appendChild(root)
  closeOpen = close
  return close
}
