import * as v from 'valibot'
import { defineCall, params, orNull } from './define'

export const AppConfigItem = v.object({
  name: v.string(),
  versions: v.string(),
  value: v.union([v.string(), v.number()]),
})
export type AppConfigItem = v.InferOutput<typeof AppConfigItem>

export const AppVersionReply = v.object({ configList: v.array(AppConfigItem) })
export type AppVersionReply = v.InferOutput<typeof AppVersionReply>

export const OpenAdvertisement = v.object({
  id: v.number(),
  imageUrl: v.string(),
  link: v.string(),
  seconds: v.number(),
})
export type OpenAdvertisement = v.InferOutput<typeof OpenAdvertisement>

export const dashboardApi = {
  appVersion: defineCall('POST', '/dashboard/appVersion', AppVersionReply, params<{ version: string }>()),
  openAdvertisement: defineCall('GET', '/dashboard/openAdvertisement', orNull(OpenAdvertisement)),
}
