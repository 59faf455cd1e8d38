// The express module: one way to send a parcel, book or cancel its pickup and follow it, used by
// recycling, care and appraisal. Named re-exports only (webpack drops what a chunk does not use).
export {
  expressApi,
  EXPRESS_REFUSALS,
  PARCEL_PURPOSE_KINDS,
  type ParcelPurpose,
  type ParcelPurposeKind,
  type ParcelView,
  type Party,
  type SendContext,
  type TrackingReply,
} from './api'
export { ParcelSendForm } from './send-form'
export { ParcelCard, ParcelBlock, PARCEL_BADGES, openExpressProgress, openPickUpProgress } from './parcel-card'
export { trackingTimeline, normaliseEvent, PARCEL_STATE_TEXT, TRACKING_REFRESH_MS, type ParcelState, type TrackEventView } from './rules'
