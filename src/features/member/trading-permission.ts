import { PRODUCT_DETAIL_PRICE } from '@/core/api/account'
import { auditApplies } from '@/core/app/audit'
import { showPermissionDialog } from '@/core/dialogs/permission'
import { goToLogin } from '@/core/session/auth'
import { useSession } from '@/core/session/store'
import { ensureUserInfo } from '@/core/session/user'

export const APPLY_HOME = 'pages/member/apply/home/index' as const

export const TRADING_DIALOG = {
  title: '需要开通交易权限',
  content: (feature: string) => `${feature}需要开通平台交易权限。提交营业执照、身份证和店铺照片，审核通过后即可${feature}。`,
}

/**
 * Before bidding, buying or anything else that trades on the platform (issue 16's auctions call
 * it): true when the account holds PRODUCT_DETAIL_PRICE. Otherwise false, after the spec's
 * permission dialog (the notice variant, 确定/取消) whose 确定 opens member/apply/home (a page on
 * top: back returns here). Signed out it starts the login instead; under audit mode nothing of
 * this is offered, so it only says so (forbidden, 知道了).
 *
 *   if (!(await ensureTradingPermission({ feature: '出价' }))) return
 */
export async function ensureTradingPermission({ feature = '该操作' }: { feature?: string } = {}): Promise<boolean> {
  const state = useSession.getState()
  if (!state.userToken) {
    await goToLogin()
    return false
  }
  let permission: string[]
  try {
    permission = (await ensureUserInfo()).permission
  } catch {
    // Not known (offline): the server refuses an unauthorised trade anyway; let the caller ask it.
    return true
  }
  if (permission.includes(PRODUCT_DETAIL_PRICE)) return true
  if (auditApplies(useSession.getState())) {
    await showPermissionDialog('forbidden', { content: '暂无权限进行此操作' })
    return false
  }
  await showPermissionDialog('notice', { title: TRADING_DIALOG.title, content: TRADING_DIALOG.content(feature), btnLink: APPLY_HOME })
  return false
}
