import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { mockServer } from '../../mocks/node'
import { resetDb } from '../../mocks/db'

// The mock backend's handlers answer every request; an unhandled one is a test bug.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  mockServer.resetHandlers()
  mockServer.events.removeAllListeners()
})
afterAll(() => mockServer.close())
