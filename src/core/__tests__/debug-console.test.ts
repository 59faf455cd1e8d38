import Taro from '@tarojs/taro'

const created = vi.fn()
vi.mock('vconsole', () => ({
  default: class {
    constructor(options: unknown) {
      created(options)
    }
  },
}))

describe('remote debug console', () => {
  beforeEach(() => created.mockClear())

  it('loads outside production on H5', async () => {
    const { loadDebugConsole } = await import('../platform/debug-console')
    loadDebugConsole()
    await vi.waitFor(() => expect(created).toHaveBeenCalledWith({ theme: 'light' }))
  })

  it('stays off when turned off in storage', async () => {
    Taro.setStorageSync('debugConsole', 'off')
    const { loadDebugConsole } = await import('../platform/debug-console')
    loadDebugConsole()
    await new Promise((done) => setTimeout(done, 50))
    expect(created).not.toHaveBeenCalled()
  })
})

describe('the debug console’s button', () => {
  beforeEach(() => localStorage.clear())

  it('starts above the tab bar instead of on its 我的 label', async () => {
    localStorage.setItem('vConsole_switch_y', '20')
    const { keepSwitchAboveTabBar } = await import('../platform/debug-console')
    keepSwitchAboveTabBar()
    expect(Number(localStorage.getItem('vConsole_switch_y'))).toBeGreaterThanOrEqual(50 + 24)
    expect(localStorage.getItem('vConsole_switch_x')).toBe('10')
  })

  it('stays where a tester dragged it above the tab bar', async () => {
    localStorage.setItem('vConsole_switch_x', '200')
    localStorage.setItem('vConsole_switch_y', '300')
    const { keepSwitchAboveTabBar } = await import('../platform/debug-console')
    keepSwitchAboveTabBar()
    expect(localStorage.getItem('vConsole_switch_x')).toBe('200')
    expect(localStorage.getItem('vConsole_switch_y')).toBe('300')
  })
})
