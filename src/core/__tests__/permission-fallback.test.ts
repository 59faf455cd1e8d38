import { http, HttpResponse } from 'msw'
import { uiLog } from '@test/taro'
import * as v from 'valibot'
import { mockServer } from '../../../mocks/node'
import { defineCall } from '../api/define'
import { callApi } from '../request'

// The permission dialogs' code did not arrive (H5 loads it on first use; the network dropped).
vi.mock('../dialogs/load-permission', () => ({ loadPermissionDialogs: () => Promise.reject(new Error('Loading chunk permission-dialogs failed')) }))

const call = defineCall('GET', '/test/guarded', v.object({ ok: v.boolean() }))

it('a permission reply whose dialog cannot load still says the server’s words, and fails with its code', async () => {
  mockServer.use(http.get('*/test/guarded', () => HttpResponse.json({ code: 403, msg: '无权限', data: { title: '暂无权限', content: '请联系店铺管理员开通' } })))
  await expect(callApi(call)).rejects.toMatchObject({ code: 403 })
  expect(uiLog.modals).toEqual([])
  expect(uiLog.toasts).toEqual([expect.objectContaining({ title: '请联系店铺管理员开通' })])
})
