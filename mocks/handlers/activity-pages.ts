import { helpApi, HELP_REFUSALS } from '../../src/features/help/api'
import { activityAt, activityPagesState, HELP_CATEGORIES, HELP_QUESTIONS, recordVisit, schemeLinkOf } from '../db/activity-pages'
import { getDb } from '../db'
import { optionalSession } from '../lib/auth'
import { mockClock } from '../lib/clock'
import { handle } from '../lib/handle'
import { absoluteMedia } from '../lib/media'
import { refuse } from '../lib/refuse'

/** Help centre, activities, url-scheme links and the landings: every call answers signed out. */
export const activityPageHandlers = [
  handle(helpApi.list, ({ params }) => {
    const keyword = String(params.keyword ?? '')
      .trim()
      .toLowerCase()
    const categoryId = Number(params.categoryId) || 0
    const questions = HELP_QUESTIONS.filter((entry) =>
      keyword ? `${entry.question}${entry.answer}`.toLowerCase().includes(keyword) : !categoryId || entry.categoryId === categoryId,
    )
    return {
      categories: HELP_CATEGORIES.map((category) => ({ ...category, count: HELP_QUESTIONS.filter((entry) => entry.categoryId === category.id).length })),
      questions,
    }
  }),
  handle(helpApi.detail, ({ params }) => {
    const found = HELP_QUESTIONS.find((entry) => entry.id === Number(params.id))
    if (!found) refuse(HELP_REFUSALS.notFound, '该问题不存在或已更新，请返回帮助中心查看')
    return found
  }),
  handle(helpApi.activity, ({ params, request }) => {
    const activity = activityAt(Number(params.id), mockClock.now())
    return { ...activity, banner: absoluteMedia(request, activity.banner) }
  }),
  handle(helpApi.schemeLink, ({ params }) => schemeLinkOf(Number(params.id) || 0, mockClock.now())),
  handle(helpApi.gooFish, ({ params, request }) => {
    activityPagesState()
    const itemId = Number(params.itemId) || 0
    const post = itemId ? getDb().posts.find((candidate) => candidate.id === itemId) : undefined
    return {
      intro: '奢易通是二手奢侈品同行的进货与管理工具：同行圈看货、库存管理、回收估价、鉴定养护，一个小程序全搞定。',
      highlights: ['5 万+ 认证同行每日上新', '同行价透明，支持担保交易', '鉴定、养护、寄拍一站式服务'],
      item: post
        ? {
            id: post.id,
            title: post.content.replace(/^【.+?】/, '').split('，')[0],
            cover: absoluteMedia(request, post.images[0] ?? '/mock-images/goods-0.svg'),
            priceText: '同行价登录后可见',
            desc: post.content.slice(0, 60),
          }
        : null,
      schemeId: 8003,
    }
  }),
  handle(helpApi.visit, ({ params, token }) => {
    const session = token
      ? (() => {
          try {
            return optionalSession(token)
          } catch {
            return null
          }
        })()
      : null
    recordVisit(String(params.landing ?? ''), String(params.source ?? ''), Number(params.itemId) || null, session !== null, mockClock.now())
    return { recorded: true }
  }),
]
