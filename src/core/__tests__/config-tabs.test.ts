import { ENTRY_PAGE, TAB_PAGES, preloadScript } from '../../../config/preload-tabs'
import { ALL_ROUTES, HOME_PATH, TABS } from '../routes'

describe('index.html preloads the tab page it opens on', () => {
  it('knows the tab pages: exactly the route table’s tabs', () => {
    expect(ALL_ROUTES.filter((path) => TAB_PAGES.test(path))).toEqual(TABS.map((tab) => tab.path))
    expect(ENTRY_PAGE).toBe(HOME_PATH)
  })

  it('adds preload links for the opened tab’s files only', () => {
    const files = { '/pages/home/post/index': ['js/1.js', 'css/2.css'], '/pages/home/stock/index': ['js/3.js'] }
    window.history.replaceState(null, '', '/pages/home/post/index')
    new Function(preloadScript(files, '/'))()
    const links = [...document.head.querySelectorAll('link[rel=preload]')].map((link) => [link.getAttribute('as'), link.getAttribute('href')])
    expect(links).toEqual([
      ['script', '/js/1.js'],
      ['style', '/css/2.css'],
    ])
  })
})
