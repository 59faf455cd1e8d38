/**
 * `npm start`: the H5 app on the embedded mock backend, for development. Starts the mock
 * backend on 127.0.0.1:6003 (state kept in .mock-data/), the H5 dev server on 127.0.0.1:10086,
 * and prints the URL to open and the demo logins once the first build is served. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { demoLoginLines } from '../mocks/lib/demo-logins'
import { startMockServer, MOCK_HOST, MOCK_PORT } from '../mocks/server'

const DEV_URL = 'http://127.0.0.1:10086'
const root = resolve(__dirname, '..')

async function waitForDevServer(timeoutMs = 5 * 60 * 1000): Promise<boolean> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${DEV_URL}/pages/home/post/index`)
      if (response.ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 1000))
  }
  return false
}

async function main(): Promise<void> {
  process.env.MOCK_DATA_FILE ??= resolve(root, '.mock-data', 'db.json')
  const mock = await startMockServer().catch((error: unknown) => {
    console.error(`[mock] cannot listen on ${MOCK_HOST}:${MOCK_PORT} (is another npm start running?)`, error)
    process.exit(1)
  })
  console.log(`[mock] backend on http://${MOCK_HOST}:${MOCK_PORT}, data in ${process.env.MOCK_DATA_FILE}`)
  console.log('[h5] building the H5 app for the first time, this takes about a minute…')

  // Its own process group: `taro build --watch` ignores SIGTERM sent to the npm wrapper alone.
  const taro = spawn(resolve(root, 'node_modules/.bin/taro'), ['build', '--type', 'h5', '--watch'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const stop = () => {
    try {
      if (taro.pid) process.kill(-taro.pid, 'SIGKILL')
    } catch {
      // already gone
    }
    mock.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  taro.on('exit', (code) => {
    console.error(`[h5] the dev server stopped (exit ${code})`)
    mock.close()
    process.exit(code ?? 1)
  })

  if (await waitForDevServer()) {
    console.log('')
    console.log(`  打开 / open:  ${DEV_URL}/pages/home/post/index`)
    console.log('  演示账号 / demo logins (on the mock):')
    for (const line of demoLoginLines()) console.log(line)
    console.log('  Ctrl-C 停止 / to stop')
    console.log('')
  } else {
    console.error('[h5] the dev server did not answer within 5 minutes')
    stop()
  }
}

void main()
