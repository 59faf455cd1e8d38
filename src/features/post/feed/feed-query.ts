import type { FeedTab } from '../api'

export const FEED_PAGE_SIZE = 10

/** The feed's call params for a tab: the list's and the start-up prefetch's (src/landing.ts). */
export const feedParams = (tab: FeedTab) => ({ pageSize: FEED_PAGE_SIZE, tab })
