import { createEffectRunner } from '../effects/runner'
import { installErrorHandlers, reportError } from '../app/errors'
import { NeedLoginError } from '../session/auth'
import { ApiError } from '../request/errors'
import { offersApiEnvSwitch, resolveApiBase, type ApiBases } from '../request/base-url'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

describe('effect model', () => {
  it('a page-init effect re-entered while pending is superseded', async () => {
    const runner = createEffectRunner()
    const first = deferred<string>()
    const second = deferred<string>()
    const applied: string[] = []
    const a = runner.run('init', () => first.promise, { apply: (v) => applied.push(v) })
    const b = runner.run('init', () => second.promise, { apply: (v) => applied.push(v) })
    second.resolve('new')
    first.resolve('old')
    expect(await b).toBe(true)
    expect(await a).toBe(false)
    expect(applied).toEqual(['new'])
  })

  it('a queue effect ignores re-entry while running', async () => {
    const runner = createEffectRunner()
    const gate = deferred<number>()
    let calls = 0
    const a = runner.run('more', () => (calls++, gate.promise), { mode: 'queue' })
    expect(await runner.run('more', async () => (calls++, 2), { mode: 'queue' })).toBe(false)
    gate.resolve(1)
    expect(await a).toBe(true)
    expect(calls).toBe(1)
    expect(await runner.run('more', async () => (calls++, 3), { mode: 'queue' })).toBe(true)
  })

  it('keeps a loading flag per effect', async () => {
    const changes: string[] = []
    const runner = createEffectRunner((name, loading) => changes.push(`${name}:${loading}`))
    const gate = deferred<void>()
    const a = runner.run('init', () => gate.promise)
    expect(runner.isLoading('init')).toBe(true)
    expect(runner.isLoading('more')).toBe(false)
    gate.resolve()
    await a
    expect(runner.isLoading('init')).toBe(false)
    expect(changes).toEqual(['init:true', 'init:false'])
  })

  it('a failing task rejects and clears its loading flag', async () => {
    const runner = createEffectRunner()
    await expect(runner.run('init', async () => Promise.reject(new Error('x')))).rejects.toThrow('x')
    expect(runner.isLoading('init')).toBe(false)
  })
})

describe('error reporting', () => {
  it('swallows needLogin and logs the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    reportError(new NeedLoginError())
    reportError(new Error('wrapped: needLogin'))
    expect(error).not.toHaveBeenCalled()
    reportError(new Error('boom'))
    expect(error).toHaveBeenCalledTimes(1)
    reportError(new ApiError(500, '服务繁忙'))
    expect(warn).toHaveBeenCalledWith('[api 500] 服务繁忙')
    error.mockRestore()
    warn.mockRestore()
  })

  it('swallows unhandled needLogin rejections', () => {
    installErrorHandlers()
    const swallowed = new Event('unhandledrejection', { cancelable: true }) as Event & { reason?: unknown }
    swallowed.reason = new NeedLoginError()
    window.dispatchEvent(swallowed)
    expect(swallowed.defaultPrevented).toBe(true)
    const other = new Event('unhandledrejection', { cancelable: true }) as Event & { reason?: unknown }
    other.reason = new Error('boom')
    window.dispatchEvent(other)
    expect(other.defaultPrevented).toBe(false)
  })
})

describe('API environments', () => {
  it('offers the environment switch only in builds for testers', () => {
    expect(offersApiEnvSwitch({ release: false, apiEnv: 'local', mode: 'development' })).toBe(true)
    expect(offersApiEnvSwitch({ release: false, apiEnv: 'test', mode: 'production' })).toBe(true)
    // A production build: on the mock, the live hosts or released, no 接口环境（测试用） in settings.
    expect(offersApiEnvSwitch({ release: false, apiEnv: 'local', mode: 'production' })).toBe(false)
    expect(offersApiEnvSwitch({ release: false, apiEnv: 'prod', mode: 'development' })).toBe(false)
    expect(offersApiEnvSwitch({ release: true, apiEnv: 'test', mode: 'production' })).toBe(false)
  })

  const config: ApiBases = {
    bases: { local: 'http://127.0.0.1:6003/', dev: 'https://dev.api/', test: 'https://test.api/', stage: 'https://stage.api/', prod: 'https://api/' },
    testPattern: 'https://{env}.api.example/',
  }
  it('maps dev, stage and prod to the build bases', () => {
    expect(resolveApiBase('dev', 'prod', config)).toBe('https://dev.api/')
    expect(resolveApiBase('stage', 'prod', config)).toBe('https://stage.api/')
    expect(resolveApiBase('prod', 'dev', config)).toBe('https://api/')
  })
  it('swaps a test-prefixed value into the test host pattern', () => {
    expect(resolveApiBase('test', 'prod', config)).toBe('https://test.api.example/')
    expect(resolveApiBase('test2', 'prod', config)).toBe('https://test2.api.example/')
    expect(resolveApiBase('test2', 'prod', { ...config, testPattern: 'https://fixed/' })).toBe('https://test.api/')
  })
  it("keeps the build's environment without a setting", () => {
    expect(resolveApiBase(undefined, 'local', config)).toBe('http://127.0.0.1:6003/')
    expect(resolveApiBase('nonsense', 'stage', config)).toBe('https://stage.api/')
  })
  it('the local environment is the mock on 127.0.0.1:6003 and no credential is in source', () => {
    expect(__API_BASES__.local).toBe('http://127.0.0.1:6003/')
    expect(__AUTH_BEARER__).toBe('test-bearer')
  })
})
