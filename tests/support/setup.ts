import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { mockServer } from '@mocks/node'
import { resetDb } from '@mocks/db'
import { mockReplyMismatches } from '@mocks/lib/handle'

// The mock backend's handlers answer every request; an unhandled one is a test bug.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  // The mock answered with data its call's schema refuses: mock and app have drifted.
  const mismatches = mockReplyMismatches.splice(0)
  expect(mismatches, 'mock replies that do not match their schemas').toEqual([])
  mockServer.resetHandlers()
  mockServer.events.removeAllListeners()
})
afterAll(() => mockServer.close())
