import { defineCall } from './define'

export interface AppConfigItem {
  name: string
  versions: string
  value: string | number
}

export interface AppVersionReply {
  configList: AppConfigItem[]
}

export interface OpenAdvertisement {
  id: number
  imageUrl: string
  link: string
  seconds: number
}

export const dashboardApi = {
  appVersion: defineCall<{ version: string }, AppVersionReply>('POST', '/dashboard/appVersion'),
  openAdvertisement: defineCall<void, OpenAdvertisement | null>('GET', '/dashboard/openAdvertisement'),
}
