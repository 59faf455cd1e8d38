/**
 * The one route table of the product: every page path of spec section 2 with its Chinese
 * title and page flags. app.config.ts, every page config and the navigation helpers read it;
 * no page path is written anywhere else by hand.
 *
 * This module is evaluated at build time by Taro's config reader as well as at run time, so
 * it must stay free of runtime imports.
 */
export interface RouteMeta {
  /** Chinese title: the navigation bar text and the document title on H5. */
  readonly title: string
  /**
   * 'native' keeps the platform's navigation bar (only the web-view page, whose weapp
   * component covers the whole page). Every other page draws its own bar through PageLayout
   * (navigationStyle custom), so that weapp, H5 and the native web-view look the same.
   */
  readonly nav?: 'native'
  /** The page enables the share menu (share to chat, share links on H5). */
  readonly share?: boolean
  /** The page is a list or dashboard that supports pull-down refresh. */
  readonly refresh?: boolean
}

export const ROUTE_TABLE = {
  // Main package: the four tabs and the web-view.
  'pages/home/post/index': { title: '同行圈', share: true, refresh: true },
  'pages/home/stock/index': { title: '库存', refresh: true },
  'pages/home/trade/index': { title: '交易', share: true, refresh: true },
  'pages/home/account/index': { title: '我的', refresh: true },
  'pages/web-view/index': { title: '网页', nav: 'native', share: true },

  'pages/account/login/index': { title: '登录' },
  'pages/account/bind-enterprise/index': { title: '开通店铺' },
  'pages/account/setting/home/index': { title: '设置' },
  'pages/account/setting/notice/index': { title: '通知设置' },
  'pages/account/follow/index': { title: '消息通知', refresh: true },
  'pages/account/profile/index': { title: '个人资料' },
  'pages/account/kefu/index': { title: '联系客服' },
  'pages/account/share/index': { title: '报价分享', share: true },
  'pages/account/list/index': { title: '切换店铺', refresh: true },
  'pages/account/address/list/index': { title: '地址管理', refresh: true },
  'pages/account/address/form/index': { title: '收货地址' },
  'pages/account/privacy/index': { title: '隐私政策' },
  'pages/account/follow-shop/index': { title: '关注的店铺', refresh: true },

  'pages/product/brand-filter/index': { title: '选择品牌' },
  'pages/product/sku/detail/index': { title: '商品详情', share: true },
  'pages/product/sku/search/index': { title: '搜索商品' },
  'pages/product/sku/list/index': { title: '商品列表', refresh: true },
  'pages/product/smu/list/index': { title: '我的拍品', refresh: true },
  'pages/product/smu/form/index': { title: '发布拍品' },
  'pages/product/smu/detail/index': { title: '拍品详情' },
  'pages/product/smu/setting-price/index': { title: '设置拍卖价' },
  'pages/product/auction/list/index': { title: '专场拍品', share: true, refresh: true },
  'pages/product/auction/detail/index': { title: '竞拍详情', share: true },
  'pages/product/auction/home-list/index': { title: '拍卖专区', share: true, refresh: true },

  'pages/order/cash/index': { title: '收银台' },
  'pages/order/cash/result/index': { title: '支付结果' },
  'pages/order/pay/index': { title: '订单支付' },

  'pages/post/list/index': { title: '动态列表', share: true, refresh: true },
  'pages/post/detail/index': { title: '动态详情', share: true, refresh: true },

  'pages/stock/shop/log/list/index': { title: '操作日志', refresh: true },
  'pages/stock/shop/share/index': { title: '店铺分享', share: true, refresh: true },
  'pages/stock/shop/search/index': { title: '店内搜索', refresh: true },
  'pages/stock/shop/qrcode/index': { title: '店铺二维码', share: true },
  'pages/stock/inventory/check-task/list/index': { title: '盘点任务', refresh: true },
  'pages/stock/inventory/check-task/items/index': { title: '盘点商品', refresh: true },
  'pages/stock/inventory/check-task/form/index': { title: '新建盘点' },
  'pages/stock/inventory/check-task/loss/index': { title: '盘亏确认' },
  'pages/stock/inventory/warning/list/index': { title: '库存预警', refresh: true },
  'pages/stock/inventory/warning/form/index': { title: '预警规则' },
  'pages/stock/inventory/recycle-bin/index': { title: '最近删除', refresh: true },
  'pages/stock/inventory/stock/list/index': { title: '库存列表', refresh: true },
  'pages/stock/inventory/stock/detail/index': { title: '库存详情', share: true },
  'pages/stock/order/offline/list/index': { title: '线下订单', refresh: true },
  'pages/stock/order/offline/detail/index': { title: '线下订单详情' },
  'pages/stock/order/offline/certificates/index': { title: '付款凭证' },
  'pages/stock/order/offline/create/index': { title: '新建线下订单' },
  'pages/stock/order/lock/list/index': { title: '锁单', refresh: true },
  'pages/stock/order/lock/detail/index': { title: '锁单详情' },
  'pages/stock/order/lock/create/index': { title: '新建锁单' },
  'pages/stock/order/delivery/list/index': { title: '出库发货', refresh: true },
  'pages/stock/order/delivery/detail/index': { title: '发货单' },
  'pages/stock/flit/disanfangs/index': { title: '商品搬家', refresh: true },

  'pages/recycle/seller/bidding/list/index': { title: '竞价订单', refresh: true },
  'pages/recycle/seller/bidding/detail/index': { title: '竞价详情', refresh: true },
  'pages/recycle/seller/bidding/express-progress/index': { title: '寄送进度', refresh: true },
  'pages/recycle/seller/bidding/return/index': { title: '申请退回' },
  'pages/recycle/seller/bidding/recheck-inquiry/index': { title: '复检申诉' },
  'pages/recycle/buyer/quote/detail/index': { title: '报价详情', refresh: true },
  'pages/recycle/buyer/quote/list/offering/index': { title: '待报价', refresh: true },
  'pages/recycle/buyer/quote/list/offered/index': { title: '已报价', refresh: true },
  'pages/recycle/buyer/quote/list/giveup/index': { title: '已放弃', refresh: true },
  'pages/recycle/buyer/quote/pre/list/index': { title: '预报价', refresh: true },
  'pages/recycle/buyer/quote/pre/detail/index': { title: '预报价详情', refresh: true },
  'pages/recycle/seller/order/list/index': { title: '回收订单', refresh: true },
  'pages/recycle/seller/order/detail/index': { title: '回收订单详情', refresh: true },
  'pages/recycle/seller/order/confirm/index': { title: '确认成交' },
  'pages/recycle/seller/home/index': { title: '卖家中心', refresh: true },
  'pages/recycle/guide/index': { title: '回收指南', share: true },
  'pages/recycle/zone/index': { title: '回收专区', share: true, refresh: true },

  'pages/quality/result/index': { title: '质检结果' },
  'pages/quality/form/index': { title: '提交质检' },
  'pages/quality/report/index': { title: '鉴定报告', share: true },
  'pages/quality/shikuan/scan/index': { title: '拍照识款' },
  'pages/quality/shikuan/result/index': { title: '识款结果' },

  'pages/maintain/home/index': { title: '奢品养护', share: true },
  'pages/maintain/spu-sku/index': { title: '选择养护品类' },
  'pages/maintain/order/create/index': { title: '填写养护信息' },
  'pages/maintain/order/confirm/index': { title: '确认养护订单' },
  'pages/maintain/order/confirm-success/index': { title: '下单成功' },
  'pages/maintain/order/list/index': { title: '养护订单', refresh: true },
  'pages/maintain/order/send/index': { title: '寄送养护商品' },
  'pages/maintain/order/apply-return/index': { title: '申请退回商品' },
  'pages/maintain/order/detail/index': { title: '养护订单详情', refresh: true },
  'pages/maintain/order/before-pay/index': { title: '待支付' },
  'pages/maintain/order/send-back/index': { title: '寄回信息' },
  'pages/maintain/order/maintain/index': { title: '养护进度' },
  'pages/maintain/order/diagnose/index': { title: '诊断报告', refresh: true },

  'pages/evaluate/home/index': { title: '同行鉴定', share: true },
  'pages/evaluate/order/list/index': { title: '鉴定订单', refresh: true },
  'pages/evaluate/order/detail/index': { title: '鉴定订单详情', refresh: true },
  'pages/evaluate/order/modify/index': { title: '修改鉴定订单' },
  'pages/evaluate/order/send/index': { title: '寄送鉴定商品' },
  'pages/evaluate/order/report/index': { title: '同行鉴定报告', share: true },
  'pages/evaluate/order/confirm-mail/index': { title: '邮寄确认' },
  'pages/evaluate/order/confirm-online/index': { title: '在线确认' },

  'pages/check-code/create/index': { title: '新建查码' },
  'pages/check-code/list/index': { title: '查码记录', refresh: true },
  'pages/check-code/detail/index': { title: '查码结果' },
  'pages/check-code/form/index': { title: '补充查码信息' },
  'pages/check-code/home/index': { title: '查码' },

  'pages/activity/common/index': { title: '活动', share: true },
  'pages/activity/wx-kefu/index': { title: '微信客服' },
  'pages/activity/wx-url-scheme/index': { title: '正在跳转' },
  'pages/activity/help/list/index': { title: '帮助中心' },
  'pages/activity/member/index': { title: '会员中心', refresh: true },
  'pages/activity/coupon/index': { title: '优惠券', refresh: true },
  'pages/activity/goo-fish-landing/index': { title: '闲鱼专区', share: true },
  'pages/activity/guanhuo-activity/index': { title: '观货会', share: true, refresh: true },
  'pages/activity/guanhuo-activity-voucher/index': { title: '观货会门票', refresh: true },

  'pages/express/send/index': { title: '寄快递' },
  'pages/express/pick-up-progress/index': { title: '取件进度' },
  'pages/express/pick-up/index': { title: '预约取件' },
  'pages/express/express-progress/index': { title: '物流详情' },

  'pages/live/list/index': { title: '直播专区', share: true, refresh: true },
  'pages/live/auction/detail/index': { title: '直播拍品', share: true },
  'pages/live/room/index': { title: '直播间', share: true },
  'pages/live/jianlou/list/index': { title: '捡漏', share: true, refresh: true },
  'pages/live/jianlou/detail/index': { title: '捡漏详情', share: true },

  'pages/guide/to-app/index': { title: '前往APP' },
  'pages/guide/not-found/index': { title: '页面不存在' },
  'pages/guide/buyer/index': { title: '成为买家' },

  'pages/member/apply/home/index': { title: '交易权限申请' },
  'pages/member/apply/detail/index': { title: '申请详情' },
  'pages/member/apply/list/index': { title: '申请记录', refresh: true },
} as const satisfies Record<string, RouteMeta>

export type RoutePath = keyof typeof ROUTE_TABLE
