import { Category, Del, Edit, Order, QrCode, Retweet, Scan, Search, Share, Store, Transit, Warning } from '@nutui/icons-react-taro'
import type { Entry } from '@/shared/ui/entry-grid'

/** Every stock function, as shown on the stock tab. */
export function stockEntries(warningCount = 0): Entry[] {
  return [
    { text: '库存列表', icon: <Category size={20} />, path: 'pages/stock/inventory/stock/list/index' },
    { text: '店内搜索', icon: <Search size={20} />, path: 'pages/stock/shop/search/index' },
    { text: '盘点', icon: <Scan size={20} />, path: 'pages/stock/inventory/check-task/list/index' },
    { text: '库存预警', icon: <Warning size={20} />, path: 'pages/stock/inventory/warning/list/index', badge: warningCount },
    { text: '线下订单', icon: <Order size={20} />, path: 'pages/stock/order/offline/list/index' },
    { text: '锁单', icon: <Edit size={20} />, path: 'pages/stock/order/lock/list/index' },
    { text: '出库发货', icon: <Transit size={20} />, path: 'pages/stock/order/delivery/list/index' },
    { text: '最近删除', icon: <Del size={20} />, path: 'pages/stock/inventory/recycle-bin/index' },
    { text: '商品搬家', icon: <Retweet size={20} />, path: 'pages/stock/flit/disanfangs/index' },
    { text: '操作日志', icon: <Store size={20} />, path: 'pages/stock/shop/log/list/index' },
    { text: '店铺分享', icon: <Share size={20} />, path: 'pages/stock/shop/share/index' },
    { text: '店铺二维码', icon: <QrCode size={20} />, path: 'pages/stock/shop/qrcode/index' },
  ]
}
