import Taro from '@tarojs/taro'
import { create } from 'zustand'
import type { UserInfo } from '../api/account'

export const TOKEN_STORAGE_KEY = 'userToken'

export interface ActivityInfo {
  activityId: string
  activityType: string
}

export interface ModalInfo {
  type: string
  title?: string
  content?: string
  [key: string]: unknown
}

/** The global session state of spec section 3, exactly. */
export interface SessionState {
  init: boolean
  displayLoading: boolean
  userToken: string
  userInfo: UserInfo | null
  openId: string
  activityInfo: ActivityInfo
  modalInfo: ModalInfo | null
  isAuditMode: boolean
}

export function readStoredToken(): string {
  try {
    return Taro.getStorageSync(TOKEN_STORAGE_KEY) || ''
  } catch {
    return ''
  }
}

export const initialSession = (): SessionState => ({
  init: false,
  displayLoading: false,
  userToken: readStoredToken(),
  userInfo: null,
  openId: '',
  activityInfo: { activityId: '', activityType: '' },
  modalInfo: null,
  isAuditMode: true,
})

export const useSession = create<SessionState>(() => initialSession())

export function setUserToken(token: string): void {
  if (token) Taro.setStorageSync(TOKEN_STORAGE_KEY, token)
  else Taro.removeStorageSync(TOKEN_STORAGE_KEY)
  useSession.setState({ userToken: token })
}
