import '@testing-library/jest-dom/vitest'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { mockServer } from '../../mocks/node'
import { resetDb } from '../../mocks/db'
import { resetTaroDouble } from './taro'
import { initialSession, useSession } from '../../src/core/session/store'

// The mock backend's handlers answer every request; an unhandled one is a test bug.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetDb()
  localStorage.clear()
  useSession.setState(initialSession(), true)
})
afterEach(() => {
  cleanup()
  mockServer.resetHandlers()
  resetTaroDouble()
})
afterAll(() => mockServer.close())
