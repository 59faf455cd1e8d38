import '@testing-library/jest-dom/vitest'
import { afterEach, beforeEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { resetTaroDouble } from './taro'
import { initialSession, useSession } from '../../src/core/session/store'
import { resetNavigationDebounce } from '../../src/core/navigation'

// findBy/waitFor wait for what the user would see; the 1 s default is too short on a loaded CI
// machine (seen failing there), and waiting longer costs nothing when the screen is ready.
configure({ asyncUtilTimeout: 5000 })

// jsdom has no canvas; NutUI's barrel loads lottie, which draws on one at import time.
HTMLCanvasElement.prototype.getContext = function getContext() {
  return new Proxy({}, { get: (target, key) => (key in target ? target[key as never] : () => undefined), set: () => true })
} as never

// jsdom has no IntersectionObserver (lazy-loaded images use one): report every target visible.
class VisibleIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target, intersectionRatio: 1 } as IntersectionObserverEntry], this as never)
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
globalThis.IntersectionObserver ??= VisibleIntersectionObserver as never

// Loaded when a test runs, not with this file: a test's vi.mock of a module the query layer
// imports (the platform, say) must apply to it.
const queryLayer = () => import('../../src/shared/query/client')

beforeEach(async () => {
  const { queryClient, wireQueryClient } = await queryLayer()
  wireQueryClient()
  // Retries keep their count in tests, not their backoff.
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } })
  localStorage.clear()
  resetNavigationDebounce()
  // Pages wait for app start-up; tests of start-up itself reset this.
  useSession.setState({ ...initialSession(), init: true }, true)
})
afterEach(async () => {
  cleanup()
  // Every test starts with an empty cache, as a fresh app start does.
  ;(await queryLayer()).queryClient.clear()
  resetTaroDouble()
})
