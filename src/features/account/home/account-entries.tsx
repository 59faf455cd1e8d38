import {
  Articles,
  Ask,
  Coupon,
  Edit,
  FollowAdd,
  Health,
  Location,
  Message,
  Order,
  Photograph,
  Scan,
  Service,
  Setting,
  ShieldCheck,
  Star,
  Store,
  Transit,
  User,
  Wallet,
} from '@nutui/icons-react-taro'
import type { Entry } from '@/shared/ui/entry-grid'

/** The mine tab's entries: every area of the product, grouped. */
export const ACCOUNT_SECTIONS: { title: string; entries: Entry[] }[] = [
  {
    title: '店铺与账户',
    entries: [
      { text: '开通店铺', icon: <Store size={20} />, path: 'pages/account/bind-enterprise/index' },
      { text: '个人资料', icon: <User size={20} />, path: 'pages/account/profile/index' },
      { text: '地址管理', icon: <Location size={20} />, path: 'pages/account/address/list/index' },
      { text: '消息通知', icon: <Message size={20} />, path: 'pages/account/follow/index' },
      { text: '关注的店铺', icon: <Star size={20} />, path: 'pages/account/follow-shop/index' },
      { text: '发布动态', icon: <Photograph size={20} />, path: 'pages/post/detail/index', query: { mode: 'publish' } },
      { text: '会员中心', icon: <Wallet size={20} />, path: 'pages/activity/member/index' },
      { text: '优惠券', icon: <Coupon size={20} />, path: 'pages/activity/coupon/index' },
    ],
  },
  {
    title: '交易与回收',
    entries: [
      { text: '我的拍品', icon: <Order size={20} />, path: 'pages/product/smu/list/index' },
      { text: '交易权限', icon: <ShieldCheck size={20} />, path: 'pages/member/apply/home/index' },
      { text: '卖家中心', icon: <Store size={20} />, path: 'pages/recycle/seller/home/index' },
      { text: '我的报价', icon: <Edit size={20} />, path: 'pages/recycle/buyer/quote/list/offering/index' },
      { text: '成为买家', icon: <FollowAdd size={20} />, path: 'pages/guide/buyer/index' },
      { text: '观货会', icon: <Coupon size={20} />, path: 'pages/activity/guanhuo-activity/index' },
    ],
  },
  {
    title: '鉴定与服务',
    entries: [
      { text: '质检鉴定', icon: <ShieldCheck size={20} />, path: 'pages/quality/form/index' },
      { text: '拍照识款', icon: <Photograph size={20} />, path: 'pages/quality/shikuan/scan/index' },
      { text: '同行鉴定', icon: <FollowAdd size={20} />, path: 'pages/evaluate/home/index' },
      { text: '奢品养护', icon: <Health size={20} />, path: 'pages/maintain/home/index' },
      { text: '查码', icon: <Scan size={20} />, path: 'pages/check-code/home/index' },
      { text: '寄快递', icon: <Transit size={20} />, path: 'pages/express/send/index' },
    ],
  },
  {
    title: '帮助与设置',
    entries: [
      { text: '帮助中心', icon: <Ask size={20} />, path: 'pages/activity/help/list/index' },
      { text: '联系客服', icon: <Service size={20} />, path: 'pages/account/kefu/index' },
      { text: '隐私政策', icon: <Articles size={20} />, path: 'pages/account/privacy/index' },
      { text: '设置', icon: <Setting size={20} />, path: 'pages/account/setting/home/index' },
    ],
  },
]
