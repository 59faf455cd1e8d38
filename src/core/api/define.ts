/**
 * Backend calls are declared once, as pure descriptors: method, path, the request's type and a
 * runtime schema of the reply's `data`, from which the reply's type is inferred. The app calls
 * them through core/request (which checks every reply against the schema before any component
 * sees it); the mock backend answers them through mocks/lib/handle (which checks its own replies
 * against the same schema, so mock and app cannot drift). Neither side writes the path again.
 */
import * as v from 'valibot'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** A schema of a reply's data (valibot, synchronous). */
export type ReplySchema = v.GenericSchema<unknown, unknown>

export interface ApiCall<Req, Res> {
  readonly method: HttpMethod
  /** Path below the API base, starting with '/'. May hold ':name' segments. */
  readonly path: string
  /** What the reply's `data` must look like. */
  readonly reply: v.GenericSchema<unknown, Res>
  /**
   * Phantom field carrying the request's type; never set at run time. A parameter type, so that
   * any call is an ApiCall<never, Res> (what helpers over many calls take).
   */
  readonly _req?: (req: Req) => void
}

/** Any call, whatever its request, replying with Res. */
export type AnyCall<Res = unknown> = ApiCall<never, Res>

/** The request's type of a call, given as the fourth argument of defineCall: `params<Query>()`. */
export interface Params<Req> {
  readonly _params?: Req
}
export function params<Req>(): Params<Req> {
  return {}
}

/**
 * Declare a call: `defineCall('GET', '/stock/items/:id', StockItem, params<{ id: number }>())`.
 * The reply's type is the schema's output; a call without parameters leaves out the fourth.
 */
export function defineCall<S extends ReplySchema, Req = void>(method: HttpMethod, path: string, reply: S, _params?: Params<Req>): ApiCall<Req, v.InferOutput<S>> {
  return { method, path, reply: reply as v.GenericSchema<unknown, v.InferOutput<S>> }
}

export type RequestOf<C> = C extends ApiCall<infer Req, unknown> ? Req : never
export type ResponseOf<C> = C extends ApiCall<unknown, infer Res> ? Res : never

/** A field the server may send as null or leave out: null either way. */
export function orNull<S extends ReplySchema>(schema: S) {
  return v.optional(v.nullable(schema), null)
}

/** A reply whose data the app does not read (an acknowledgement): anything passes. */
export const noData = v.unknown()

/** A short description of where a reply differs from its schema, for error reports. */
export function describeMismatch(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${v.getDotPath(issue) ?? '(data)'}: ${issue.message}`)
    .join('; ')
}

/** Check a reply's data against its call's schema: the parsed data, or the mismatch. */
export function checkReply<Res>(call: AnyCall<Res>, data: unknown): { ok: true; data: Res } | { ok: false; mismatch: string } {
  const result = v.safeParse(call.reply, data)
  return result.success ? { ok: true, data: result.output } : { ok: false, mismatch: describeMismatch(result.issues) }
}

/** The response envelope of every call (spec section 7). */
export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

/** 200 and 201 are the success codes. */
export function isSuccessCode(code: number): boolean {
  return code === 200 || code === 201
}

/** A page of a paged list, of items matching `item`. */
export function pageOf<S extends ReplySchema>(item: S) {
  return v.object({
    list: v.array(item),
    total: v.number(),
    page: v.number(),
    pageSize: v.number(),
    hasMore: v.boolean(),
  })
}

/** A page of a paged list. */
export interface Page<T> {
  list: T[]
  total: number
  page: number
  pageSize: number
  hasMore: boolean
}

export interface PageQuery {
  page?: number
  pageSize?: number
}
