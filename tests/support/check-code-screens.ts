import { DEMO_TOKEN } from '@mocks/db'
import type { RoutePath } from '../../src/core/routes'

type Screen = { route: RoutePath; query?: Record<string, string>; storage?: Record<string, unknown>; shows: string[] }

/**
 * Every code check (查码) route with a query that opens it on the mock's seeded requests
 * (mocks/db/check-code.ts: the demo shop has 9601 submitted, 9602 needs_info (Hermès frame),
 * 9603–9606 decoded (LV 1998, Chanel 1989–1991, Hermès unframed A: 1945 or 2017, LV 无码), 9607
 * unreadable, 9608 cancelled, 9609 needs_info (LV code again)) and text its first screen must
 * show once the mock has answered.
 */
export const CHECK_CODE_SCREENS: Screen[] = [
  { route: 'pages/check-code/home/index', shows: ['查码能告诉您什么', '不代表商品真伪', '路易威登 · 日期码', '我的查码', '最近查码', '新建查码'] },
  { route: 'pages/check-code/create/index', shows: ['品牌', '路易威登', '香奈儿', '爱马仕', '钢印/标签照片', '提交查码'] },
  { route: 'pages/check-code/form/index', query: { id: '9602' }, shows: ['查码师的问题', '钢印字母外的框看不清', '字母外框', '近照', '提交补充'] },
  { route: 'pages/check-code/list/index', shows: ['全部', '查询中', '待补充', '已出结果', '爱马仕 · A（无框）'] },
  { route: 'pages/check-code/detail/index', query: { id: '9605' }, shows: ['生产信息', '1945 或 2017 年', '可信度 低', '法国（爱马仕工坊）', '不代表商品真伪', '状态记录'] },
]

export const CHECK_CODE_STORAGE = { userToken: DEMO_TOKEN }
