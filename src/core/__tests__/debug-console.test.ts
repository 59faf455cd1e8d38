import Taro from '@tarojs/taro'

const created = vi.fn()
vi.mock('vconsole', () => ({ default: class { constructor(options: unknown) { created(options) } } }))

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
