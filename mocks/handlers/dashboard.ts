import { dashboardApi } from '../../src/core/api/dashboard'
import { handle } from '../lib/handle'

/** weappShenheMoshi: audit mode is on only for this version with value 1 (spec section 4). */
export const AUDIT_VERSION = '0.0.0-audit'

export const dashboardHandlers = [
  handle(dashboardApi.appVersion, () => ({
    configList: [{ name: 'weappShenheMoshi', versions: AUDIT_VERSION, value: 1 }],
  })),
  handle(dashboardApi.openAdvertisement, () => null),
]
