import { DEMO_TOKEN } from '@mocks/db'
import { SEEDED_REPORTS } from '@mocks/db/quality'
import type { RoutePath } from '../../src/core/routes'

type Screen = { route: RoutePath; query?: Record<string, string>; storage?: Record<string, unknown>; shows: string[] }

/**
 * Every inspection and shikuan route with a query that opens it on the mock's seed
 * (mocks/db/quality.ts: orders 9301–9307 — 9301 awaiting_payment, 9302 inspecting, 9303 正品,
 * 9304 非正品 (mail-in), 9305 无法鉴定, 9306 awaiting_shipment, 9307 revoked; recognitions 9701
 * with candidates, 9702 asking for a retake) and text its first screen must show.
 */
export const QUALITY_SCREENS: Screen[] = [
  { route: 'pages/quality/form/index', shows: ['送检商品', '品类', '箱包', '鉴定方式', '照片鉴定', '选择品类后显示该品类的拍照清单', '提交并支付'] },
  {
    route: 'pages/quality/form/index',
    query: { stockItemId: '1', category: '箱包', brandName: '爱马仕', model: 'Birkin 30' },
    shows: ['送检商品（库存）', '爱马仕 Birkin 30', 'Logo 特写', '日期码/芯片'],
  },
  { route: 'pages/quality/result/index', shows: ['爱马仕 Birkin 30', '待支付', '已出报告', '提交质检'] },
  { route: 'pages/quality/result/index', query: { id: '9301' }, shows: ['待支付', '支付后开始计时', '去支付', '取消订单', '状态记录'] },
  { route: 'pages/quality/result/index', query: { id: '9302' }, shows: ['鉴定中', '承诺出结果', '照片鉴定：受理后 2–6 小时出结果', 'Logo 特写'] },
  { route: 'pages/quality/result/index', query: { id: '9305' }, shows: ['无法鉴定', '五金', '日期码/芯片', '补图', '寄送鉴定', '无需另付费用'] },
  { route: 'pages/quality/result/index', query: { id: '9306' }, shows: ['待寄出', '寄送实物', '奢检鉴定中心'] },
  {
    route: 'pages/quality/report/index',
    query: { id: '9303' },
    shows: ['鉴定报告', '正品', '有效', '路易威登', 'Neverfull 中号', 'Logo 特写', '鉴定师', '复核', '非司法鉴定', SEEDED_REPORTS.authentic.code, '分享报告'],
  },
  { route: 'pages/quality/shikuan/scan/index', shows: ['拍照识款', '一次只拍一件', '不是鉴定结论', '拍照 / 选择照片'] },
  { route: 'pages/quality/shikuan/result/index', query: { id: '9701' }, shows: ['匹配度 高', '参考价', '不是鉴定结论'] },
  { route: 'pages/quality/shikuan/result/index', query: { id: '9702' }, shows: ['请重拍', '照片中没有识别到商品', '重新拍照'] },
]

export const QUALITY_STORAGE = { userToken: DEMO_TOKEN }

/** Signed out: the report through its shared link, and the lookup form. */
export const QUALITY_PUBLIC_SCREENS: Screen[] = [
  { route: 'pages/quality/report/index', query: { token: SEEDED_REPORTS.counterfeit.token }, shows: ['鉴定报告', '非正品', '古驰', '实物鉴定', '非司法鉴定'] },
  { route: 'pages/quality/report/index', query: { token: SEEDED_REPORTS.revoked.token }, shows: ['已撤销', '该报告已被撤销'] },
  { route: 'pages/quality/report/index', shows: ['查验鉴定报告', '报告编号', '校验码', '查验报告'] },
]
