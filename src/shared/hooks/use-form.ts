import { useCallback, useMemo, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { getNavMetrics } from '@/core/platform/nav-metrics'
import { readDraft, useDraft } from './use-draft'
import { useOnce } from './use-once'

/** Messages by field name; `form` is the whole form's (a server refusal said at the button). */
export type FormErrors = Partial<Record<string, string>>
type Values = object

export interface FieldRule<V extends Values, K extends keyof V = keyof V> {
  /** Marks the field (a red *); a message is also said when it is empty, e.g. 请选择成色. */
  required?: boolean | string | ((values: V) => boolean | string)
  /** A filled value's further rule: its message when wrong. */
  check?: (value: V[K], values: V) => string | undefined
}

export interface FormOptions<V extends Values> {
  initial: V | (() => V)
  /** Per-field rules, in the order the fields stand on the page. */
  fields?: { [K in keyof V]?: FieldRule<V, K> }
  /** Whole-form rules (those shared with the mock backend), messages keyed by field name. */
  check?: (values: V) => Partial<Record<string, string | undefined>>
  /** Field names as they stand on the page, when `fields` does not list them all in order. */
  order?: readonly string[]
  /** Keep the values on the device while typing (long forms); see useDraft. */
  draft?: { key: string; scope?: string; enabled?: boolean; restore?: (saved: V) => V }
}

export interface FormDraft {
  /** The form opened with what was left last time. */
  restored: boolean
  /** Forget the kept draft, e.g. after a successful submit. */
  clear: () => void
  /** 清空: the form as it started, the draft gone. */
  discard: () => void
}

/** What a kit field takes from the form: spread it, `<Field {...form.field('title')} label='名称' />`. */
export interface BoundField<T> {
  id: string
  value: T
  onChange: (value: T) => void
  onBlur: () => void
  error?: string
  required: boolean
}

const FIELD_GAP = 12
let formCount = 0

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return !value.trim()
  if (Array.isArray(value)) return value.length === 0
  return false
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

function requiredOf<V extends Values>(rule: FieldRule<V> | undefined, values: V): boolean | string {
  const required = rule?.required
  return typeof required === 'function' ? required(values) : (required ?? false)
}

/** Every message the rules give for `values` (the field's own rule first). */
function validate<V extends Values>({ fields = {}, check }: FormOptions<V>, values: V): FormErrors {
  const errors: FormErrors = {}
  for (const name of Object.keys(fields) as (keyof V & string)[]) {
    const rule = fields[name] as FieldRule<V> | undefined
    const value = values[name]
    const required = requiredOf(rule, values)
    const message = isEmpty(value) ? (typeof required === 'string' ? required : undefined) : rule?.check?.(value, values)
    if (message) errors[name] = message
  }
  for (const [name, message] of Object.entries(check?.(values) ?? {})) if (message && !errors[name]) errors[name] = message
  return errors
}

/** The first field with a message, in page order. */
function firstError<V extends Values>(options: FormOptions<V>, values: V, errors: FormErrors): string | undefined {
  const order = options.order ?? [...Object.keys(options.fields ?? {}), ...Object.keys(values)]
  return order.find((name) => errors[name]) ?? Object.keys(errors).find((name) => errors[name])
}

/** Brings a field into view below the sticky title bar (weapp and H5 alike). */
function scrollToField(id: string): void {
  const { statusBarHeight, navHeight } = getNavMetrics()
  void Taro.pageScrollTo({ selector: `#${id}`, offsetTop: -(statusBarHeight + navHeight + FIELD_GAP), duration: 300 }).catch(() => undefined)
}

/**
 * One form's values, rules and submit. A field's message shows once the form was submitted (or
 * the field was edited and left), then follows its value: it goes the moment the field is valid
 * and comes back if it is made wrong again. `submit` checks everything; when something is wrong
 * it shows every message, scrolls to the first wrong field in page order and toasts that same
 * message, otherwise it runs the handler guarded at once (two taps in one moment run it once).
 * Server refusals go under a field (or `form`) with `setErrors`, until that field changes.
 */
export function useForm<V extends Values>(options: FormOptions<V>) {
  const optionsRef = useRef(options)
  optionsRef.current = options
  const [uid] = useState(() => (formCount += 1))
  const [start] = useState(() => {
    const initial = typeof options.initial === 'function' ? (options.initial as () => V)() : options.initial
    const saved = options.draft ? readDraft<V>(options.draft.key, options.draft.scope) : undefined
    const restored = saved === undefined ? undefined : (options.draft?.restore ?? ((value: V) => value))({ ...initial, ...saved })
    return { initial, restored }
  })
  const [values, setValuesState] = useState<V>(() => start.restored ?? start.initial)
  // Read by submit in the same moment as a change (no render between them).
  const valuesRef = useRef(values)
  const [baseline, setBaseline] = useState<V>(start.initial)
  const [submitted, setSubmitted] = useState(false)
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const [server, setServer] = useState<FormErrors>({})
  const [restored, setRestored] = useState(start.restored !== undefined)
  const { busy, once } = useOnce()
  // The value behind each message name (a price typed as 'cost' says 'costCents').
  const valueOf = useRef<Record<string, string>>({})

  const update = useCallback((next: V) => {
    const previous = valuesRef.current
    valuesRef.current = next
    setValuesState(next)
    // A server message goes once its field changes.
    setServer((errors) => {
      const changed = Object.keys(errors).filter((name) => {
        const key = valueOf.current[name] ?? name
        return key in next && !same((previous as Record<string, unknown>)[key], (next as Record<string, unknown>)[key])
      })
      if (!changed.length) return errors
      const rest = { ...errors }
      for (const name of changed) delete rest[name]
      return rest
    })
  }, [])

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => update({ ...valuesRef.current, [name]: value }), [update])
  const setValues = useCallback(
    (patch: Partial<V> | ((values: V) => Partial<V>)) => update({ ...valuesRef.current, ...(typeof patch === 'function' ? patch(valuesRef.current) : patch) }),
    [update],
  )

  /** New starting values (a record to edit, a lock's buyer): messages cleared, and these count as untyped (kept as no draft). */
  const reset = useCallback(
    (next: V = start.initial) => {
      valuesRef.current = next
      setValuesState(next)
      setBaseline(next)
      setSubmitted(false)
      setTouched(new Set())
      setServer({})
    },
    [start.initial],
  )

  const setErrors = useCallback((errors: Partial<Record<string, string | undefined>>) => {
    setServer(Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FormErrors)
  }, [])

  const all = validate(options, values)
  const errors: FormErrors = { ...server }
  for (const [name, message] of Object.entries(all)) if (!errors[name] && (submitted || touched.has(name))) errors[name] = message

  const dirty = useMemo(() => !same(values, baseline), [values, baseline])
  const draftOptions = options.draft
  const keeper = useDraft<V>(draftOptions?.key ?? '', values, { enabled: Boolean(draftOptions) && draftOptions?.enabled !== false, scope: draftOptions?.scope, empty: !dirty })

  const anchorId = useCallback((name: string) => `form-${uid}-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`, [uid])

  const submit = useCallback(
    async (handler: (values: V) => unknown): Promise<void> => {
      const current = valuesRef.current
      const found = validate(optionsRef.current, current)
      setSubmitted(true)
      setServer({})
      const first = firstError(optionsRef.current, current, found)
      if (first) {
        scrollToField(anchorId(first))
        void Taro.showToast({ title: found[first]!, icon: 'none', duration: 2000 })
        return
      }
      await once(async () => handler(current))
    },
    [anchorId, once],
  )

  function field<K extends keyof V & string>(name: K, errorName: string = name): BoundField<V[K]> {
    valueOf.current[errorName] = name
    return {
      id: anchorId(errorName),
      value: values[name],
      onChange: (value: V[K]) => set(name, value),
      // Edited and left: its message shows from now on.
      onBlur: () => {
        if (!same(valuesRef.current[name], baseline[name])) setTouched((names) => (names.has(errorName) ? names : new Set([...names, errorName])))
      },
      error: errors[errorName],
      required: Boolean(requiredOf(options.fields?.[name] as FieldRule<V> | undefined, values)),
    }
  }

  const draft: FormDraft = {
    restored,
    clear: keeper.clear,
    discard: () => {
      keeper.clear()
      reset()
      setRestored(false)
    },
  }

  return { values, errors, busy, dirty, draft, set, setValues, reset, setErrors, submit, field, anchorId }
}

export type FormApi<V extends Values> = ReturnType<typeof useForm<V>>
