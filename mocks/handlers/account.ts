import { accountApi } from '../../src/core/api/account'
import { handle, MockError } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { requireUser } from '../lib/auth'

export const accountHandlers = [
  handle(accountApi.info, ({ token, request }) => {
    const user = requireUser(token)
    return { ...user, avatar: absoluteMedia(request, user.avatar) }
  }),
  handle(accountApi.silentLogin, ({ params }) => {
    if (!params.code) throw new MockError(400, '缺少登录凭证')
    return { openId: `mock-openid-${params.code}` }
  }),
  handle(accountApi.userDeviceInfoPost, ({ params }) => {
    if (!params.openId) throw new MockError(400, '缺少设备标识')
    return null
  }),
]
