import { navigate } from '@/core/navigation'
import type { RoutePath } from '@/core/routes'
import { useFlowAction } from '@/shared/flow/use-flow-action'
import { failureText } from '@/shared/ui/failure-toast'
import type { FormDraft } from './use-form'

export interface CreateOptions {
  /** Said on the new record's page, e.g. 锁单成功. */
  done: string
  /** Shown when the failure carries no message. */
  failed: string
  /** The new record's detail page, opened in place of the form. */
  detail: RoutePath
}

/** What the save needs of its form (a useForm). */
export interface CreateForm {
  setErrors: (errors: { form?: string }) => void
  draft: FormDraft
}

/**
 * The create forms' save (the order-flow write path, shared/flow/use-flow-action), run by `form.submit` once every field is right (so one at a time):
 * the record is made, the form's draft goes, and the new record's detail replaces the form and
 * says `done` there (a toast on the form a moment before it goes cannot be read). A refusal
 * keeps everything typed and says the server's message at the button and as a toast.
 *
 *   const save = useCreateSubmit(form)
 *   form.submit((values) => save(() => callApi(call, inputOf(values), { handleError: true }), { done, failed, detail }))
 */
export function useCreateSubmit({ setErrors, draft }: CreateForm) {
  const { run } = useFlowAction()
  return async (create: () => Promise<{ id: number }>, { done, failed, detail }: CreateOptions): Promise<void> => {
    await run(create, {
      done,
      doneOnNextPage: true,
      failed,
      // A create has no state to move: every refusal is said at the button and as a toast.
      refusals: [],
      // Said at the button too (unless the request layer already spoke, e.g. maintenance).
      onFailure: (error) => setErrors({ form: failureText(error, failed) }),
      after: async ({ id }) => {
        draft.clear()
        await navigate(detail, { query: { id }, replace: true, force: true })
      },
    })
  }
}
