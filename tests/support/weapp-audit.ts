import Taro from '@tarojs/taro'

/**
 * Every test of the enclosing describe runs as the mini-program build, where audit mode applies:
 * TARO_ENV weapp and the capsule button measured. The test file also mocks
 * '@/core/platform/env' to isWeapp (vi.mock has to stay in the test file itself).
 */
export function runAsWeapp(): void {
  beforeEach(() => {
    vi.stubEnv('TARO_ENV', 'weapp')
    vi.spyOn(Taro, 'getMenuButtonBoundingClientRect').mockReturnValue({ width: 87, height: 32, top: 24, bottom: 56, left: 281, right: 368 })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
  })
}
