import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** msw in Node for vitest: the same handlers as the standalone server. */
export const mockServer = setupServer(...handlers)
