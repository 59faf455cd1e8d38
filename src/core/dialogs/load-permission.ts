import type * as PermissionDialogs from './permission'

/**
 * The permission dialogs (and the native actions they use), for the error catalogue. Only a few
 * replies need one, so on H5 they load then, not in the first load; the mini-program keeps them
 * in its main package. Build-time branch: each build carries only its own.
 */
export const loadPermissionDialogs: () => Promise<typeof PermissionDialogs> =
  process.env.TARO_ENV === 'h5'
    ? () => import(/* webpackChunkName: "permission-dialogs" */ './permission')
    : // eslint-disable-next-line @typescript-eslint/no-require-imports
      () => Promise.resolve(require('./permission') as typeof PermissionDialogs)
