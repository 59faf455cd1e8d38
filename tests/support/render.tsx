import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import { setRoute } from '@test/taro'
import { DEMO_TOKEN } from '@mocks/db'
import { setUserToken } from '../../src/core/session/store'
import type { RoutePath } from '../../src/core/routes'

/** Render a page component as if Taro opened `path` with `query`, optionally signed in. */
export function renderPage(
  ui: ReactElement,
  path: RoutePath,
  { query = {}, signedIn = false, below = [] as string[] }: { query?: Record<string, string>; signedIn?: boolean; below?: string[] } = {},
) {
  setRoute(path, query, below)
  if (signedIn) setUserToken(DEMO_TOKEN)
  return render(ui)
}
