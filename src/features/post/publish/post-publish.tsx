import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { waitForAppInit } from '@/core/app/init'
import { callApi } from '@/core/request'
import { needLogin } from '@/core/session/auth'
import { useCreateSubmit } from '@/shared/hooks/use-create-submit'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { decodeParam } from '@/core/platform/text'
import { useSeed } from '@/shared/hooks/use-seed'
import { DraftNote, FormCard, useForm } from '@/shared/ui/form'
import { PhotoField } from '@/shared/ui/form/photo-field'
import { PageLayout } from '@/shared/ui/page-layout'
import type { StockItemSummary } from '@/features/stock'
import { priceOrUnset, ChosenItems, parseIds, unavailableError, useStockItems } from '@/features/stock'
import { postApi, type PostInput } from '../api'
import { postPublished } from '../shared/post-changes'
import { signedInForAction } from '../shared/use-post-actions'
import { checkPost, MAX_POST_ITEMS, MAX_POST_PHOTOS } from '../post-rules'
import { PostTextField } from './post-text-field'
import './post-publish.less'

interface PublishForm {
  content: string
  images: string[]
}

const inputOf = ({ content, images }: PublishForm, items: StockItemSummary[]): PostInput => ({ content: content.trim(), images, itemIds: items.map((item) => item.id) })

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
  // A photo still uploading would be left out: 发布 waits for it.
  const [uploading, setUploading] = useState(false)
  const form = useForm<PublishForm>({
    // ?content= starts the text (求购 from a catalogue SKU: 【求购】brand model).
    initial: { content: decodeParam(params.content), images: [] },
    // The text's messages come from the rules shared with the mock backend.
    fields: { content: { required: true } },
    check: (values) => {
      const errors = checkPost(inputOf(values, items))
      return { ...errors, itemIds: errors.itemIds ?? unavailableError(items, ['IN_STOCK', 'LOCKED']) }
    },
    order: ['content', 'images', 'itemIds'],
    // The text and photos, for the items the form was opened with.
    draft: { key: 'post-publish', scope: initialIds.join(','), enabled: mayPost && initial.status === 'ready' },
  })
  const save = useCreateSubmit(form)

  const publish = async (values: PublishForm) => {
    const created = await callApi(postApi.publish, inputOf(values, items), { handleError: true })
    // The feed and the lists under this page are asked again: it comes on top.
    void postPublished()
    return created
  }

  const submit = () => {
    if (uploading) return
    return form.submit((values) => save(() => publish(values), { done: '发布成功', failed: '发布失败，请稍后重试', detail: 'pages/post/detail/index' }))
  }

  return (
    <PageLayout
      title="发布动态"
      status={mayPost ? initial.status : 'loading'}
      error={initial.error}
      onRetry={initial.reload}
      footer={
        <View className="post-publish__foot">
          {form.errors.form && <View className="post-publish__form-error">{form.errors.form}</View>}
          <Button type="primary" block loading={form.busy} disabled={uploading} onClick={() => void submit()}>
            {uploading ? '图片上传中' : '发布'}
          </Button>
        </View>
      }
    >
      <View className="post-publish">
        <DraftNote draft={form.draft} />
        <FormCard>
          <PostTextField {...form.field('content')} />
        </FormCard>
        <FormCard>
          <PhotoField {...form.field('images')} label="图片" onUploadingChange={setUploading} max={MAX_POST_PHOTOS} hint={`最多${MAX_POST_PHOTOS}张，第一张为封面`} />
        </FormCard>
        <ChosenItems
          id={form.anchorId('itemIds')}
          title="关联商品"
          items={items}
          onChange={setItems}
          statuses={['IN_STOCK', 'LOCKED']}
          error={form.errors.itemIds}
          figuresOf={(item) => <Text className="stock-item__price">同行价 {priceOrUnset(item.peerPriceCents)}</Text>}
        />
        <View className="post-publish__tip">最多关联{MAX_POST_ITEMS}件在库或锁单中的商品，同行可在动态中查看商品详情。</View>
      </View>
    </PageLayout>
  )
}
