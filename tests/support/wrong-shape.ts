/**
 * Replies of the wrong shape, as a backend that answers differently from the mock would send
 * them: used by the browser and weapp checks to prove that no page goes blank on them.
 * - swap: a list where an object is expected and an object where a list is expected.
 * - drop: lists inside objects become objects, numbers become text (fields of the wrong type).
 */
export type WrongShape = 'swap' | 'drop'

export function wrongShape(data: unknown, how: WrongShape): unknown {
  if (how === 'swap') {
    if (Array.isArray(data)) return { items: data.length }
    if (data && typeof data === 'object') return [data]
    return { value: data }
  }
  if (Array.isArray(data)) return data.map((item) => wrongShape(item, 'drop'))
  if (data && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, Array.isArray(value) ? { length: value.length } : typeof value === 'number' ? `${value}` : value]))
  }
  return data === null ? [] : { value: data }
}

/** The same for a whole envelope: only successful replies are changed. */
export function wrongEnvelope(body: unknown, how: WrongShape): unknown {
  if (!body || typeof body !== 'object') return body
  const envelope = body as { code?: unknown; data?: unknown }
  if (envelope.code !== 200 && envelope.code !== 201) return body
  return { ...envelope, data: wrongShape(envelope.data, how) }
}
