import { fireEvent, screen } from '@testing-library/react'
import { uiLog } from '@test/taro'

/** Type `value` into the input with that placeholder, as Taro's Input reports it (event detail). */
export function typeIn(placeholder: string | RegExp, value: string) {
  fireEvent.input(screen.getByPlaceholderText(placeholder), { target: { value }, detail: { value } })
}

/** The tab whose label starts with `label` (its count may follow). */
export const tab = (label: string) => screen.getAllByRole('tab').find((node) => node.textContent?.startsWith(label))!

/** The titles of the toasts shown so far in the test. */
export const toasts = () => uiLog.toasts.map((toast) => toast.title)

/** Real time passing (for screens that poll or debounce). */
export const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Money as the screens print whole yuan from cents: ¥12,800. */
export const yuan = (cents: number) => `¥${(cents / 100).toLocaleString('en-US')}`
