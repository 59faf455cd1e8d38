import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { TABS } from '@/core/routes'

// app.config.ts is evaluated by Taro with defineAppConfig as a global.
;(globalThis as { defineAppConfig?: (config: unknown) => unknown }).defineAppConfig = (config) => config

interface AppConfig {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
  preloadRule: Record<string, { network: string; packages: string[] }>
  tabBar: { list: { pagePath: string; text: string; iconPath: string; selectedIconPath: string }[] }
}

describe('app.config', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('opens on the home tab and lists the tab bar from the route table with real icons (the mini-program)', async () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    const config = (await import('@/app.config')).default as unknown as AppConfig
    expect(config.pages[0]).toBe('pages/home/post/index')
    expect(config.tabBar.list.map((item) => item.pagePath)).toEqual(TABS.map((tab) => tab.path))
    for (const item of config.tabBar.list) {
      expect(config.pages).toContain(item.pagePath)
      expect(existsSync(resolve(__dirname, '../../src', item.iconPath))).toBe(true)
      expect(existsSync(resolve(__dirname, '../../src', item.selectedIconPath))).toBe(true)
    }
  })

  it('names no PNG icons on H5: its tab bar draws them inline, and the build would carry the PNGs in app.js', async () => {
    const config = (await import('@/app.config')).default as unknown as AppConfig
    expect(config.tabBar.list.map((item) => item.text)).toEqual(TABS.map((tab) => tab.text))
    for (const item of config.tabBar.list) expect([item.iconPath, item.selectedIconPath]).toEqual([undefined, undefined])
  })

  it('preloads only subpackages that exist, from tab pages', async () => {
    const config = (await import('@/app.config')).default as unknown as AppConfig
    const names = config.subPackages.map((pkg) => pkg.root.split('/')[1])
    for (const [page, rule] of Object.entries(config.preloadRule)) {
      expect(TABS.map((tab) => tab.path as string)).toContain(page)
      for (const name of rule.packages) expect(names).toContain(name)
    }
  })
})
