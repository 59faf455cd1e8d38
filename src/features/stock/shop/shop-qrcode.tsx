import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { reportError } from '@/core/app/errors'
import { copyText, saveImage } from '@/core/native/actions'
import { isWeapp } from '@/core/platform/env'
import { useShare } from '@/core/share'
import { withImageHost } from '@/shared/media/url'
import { Photo } from '@/shared/ui/photo'
import { useApiQuery } from '@/shared/query'
import { PageLayout } from '@/shared/ui/page-layout'
import { QrCode } from '@/shared/ui/qr-code'
import { stockApi } from '../api'
import { renderQrCardPng } from './qr-card-image'
import { SHOWCASE_PATH, showcaseUrl } from './share-link'
import './shop-qrcode.less'

const QR_CAPTION = '扫一扫，查看店铺展示商品'

/** The mini-program cannot save a generated picture to the album: a screenshot does it. */
export const WEAPP_SAVE_HINT = '小程序中暂不支持保存二维码图片，请截屏保存，或使用「分享给好友」发送店铺'

/** pages/stock/shop/qrcode: the shop's card with a QR code of its showcase, to save or copy. */
export function ShopQrcode() {
  const remote = useApiQuery(stockApi.shop.showcase, {}, { signedIn: true })
  const shop = remote.data
  const url = shop ? showcaseUrl(shop.accountId) : ''
  useShare(() => ({
    title: shop ? `${shop.name}的店铺` : '店铺分享',
    imageUrl: shop?.avatar ? withImageHost(shop.avatar) : undefined,
    path: SHOWCASE_PATH,
    params: { accountId: shop?.accountId },
  }))

  const save = async () => {
    if (!shop) return
    if (isWeapp) {
      await Taro.showModal({ title: '提示', content: WEAPP_SAVE_HINT, showCancel: false, confirmText: '知道了' })
      return
    }
    try {
      const picture = await renderQrCardPng({ name: shop.name, caption: QR_CAPTION, url })
      await saveImage(picture, { fileName: `${shop.name}-店铺二维码.png` })
    } catch (error) {
      reportError(error)
      void Taro.showToast({ title: '二维码生成失败，请重试', icon: 'none', duration: 2000 })
    }
  }

  const footer = shop && (
    <View className="shop-qrcode__actions">
      <Button className="shop-qrcode__action" fill="outline" onClick={() => void copyText(url).catch(reportError)}>
        复制链接
      </Button>
      <Button className="shop-qrcode__action" type="primary" onClick={() => void save()}>
        保存图片
      </Button>
    </View>
  )

  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload} footer={footer || undefined}>
      {shop && (
        <View className="shop-qrcode">
          <View className="shop-qrcode__card">
            <View className="shop-qrcode__shop">
              <Photo className="shop-qrcode__avatar" src={shop.avatar} mode="aspectFill" />
              <View className="shop-qrcode__who">
                <View className="shop-qrcode__name">{shop.name}</View>
                <View className="shop-qrcode__count">{shop.sharedCount.toLocaleString('en-US')}件商品展示中</View>
              </View>
            </View>
            {shop.intro && <View className="shop-qrcode__intro">{shop.intro}</View>}
            <View className="shop-qrcode__code">
              <QrCode text={url} size={200} />
            </View>
            <View className="shop-qrcode__caption">{QR_CAPTION}</View>
            <Text className="shop-qrcode__url" userSelect>
              {url}
            </Text>
          </View>
          <View className="shop-qrcode__note">{isWeapp ? WEAPP_SAVE_HINT : '保存二维码图片发到朋友圈或打印贴在门店，顾客扫码即可浏览店铺展示商品。'}</View>
        </View>
      )}
    </PageLayout>
  )
}
