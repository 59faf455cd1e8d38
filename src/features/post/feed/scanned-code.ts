import { askConfirm } from '@/shared/ui/confirm'
import { accountApi } from '@/core/api/account'
import { callApi } from '@/core/request'
import { needLogin } from '@/core/session/auth'
import { navigate } from '@/core/navigation'
import { parsePlatformCode } from '@/core/platform/platform-code'
import { showSuccess } from '@/shared/ui/result/toast-after'

export const SCAN_LOGIN_PREFIX = 'luxtrade://scan-login?id='

/** What a scanned code opens: a QR login to confirm, or the post a platform code names. */
export async function openScannedCode(code: string): Promise<void> {
  if (code.startsWith(SCAN_LOGIN_PREFIX)) {
    needLogin()
    const scanId = code.slice(SCAN_LOGIN_PREFIX.length)
    await callApi(accountApi.scanStart, { scanId })
    const confirm = await askConfirm({ title: '确认登录', content: '确认在其他设备上登录同行圈？如非本人操作请取消。', confirmText: '确认登录' })
    if (!confirm) return
    await callApi(accountApi.scanCompleted, { scanId })
    showSuccess('已确认登录')
    return
  }
  const { postId } = await parsePlatformCode(code)
  await navigate('pages/post/detail/index', { query: { id: postId } })
}
