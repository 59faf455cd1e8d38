import * as v from 'valibot'
import { defineCall, orNull, params } from '@/core/api/define'

/**
 * Activity pages that are not about money: the help centre, an activity by id (common), the
 * landing that opens the mini-program from outside (url-scheme) and the marketplace landing
 * (goo-fish). All open signed out. docs/api.md, "Activities: help, customer service, landings,
 * trade fair".
 */
export const HelpCategory = v.object({ id: v.number(), name: v.string(), count: v.number() })
export const HelpQuestion = v.object({ id: v.number(), categoryId: v.number(), question: v.string(), answer: v.string() })
export type HelpQuestion = v.InferOutput<typeof HelpQuestion>

export const HelpList = v.object({ categories: v.array(HelpCategory), questions: v.array(HelpQuestion) })
export type HelpList = v.InferOutput<typeof HelpList>

export const ACTIVITY_STATES = ['not_started', 'running', 'ended'] as const
export type ActivityState = (typeof ACTIVITY_STATES)[number]
export const ACTIVITY_STATE_TEXT: Record<ActivityState, string> = { not_started: '未开始', running: '进行中', ended: '已结束' }

export const Activity = v.object({
  id: v.number(),
  title: v.string(),
  banner: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  /** On the server's clock. */
  state: v.picklist(ACTIVITY_STATES),
  rules: v.array(v.string()),
  steps: v.array(v.string()),
  /** The one thing to do while it runs: an app page (route table path with its query). */
  action: orNull(v.object({ text: v.string(), path: v.string(), query: v.record(v.string(), v.string()) })),
  serverTime: v.string(),
})
export type Activity = v.InferOutput<typeof Activity>

export const SchemeLink = v.object({
  /** The allow-listed target's id (what the landing was opened with). */
  id: v.number(),
  title: v.string(),
  /** The mini-program page it opens (a route table path). */
  path: v.string(),
  query: v.record(v.string(), v.string()),
  /** weixin://dl/business/?t=… : opens WeChat on a phone. */
  openlink: v.string(),
  /** https://wxaurl.cn/… : for the QR code and the copied link. */
  urlLink: v.string(),
  /** At most 30 days after it was made; the server makes a fresh one after. */
  expiresAt: v.string(),
  serverTime: v.string(),
})
export type SchemeLink = v.InferOutput<typeof SchemeLink>

export const GooFishLanding = v.object({
  intro: v.string(),
  highlights: v.array(v.string()),
  item: orNull(v.object({ id: v.number(), title: v.string(), cover: v.string(), priceText: v.string(), desc: v.string() })),
  /** The url-scheme target that opens the mini-program on this item. */
  schemeId: v.number(),
})
export type GooFishLanding = v.InferOutput<typeof GooFishLanding>

export const helpApi = {
  /** Categories with counts and the questions of one category or matching a keyword (question or answer). */
  list: defineCall('GET', '/activity/help/list', HelpList, params<{ categoryId?: number; keyword?: string }>()),
  detail: defineCall('GET', '/activity/help/detail', HelpQuestion, params<{ id: number }>()),
  activity: defineCall('GET', '/activity/common/detail', Activity, params<{ id: number }>()),
  /** A fresh link for an allow-listed target id; 40986 for any other id. */
  schemeLink: defineCall('GET', '/activity/url-scheme/link', SchemeLink, params<{ id: number }>()),
  gooFish: defineCall('GET', '/activity/goo-fish/landing', GooFishLanding, params<{ itemId?: number }>()),
  /** Records where a visitor came from (source, item), signed out too. */
  visit: defineCall('POST', '/activity/landing/visit', v.object({ recorded: v.boolean() }), params<{ landing: string; source: string; itemId?: number }>()),
}

export const HELP_REFUSALS = { notFound: 40987, schemeTarget: 40986, activity: 40988 } as const
