import { http, HttpResponse } from 'msw'
import { uiLog } from '@test/taro'
import * as v from 'valibot'
import { mockServer } from '@mocks/node'
import { defineCall } from '../api/define'
import { callApi } from '../request'
import { DIALOG_LOAD_WAIT_MS } from '../request/errors'

// The permission dialogs' code does not arrive (H5 loads it on first use): the load fails, or hangs.
const load = vi.hoisted(() => ({ outcome: 'fail' as 'fail' | 'hang' }))
vi.mock('../dialogs/load-permission', () => ({
  loadPermissionDialogs: () => (load.outcome === 'fail' ? Promise.reject(new Error('Loading chunk permission-dialogs failed')) : new Promise(() => {})),
}))

const call = defineCall('GET', '/test/guarded', v.object({ ok: v.boolean() }))

it('a permission reply whose dialog cannot load still says the server’s words, and fails with its code', async () => {
  load.outcome = 'fail'
  mockServer.use(http.get('*/test/guarded', () => HttpResponse.json({ code: 403, msg: '无权限', data: { title: '暂无权限', content: '请联系店铺管理员开通' } })))
  await expect(callApi(call)).rejects.toMatchObject({ code: 403 })
  expect(uiLog.modals).toEqual([])
  expect(uiLog.toasts).toEqual([expect.objectContaining({ title: '请联系店铺管理员开通' })])
})

it('a stalled load waits 5 s at most: then the words as a toast, and the call fails', async () => {
  load.outcome = 'hang'
  vi.useFakeTimers({ shouldAdvanceTime: true })
  try {
    mockServer.use(http.get('*/test/guarded', () => HttpResponse.json({ code: 600000002, msg: '提示', data: { content: '请先补足保证金' } })))
    const failing = expect(callApi(call)).rejects.toMatchObject({ code: 600000002 })
    await vi.advanceTimersByTimeAsync(DIALOG_LOAD_WAIT_MS)
    await failing
    expect(uiLog.toasts).toEqual([expect.objectContaining({ title: '请先补足保证金' })])
  } finally {
    vi.useRealTimers()
  }
})
