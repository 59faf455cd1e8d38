import dayjs from 'dayjs'

/** The server's "no date" value (spec section 3). */
export const UNSET_DATE = '1970-01-01 00:00:01'

export function isUnsetDate(value: string | number | null | undefined): boolean {
  return value === undefined || value === null || value === '' || value === UNSET_DATE
}

/** A date with dayjs, or '' for the unset date. */
export function formatDate(value: string | number | null | undefined, pattern = 'YYYY-MM-DD HH:mm'): string {
  if (isUnsetDate(value)) return ''
  const date = dayjs(value as string | number)
  return date.isValid() ? date.format(pattern) : ''
}
