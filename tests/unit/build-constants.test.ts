import { buildConstants } from '../../config/constants'

describe('build constants', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it.each([
    ['TARO_APP_API_ENV', 'prod'],
    ['TARO_APP_RELEASE', '1'],
  ])('a production build (%s=%s) without the bearer stops with a clear message', (name, value) => {
    process.env[name] = value
    process.env.TARO_APP_AUTH_BEARER = ''
    expect(() => buildConstants()).toThrow(/TARO_APP_AUTH_BEARER is not set/)
    process.env.TARO_APP_AUTH_BEARER = 'secret'
    expect(JSON.parse(buildConstants().__AUTH_BEARER__)).toBe('secret')
  })

  it('a local or test build may go without it (the mock does not check it)', () => {
    process.env.TARO_APP_API_ENV = 'test'
    process.env.TARO_APP_AUTH_BEARER = ''
    expect(JSON.parse(buildConstants().__AUTH_BEARER__)).toBe('')
  })
})
