import Taro from '@tarojs/taro'
import { COLOR } from '@/core/theme'

export interface ConfirmOptions {
  title: string
  content: string
  confirmText?: string
  cancelText?: string
  /** Destructive or binding (删除, 取消订单, 放弃): the confirm button in the danger colour. */
  danger?: boolean
}

/** Asks before an action (Taro's modal); resolves true when the dealer confirms. */
export async function askConfirm({ title, content, confirmText = '确定', cancelText = '取消', danger = false }: ConfirmOptions): Promise<boolean> {
  const { confirm } = await Taro.showModal({ title, content, confirmText, cancelText, confirmColor: danger ? COLOR.danger : COLOR.accent })
  return confirm
}
