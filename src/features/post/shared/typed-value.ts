/** The typed text of an input event, as Taro's components hand it out on every platform. */
export function typedValue(event: { detail?: { value?: string }; target?: unknown }): string {
  return event.detail?.value ?? (event.target as { value?: string } | undefined)?.value ?? ''
}
