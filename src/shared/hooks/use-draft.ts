import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidHide } from '@tarojs/taro'
import { accountStorageKey } from '@/core/session/auth'
import { readStoredToken, useSession } from '@/core/session/store'
import { isH5 } from '@/core/platform/env'

/** A draft left longer than this is not offered again. */
export const DRAFT_TTL_MS = 7 * 24 * 3600 * 1000
/** Typing is kept this long after the last change (and at once when the page goes). */
export const DRAFT_SAVE_DELAY_MS = 400

interface StoredDraft<T> {
  scope: string
  owner: string
  savedAt: number
  values: T
}

/** Account-scoped: switching account or logging out removes every draft. */
export const draftStorageKey = (key: string) => accountStorageKey(`draft:${key}`)

/**
 * The session a draft belongs to, without storing the token beside it: opening a shop logs in
 * as the new account without a logout, and its forms must not offer the old account's drafts.
 */
function ownerTag(): string {
  const token = useSession.getState().userToken || readStoredToken()
  let hash = 5381
  for (let i = 0; i < token.length; i += 1) hash = ((hash * 33) ^ token.charCodeAt(i)) >>> 0
  return token ? hash.toString(36) : ''
}

function removeDraft(key: string): void {
  try {
    Taro.removeStorageSync(draftStorageKey(key))
  } catch {
    // storage unavailable: nothing was kept
  }
}

function writeDraft<T>(key: string, scope: string, values: T): void {
  try {
    const stored: StoredDraft<T> = { scope, owner: ownerTag(), savedAt: Date.now(), values }
    Taro.setStorageSync(draftStorageKey(key), stored)
  } catch {
    // storage full or unavailable: the form still works, only the draft is not kept
  }
}

/** The draft kept for `key` and `scope` by this session, if any and not too old. */
export function readDraft<T>(key: string, scope = ''): T | undefined {
  let stored: StoredDraft<T> | '' | undefined
  try {
    stored = Taro.getStorageSync(draftStorageKey(key))
  } catch {
    return undefined
  }
  if (!stored || typeof stored !== 'object' || stored.values === undefined) return undefined
  if (stored.owner !== ownerTag() || Date.now() - stored.savedAt > DRAFT_TTL_MS) {
    removeDraft(key)
    return undefined
  }
  return stored.scope === scope ? stored.values : undefined
}

export interface DraftOptions {
  /** Keep the values; off while the form still loads. */
  enabled?: boolean
  /** What the form was opened for (a lock, some items): a draft made for another is not offered. */
  scope?: string
  /** Nothing worth keeping (the form as it started): a draft kept earlier on this page goes. */
  empty?: boolean
}

export interface Draft<T> {
  /** The values kept last time, read once when the page opened. */
  restored: T | undefined
  /** Forget the draft (after a successful submit): nothing is kept again until the values change. */
  clear: () => void
}

/**
 * Keeps a long form's values on the device while typing, so leaving the page (back, a crash, a
 * failed submit) loses nothing: one draft per form `key`, saved a moment after each change and
 * at once when the page goes. Start the form from `restored` (see readDraft for its first
 * render), and `clear()` after a successful submit.
 */
export function useDraft<T>(key: string, values: T, { enabled = true, scope = '', empty = false }: DraftOptions = {}): Draft<T> {
  const [restored] = useState(() => (key ? readDraft<T>(key, scope) : undefined))
  const latest = useRef({ key, scope, values })
  latest.current = { key, scope, values }
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Whether storage holds a draft this page made or restored (only that one is removed).
  const kept = useRef(restored !== undefined)
  // The values clear() was called on: not kept again until they change.
  const clearedAt = useRef<T | undefined>(undefined)

  const flush = useCallback(() => {
    if (pending.current === undefined) return
    clearTimeout(pending.current)
    pending.current = undefined
    const { key: name, scope: made, values: now } = latest.current
    writeDraft(name, made, now)
    kept.current = true
  }, [])

  const clear = useCallback(() => {
    clearTimeout(pending.current)
    pending.current = undefined
    clearedAt.current = latest.current.values
    removeDraft(latest.current.key)
    kept.current = false
  }, [])

  useEffect(() => {
    if (!key || !enabled || values === clearedAt.current) return
    clearTimeout(pending.current)
    pending.current = undefined
    if (empty) {
      if (kept.current) removeDraft(key)
      kept.current = false
      return
    }
    pending.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS)
  }, [key, values, enabled, empty, flush])

  // Leaving the page (back, another page on top, the app sent to the background, the browser
  // tab or the native app's web-view closed) keeps it now.
  useEffect(() => flush, [flush])
  useDidHide(flush)
  useEffect(() => {
    if (!isH5) return
    window.addEventListener('pagehide', flush)
    return () => window.removeEventListener('pagehide', flush)
  }, [flush])

  return { restored, clear }
}
