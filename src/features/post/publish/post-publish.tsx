import { useEffect, useState } from 'react'
import { Text, Textarea, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { waitForAppInit } from '@/core/app/init'
import { callApi } from '@/core/request'
import { needLogin } from '@/core/session/auth'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useSeed } from '@/shared/hooks/use-seed'
import { FormCard } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { PhotoPicker } from '@/shared/ui/photo-picker'
import type { StockItemSummary } from '@/features/stock/api'
import { priceOrUnset } from '@/features/stock/shared/item-card'
import { ChosenItems } from '@/features/stock/orders/shared/chosen-items'
import { parseIds, unavailableError, useStockItems } from '@/features/stock/orders/shared/load-items'
import { useCreateSubmit } from '@/shared/hooks/use-create-submit'
import { postApi } from '../api'
import { postPublished } from '../shared/post-changes'
import { typedValue } from '../shared/typed-value'
import { signedInForAction } from '../shared/use-post-actions'
import { checkPost, MAX_POST_ITEMS, MAX_POST_PHOTOS, MAX_POST_TEXT, type PostErrors } from '../post-rules'
import './post-publish.less'

type PublishErrors = PostErrors & { form?: string }

/**
 * pages/post/detail?mode=publish[&itemIds=1,2]: a new post of the account's shop: text, up to
 * nine photos and items of its own stock. The new post's detail replaces the form.
 */
export function PostPublish() {
  const { params } = useCurrentRoute()
  const [initialIds] = useState(() => parseIds(params.itemIds))
  const [items, setItems] = useState<StockItemSummary[]>([])
  // Signed out, the need-login check sends the visitor to login and back here (the form waits).
  const [mayPost] = useState(() => Boolean(needLogin({ silent: true })))
  useEffect(() => {
    if (!mayPost) void waitForAppInit().then(() => signedInForAction())
  }, [mayPost])
  const initial = useSeed(useStockItems(initialIds, { enabled: mayPost }), setItems)
  const [content, setContent] = useState('')
  const [images, setImages] = useState<string[]>([])
  // A photo still uploading would be left out: 发布 waits for it.
  const [uploading, setUploading] = useState(false)
  const [errors, setErrors] = useState<PublishErrors>({})
  const { saving, submit: save } = useCreateSubmit<PublishErrors>(setErrors)

  const submit = async () => {
    if (uploading) return
    const input = { content: content.trim(), images, itemIds: items.map((item) => item.id) }
    const next: PublishErrors = { ...checkPost(input) }
    const blocked = unavailableError(items, ['IN_STOCK', 'LOCKED'])
    if (blocked && !next.itemIds) next.itemIds = blocked
    const publish = async () => {
      const created = await callApi(postApi.publish, input, { handleError: true })
      // The feed and the lists under this page are asked again: it comes on top.
      void postPublished()
      return created
    }
    await save(next, publish, {
      done: '发布成功',
      failed: '发布失败，请稍后重试',
      detail: 'pages/post/detail/index',
    })
  }

  return (
    <PageLayout
      title='发布动态'
      status={mayPost ? initial.status : 'loading'}
      error={initial.error}
      onRetry={initial.reload}
      footer={
        <View className='post-publish__foot'>
          {errors.form && <View className='post-publish__form-error'>{errors.form}</View>}
          <Button type='primary' block loading={saving} disabled={uploading} onClick={() => void submit()}>
            {uploading ? '图片上传中' : '发布'}
          </Button>
        </View>
      }
    >
      <View className='post-publish'>
        <FormCard>
          <Textarea
            className='post-publish__text'
            value={content}
            placeholder='分享新到的好货、调货需求…'
            maxlength={MAX_POST_TEXT}
            onInput={(event) => {
              setContent(typedValue(event))
              if (errors.content) setErrors((previous) => ({ ...previous, content: undefined }))
            }}
          />
          <View className='post-publish__counter'>
            <Text>
              {content.trim().length}/{MAX_POST_TEXT}
            </Text>
          </View>
          {errors.content && <View className='post-publish__error'>{errors.content}</View>}
        </FormCard>
        <FormCard title='图片'>
          <PhotoPicker
            value={images}
            onChange={setImages}
            onUploadingChange={setUploading}
            max={MAX_POST_PHOTOS}
            hint={`最多${MAX_POST_PHOTOS}张，第一张为封面`}
            error={errors.images}
          />
        </FormCard>
        <ChosenItems
          title='关联商品'
          items={items}
          onChange={(next) => {
            setItems(next)
            setErrors((previous) => ({ ...previous, itemIds: undefined }))
          }}
          statuses={['IN_STOCK', 'LOCKED']}
          error={errors.itemIds}
          figuresOf={(item) => <Text className='stock-item__price'>同行价 {priceOrUnset(item.peerPriceCents)}</Text>}
        />
        <View className='post-publish__tip'>最多关联{MAX_POST_ITEMS}件在库或锁单中的商品，同行可在动态中查看商品详情。</View>
      </View>
    </PageLayout>
  )
}
