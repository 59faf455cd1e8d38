import Taro from '@tarojs/taro'
import { navigate } from '@/core/navigation'
import type { RoutePath } from '@/core/routes'
import { failureText, toastFailure } from '@/shared/ui/failure-toast'
import { toastOnNextPage } from '@/shared/ui/result/toast-after'
import { useOnce } from './use-once'

export interface CreateOptions {
  /** Toast on success, e.g. 锁单成功. */
  done: string
  /** Shown when the failure carries no message. */
  failed: string
  /** The new record's detail page, opened in place of the form. */
  detail: RoutePath
  /**
   * Say `done` on the detail once it opens (readable there) instead of on the form a moment
   * before it goes. Lock and offline orders do; the others are to follow.
   */
  doneOnDetail?: boolean
}

/**
 * The create forms' submit: the errors go under the fields and the first one is said at the
 * button too (the field may be scrolled away); one save at a time; the new record's detail
 * replaces the form (and says `done`); a refusal keeps everything typed and shows the server's message.
 */
export function useCreateSubmit<E extends { form?: string }>(setErrors: (errors: E) => void) {
  const { busy: saving, once } = useOnce()
  const submit = async (errors: E, create: () => Promise<{ id: number }>, { done, failed, detail, doneOnDetail }: CreateOptions) => {
    setErrors(errors)
    const first = Object.values(errors).find(Boolean)
    if (first) {
      void Taro.showToast({ title: String(first), icon: 'none' })
      return
    }
    await once(async () => {
      try {
        const { id } = await create()
        if (doneOnDetail) toastOnNextPage(done)
        else void Taro.showToast({ title: done, icon: 'success' })
        await navigate(detail, { query: { id }, replace: true, force: true })
      } catch (error) {
        // Said at the button too (unless the request layer already spoke, e.g. maintenance).
        setErrors({ form: failureText(error, failed) } as E)
        toastFailure(error, failed)
      }
    })
  }
  return { saving, submit }
}
