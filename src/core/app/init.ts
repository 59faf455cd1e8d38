import Taro from '@tarojs/taro'
import { accountApi } from '../api/account'
import { dashboardApi, type AppConfigItem } from '../api/dashboard'
import { isH5, appVersion } from '../platform/env'
import { callApi } from '../request'
import { forgetStartUpReplies } from '../request/early'
import { useSession } from '../session/store'
import { reportError } from './errors'
import { COLOR } from '@/core/theme'

export const AUDIT_CONFIG_NAME = 'weappShenheMoshi'
export const ACTIVITY_ID_KEY = 'activity_id'
export const ACTIVITY_TYPE_KEY = 'activity_type'
export const UPDATE_TITLE = '更新提示'
export const UPDATE_CONTENT = '新版本已经准备好，是否重启应用？'

/** Audit mode only when the audit item names this version and its value is 1. */
export function auditModeOf(configList: AppConfigItem[] | undefined, version: string): boolean {
  const item = configList?.find((entry) => entry.name === AUDIT_CONFIG_NAME)
  return Boolean(item && item.versions === version && Number(item.value) === 1)
}

let markInitDone: () => void = () => {}
let initDone = new Promise<void>((resolve) => (markInitDone = resolve))
let started: Promise<void> | null = null

/** Page initialisation waits for this. */
export function waitForAppInit(): Promise<void> {
  return useSession.getState().init ? Promise.resolve() : initDone
}

async function silentLogin(): Promise<void> {
  const { code } = await Taro.login()
  const { openId } = await callApi(accountApi.silentLogin, { code }, { handleError: true, loading: false })
  useSession.setState({ openId })
  await callApi(accountApi.userDeviceInfoPost, { openId }, { handleError: true, loading: false })
}

async function loadAuditMode(): Promise<boolean> {
  try {
    const { configList } = await callApi(dashboardApi.appVersion, { version: appVersion }, { handleError: true, loading: false })
    return auditModeOf(configList, appVersion)
  } catch {
    return false
  }
}

/**
 * App start-up in the spec's order: silent login and device post (outside the browser), the
 * app version and audit mode, the signed-in user, then init done.
 */
export function initApp({ withSilentLogin = !isH5 }: { withSilentLogin?: boolean } = {}): Promise<void> {
  started ??= (async () => {
    // Spec: on any failure of start-up audit mode is false (a failed silent login included).
    let failed = false
    if (withSilentLogin) {
      await silentLogin().catch((error: unknown) => {
        failed = true
        reportError(error)
      })
    }
    const isAuditMode = await loadAuditMode()
    useSession.setState({ isAuditMode: isAuditMode && !failed })
    if (useSession.getState().userToken) {
      await callApi(accountApi.info, undefined, { handleError: true, loading: false })
        .then((userInfo) => useSession.setState({ userInfo }))
        .catch(reportError)
    }
    // index.html's early calls exist only on H5; the mini-program build leaves this out.
    if (process.env.TARO_ENV === 'h5') forgetStartUpReplies()
    useSession.setState({ init: true })
    markInitDone()
  })()
  return started
}

/** For tests: forget a finished start-up. */
export function resetAppInit(): void {
  started = null
  initDone = new Promise<void>((resolve) => (markInitDone = resolve))
}

function stored(key: string): string {
  try {
    return String(Taro.getStorageSync(key) || '')
  } catch {
    return ''
  }
}

/** On show: activity_id and activity_type from the query, else from storage; both stored. */
export function applyActivityInfo(query: Record<string, string | undefined> = {}): void {
  const activityId = query[ACTIVITY_ID_KEY] || stored(ACTIVITY_ID_KEY)
  const activityType = query[ACTIVITY_TYPE_KEY] || stored(ACTIVITY_TYPE_KEY)
  Taro.setStorageSync(ACTIVITY_ID_KEY, activityId)
  Taro.setStorageSync(ACTIVITY_TYPE_KEY, activityType)
  useSession.setState({ activityInfo: { activityId, activityType } })
}

/**
 * H5: the address's activity (else the stored one) applies from the first call on, start-up's
 * included, as index.html's early calls send it (config/early-call.ts); the app's show applies the
 * same again. The mini-program learns it on show.
 */
export function applyLaunchActivity(): void {
  if (process.env.TARO_ENV === 'h5') applyActivityInfo(Object.fromEntries(new URLSearchParams(window.location.search)))
}

/** The mini-program asks to restart when a new version is ready. */
export function watchForUpdates(): void {
  if (process.env.TARO_ENV === 'weapp') promptUpdates(Taro.getUpdateManager())
}

export interface UpdateManagerLike {
  onUpdateReady: (callback: () => void) => void
  applyUpdate: () => void
}

export function promptUpdates(manager: UpdateManagerLike): void {
  manager.onUpdateReady(() => {
    void Taro.showModal({ title: UPDATE_TITLE, content: UPDATE_CONTENT, confirmColor: COLOR.accent }).then(({ confirm }) => {
      if (confirm) manager.applyUpdate()
    })
  })
}
