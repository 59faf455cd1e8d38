import { askConfirm } from '@/shared/ui/confirm'
import { Text, View } from '@tarojs/components'
import type { FormDraft } from '@/shared/hooks/use-form'

/**
 * A small note on top of a form that opened with what was typed last time, and the way to start
 * afresh (asked first: what goes cannot be brought back). `onDiscard` fills in again what the
 * page starts from (a lock's buyer).
 */
export function DraftNote({ draft, onDiscard }: { draft: FormDraft; onDiscard?: () => void }) {
  if (!draft.restored) return null
  const discard = async () => {
    const confirm = await askConfirm({ title: '清空已填写的内容？', content: '清空后无法恢复', confirmText: '清空', danger: true })
    if (!confirm) return
    draft.discard()
    onDiscard?.()
  }
  return (
    <View className="form-draft-note">
      <Text className="form-draft-note__text">已恢复上次未提交的内容</Text>
      <Text className="form-draft-note__clear" onClick={() => void discard()}>
        清空
      </Text>
    </View>
  )
}
