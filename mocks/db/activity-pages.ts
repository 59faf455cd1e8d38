import type { Activity, HelpQuestion, SchemeLink } from '../../src/features/help/api'
import { HELP_REFUSALS } from '../../src/features/help/api'
import { isoAt, mockClock } from '../lib/clock'
import { refuse } from '../lib/refuse'
import { getDb, saveDb } from './index'

/**
 * Help centre, activities by id, the url-scheme allow-list with its links and the landings'
 * visit log. Seeded relative to the clock at first use.
 */
const DAY = 24 * 3600 * 1000
/** A WeChat URL link lives at most 30 days. */
export const SCHEME_LINK_DAYS = 30

export interface SchemeTarget {
  title: string
  path: string
  query: Record<string, string>
}

/** The only pages the landing may open: by id, never an address from the query. */
export const SCHEME_TARGETS: Record<string, SchemeTarget> = {
  '8001': { title: '观货会门票', path: 'pages/activity/guanhuo-activity/index', query: { id: '6001' } },
  '8002': { title: '帮助中心', path: 'pages/activity/help/list/index', query: {} },
  '8003': { title: '闲鱼专区', path: 'pages/activity/goo-fish-landing/index', query: { source: 'scheme' } },
  '8004': { title: '冬季同行狂欢周', path: 'pages/activity/common/index', query: { id: '5001' } },
}

export interface ActivityPagesState {
  activities: Omit<Activity, 'state' | 'serverTime'>[]
  links: Record<string, { token: string; expiresAt: string }>
  visits: { landing: string; source: string; itemId: number | null; signedIn: boolean; at: string }[]
  nextLink: number
}

export const HELP_CATEGORIES = [
  { id: 1, name: '账号与店铺' },
  { id: 2, name: '交易与支付' },
  { id: 3, name: '鉴定与养护' },
  { id: 4, name: '活动与门票' },
]

export const HELP_QUESTIONS: HelpQuestion[] = [
  { id: 101, categoryId: 1, question: '如何开通店铺？', answer: '在「我的」页点击「开通店铺」，填写店铺信息并上传营业执照，审核通过后即可使用库存与交易功能。' },
  { id: 102, categoryId: 1, question: '如何切换到另一个店铺账号？', answer: '在「我的」页点击店铺名称，选择要切换的账号即可，切换后页面会重新加载。' },
  { id: 201, categoryId: 2, question: '付款后多久到账？', answer: '微信支付即时到账；对公转账在财务确认收款后到账，一般 1 个工作日内。' },
  { id: 202, categoryId: 2, question: '订单超时未支付会怎样？', answer: '待支付订单超过支付时限会自动关闭，占用的库存或名额随之释放。' },
  { id: 301, categoryId: 3, question: '鉴定有争议怎么办？', answer: '可在订单详情中发起复检申诉，平台将在 7 个工作日内处理。' },
  { id: 302, categoryId: 3, question: '养护多久能寄回？', answer: '以诊断报告给出的工期为准，清洁类一般 7–15 天。' },
  {
    id: 401,
    categoryId: 4,
    question: '观货会门票如何入场？',
    answer: '在「观货会门票」中打开已支付的门票，向检票员出示动态二维码，或报出 6 位短码。二维码每 30 秒刷新，截图无效。',
  },
  { id: 402, categoryId: 4, question: '观货会门票可以退吗？', answer: '入场券在检票前可退，票款 3 个工作日内原路退回；展位等票种不支持退票。' },
]

function seedPages(now: number): ActivityPagesState {
  return {
    activities: [
      {
        id: 5001,
        title: '冬季同行狂欢周',
        banner: '/mock-images/goods-3.svg',
        startsAt: isoAt(now - 2 * DAY),
        endsAt: isoAt(now + 5 * DAY),
        rules: ['活动期间发布的同行价商品获得首页推荐位', '每个店铺每天最多推荐 5 件', '发现虚假标价的取消推荐资格'],
        steps: ['在库存中选择商品', '设置同行价并发布到同行圈', '系统自动加入活动推荐'],
        action: { text: '去发布商品', path: 'pages/home/stock/index', query: {} },
      },
      {
        id: 5002,
        title: '春季观货会预热',
        banner: '/mock-images/goods-4.svg',
        startsAt: isoAt(now + 20 * DAY),
        endsAt: isoAt(now + 30 * DAY),
        rules: ['预热期间购票享早鸟价'],
        steps: ['关注活动开始时间', '开始后在观货会页面购票'],
        action: { text: '查看观货会', path: 'pages/activity/guanhuo-activity/index', query: { id: '6002' } },
      },
      {
        id: 5003,
        title: '双十一同行特惠',
        banner: '/mock-images/goods-5.svg',
        startsAt: isoAt(now - 30 * DAY),
        endsAt: isoAt(now - 15 * DAY),
        rules: ['活动已结束，感谢参与'],
        steps: [],
        action: null,
      },
    ],
    links: {},
    visits: [],
    nextLink: 1,
  }
}

export function activityPagesState(): ActivityPagesState {
  const db = getDb()
  db.activityPages ??= seedPages(mockClock.now())
  return db.activityPages
}

export function activityAt(id: number, now: number): Activity {
  const found = activityPagesState().activities.find((activity) => activity.id === id)
  if (!found) refuse(HELP_REFUSALS.activity, '活动不存在或已下线')
  const state = now < Date.parse(found.startsAt) ? 'not_started' : now >= Date.parse(found.endsAt) ? 'ended' : 'running'
  return { ...found, state, serverTime: isoAt(now) }
}

/** A link for an allow-listed target: the one made before while it has a day left, else a fresh one (30 days). */
export function schemeLinkOf(id: number, now: number): SchemeLink {
  const key = String(id)
  const target = Object.prototype.hasOwnProperty.call(SCHEME_TARGETS, key) ? SCHEME_TARGETS[key] : undefined
  if (!target) refuse(HELP_REFUSALS.schemeTarget, '链接无效或已下线，请从官方渠道重新打开')
  const state = activityPagesState()
  let link = state.links[key]
  if (!link || Date.parse(link.expiresAt) - now < DAY) {
    const token = `${key}${(now % 1_000_000).toString(36)}${state.nextLink++}`
    link = { token, expiresAt: isoAt(now + SCHEME_LINK_DAYS * DAY) }
    state.links[key] = link
    saveDb()
  }
  return {
    id,
    title: target.title,
    path: target.path,
    query: { ...target.query },
    openlink: `weixin://dl/business/?t=${link.token}`,
    urlLink: `https://wxaurl.cn/${link.token}`,
    expiresAt: link.expiresAt,
    serverTime: isoAt(now),
  }
}

export function recordVisit(landing: string, source: string, itemId: number | null, signedIn: boolean, now: number): void {
  activityPagesState().visits.push({ landing: landing.slice(0, 40), source: source.slice(0, 40) || 'direct', itemId, signedIn, at: isoAt(now) })
  saveDb()
}
