/**
 * Backend calls are declared once, with their request and response types, as pure
 * descriptors. The app calls them through core/request; the mock backend answers them through
 * mocks/lib/handle. Neither side writes the path again.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface ApiCall<Req, Res> {
  readonly method: HttpMethod
  /** Path below the API base, starting with '/'. May hold ':name' segments. */
  readonly path: string
  /** Phantom fields carrying the types; never set at run time. */
  readonly _req?: Req
  readonly _res?: Res
}

export function defineCall<Req = void, Res = void>(method: HttpMethod, path: string): ApiCall<Req, Res> {
  return { method, path }
}

export type RequestOf<C> = C extends ApiCall<infer Req, unknown> ? Req : never
export type ResponseOf<C> = C extends ApiCall<unknown, infer Res> ? Res : never

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
