/** Spec section 3: option lists map an id and a name to a label and a value. */
export interface Option<V = string | number> {
  label: string
  value: V
}

export function toOptions<T extends Record<string, unknown>, V = string | number>(
  list: readonly T[] | null | undefined,
  { id = 'id', name = 'name' }: { id?: keyof T & string; name?: keyof T & string } = {},
): Option<V>[] {
  return (list ?? []).map((item) => ({ label: String(item[name] ?? ''), value: item[id] as V }))
}
