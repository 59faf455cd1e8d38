import Taro from '@tarojs/taro'
import { currentPageUrl, navigate, parseRouteUrl } from '../navigation'
import { runAppOnly } from '../native/actions'
import { ROUTE_TABLE, isRoutePath } from '../routes'
import { useSession } from '../session/store'
import { COLOR } from '@/core/theme'

/** The permission dialog variants of spec sections 4 and 6. */
export type PermissionVariant = 'deposit' | 'realName' | 'memberNeeded' | 'forbidden' | 'noStore' | 'memberExpired' | 'memberOpen' | 'notice'

export interface DialogPayload {
  title?: string
  content?: string
  accountId?: number
  tips?: string
  btnLink?: string
  back?: string
  openMemberH5Url?: string
}

interface VariantSpec {
  title: (payload: DialogPayload) => string
  content: (payload: DialogPayload) => string
  confirmText: string
  /** No cancel button when absent. */
  cancelText?: string
  onConfirm?: (payload: DialogPayload) => Promise<void> | void
}

const MEMBER_PAGE = 'pages/activity/member/index' as const

/** The feature the dealer was reaching for: the shown page's title (a tab says 库存, a page 锁单). */
function featureOfPage(): string {
  const path = currentPageUrl().slice(1).split('?')[0]
  return isRoutePath(path) ? ROUTE_TABLE[path].title : ''
}
/** The app's accent instead of WeChat's green. */
export const DIALOG_CONFIRM_COLOR = COLOR.accent

/** A link the app can open itself: one of its pages, or an https page in the web-view. */
function opensHere(link: string | undefined): boolean {
  return parseRouteUrl(link) !== null || /^https:\/\//.test(link ?? '')
}

function openLink(link: string | undefined) {
  const target = parseRouteUrl(link)
  if (target) return navigate(target.path, { query: target.query, force: true })
  if (link && /^https:\/\//.test(link)) return navigate('pages/web-view/index', { query: { src: link }, force: true })
  return navigate(MEMBER_PAGE, { force: true })
}

export const DIALOG_VARIANTS: Record<PermissionVariant, VariantSpec> = {
  deposit: {
    title: (p) => p.title || '需要缴纳保证金',
    content: (p) => p.content || p.tips || (opensHere(p.btnLink) ? '参与竞拍需要先缴纳保证金。' : '参与竞拍需要先缴纳保证金，充值请前往APP操作。'),
    confirmText: '充值',
    cancelText: '再想想',
    // The server's pay order (an auction's deposit goes through the cashier, which comes back to
    // the lot); without one the native app takes the deposit.
    onConfirm: (p) => (opensHere(p.btnLink) ? openLink(p.btnLink) : runAppOnly('保证金充值')),
  },
  realName: {
    title: (p) => p.title || '需要实名认证',
    content: (p) => p.content || p.tips || '完成实名认证后才能继续，实名认证请前往APP操作。',
    confirmText: '去实名',
    cancelText: '再想想',
    onConfirm: () => runAppOnly('实名认证'),
  },
  memberNeeded: {
    title: (p) => p.title || '需要开通会员',
    content: (p) => p.content || p.tips || '该功能为会员专享，开通会员后即可使用。',
    confirmText: '确定',
    cancelText: '取消',
    onConfirm: (p) => openLink(p.btnLink),
  },
  forbidden: {
    title: (p) => p.title || '提示',
    content: (p) => p.content || '暂无权限进行此操作',
    confirmText: '知道了',
  },
  noStore: {
    title: (p) => p.title || '加入或开通店铺',
    content: (p) =>
      p.content || `当前账号${p.accountId ? `（ID ${p.accountId}）` : ''}还没有加入或开通店铺，${featureOfPage() ? `「${featureOfPage()}」` : '该功能'}需要加入或开通店铺后使用。`,
    confirmText: '确定',
    cancelText: '取消',
    onConfirm: (p) =>
      navigate('pages/account/bind-enterprise/index', {
        query: { accountId: p.accountId, redirect: p.back || currentPageUrl() || undefined },
        force: true,
      }),
  },
  memberExpired: {
    title: () => '权益已到期',
    content: (p) => p.content || p.tips || '会员权益已到期，续费后可继续使用。',
    confirmText: '去开通',
    cancelText: '取消',
    onConfirm: (p) => openLink(p.btnLink),
  },
  memberOpen: {
    title: (p) => p.title || '开通会员',
    content: (p) => p.content || '该功能需要开通会员',
    confirmText: '去开通',
    cancelText: '取消',
    onConfirm: (p) => openLink(p.openMemberH5Url),
  },
  notice: {
    title: (p) => p.title || '提示',
    content: (p) => p.content || '',
    confirmText: '确定',
    cancelText: '取消',
    onConfirm: (p) => (p.btnLink ? openLink(p.btnLink) : undefined),
  },
}

/** Show one dialog; the session's modalInfo holds it while open. Resolves with the choice. */
export async function showPermissionDialog(variant: PermissionVariant, payload: DialogPayload = {}): Promise<boolean> {
  const spec = DIALOG_VARIANTS[variant]
  const title = spec.title(payload)
  const content = spec.content(payload)
  useSession.setState({ modalInfo: { type: variant, title, content, ...payload } })
  try {
    const { confirm } = await Taro.showModal({
      title,
      content,
      confirmText: spec.confirmText,
      showCancel: Boolean(spec.cancelText),
      cancelText: spec.cancelText ?? '取消',
      confirmColor: DIALOG_CONFIRM_COLOR,
    })
    if (confirm) await spec.onConfirm?.(payload)
    return confirm
  } finally {
    useSession.setState({ modalInfo: null })
  }
}
