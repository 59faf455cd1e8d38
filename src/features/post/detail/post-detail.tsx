import { useState } from 'react'
import { Button as TaroButton, Input, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Heart, HeartFill, Share } from '@nutui/icons-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { reportError } from '@/core/app/errors'
import { isWeapp } from '@/core/platform/env'
import { navigate } from '@/core/navigation'
import { callApi } from '@/core/request'
import { useSession } from '@/core/session/store'
import { useShare } from '@/core/share'
import { relativeTimeOf } from '@/shared/format/time'
import { useFlowAction } from '@/shared/flow'
import { useApiQuery, usePagedQuery, type PagedList } from '@/shared/query'
import { failureText } from '@/shared/ui/failure-toast'
import { useContactSheet } from '@/shared/ui/contact'
import { DetailCard } from '@/shared/ui/detail-card'
import { PageLayout } from '@/shared/ui/page-layout'
import { postApi, type PostComment, type PostDetail as PostData, type PostItem } from '../api'
import { checkComment, MAX_COMMENT_TEXT } from '../post-rules'
import { LinkedItems } from '../shared/linked-items'
import { itemToContact } from '../shared/contact-item'
import { usePeerPriceAccess } from '../shared/peer-price'
import { PhotoGrid } from '../shared/photo-grid'
import { ShopByline } from '../shared/shop-byline'
import { typedValue } from '../shared/typed-value'
import { commentAdded } from '../shared/post-changes'
import { ShopActions } from '../shared/shop-actions'
import { signedInForAction, useLike } from '../shared/use-post-actions'
import { COMMENT_PAGE_SIZE, CommentList } from './comment-list'
import { ItemSheet } from './item-sheet'
import { usePostRemoval } from './post-removal'
import './post-detail.less'

export const POST_PATH = 'pages/post/detail/index'

interface ViewProps {
  post: PostData
  comments: PagedList<PostComment>
  share: () => Promise<void>
}

function PostView({ post, comments, share }: ViewProps) {
  const signedIn = Boolean(useSession((state) => state.userToken))
  const canSeePrices = usePeerPriceAccess()
  const like = useLike(post)
  const removal = usePostRemoval(post.id)
  const [sheetItem, setSheetItem] = useState<PostItem | null>(null)
  const contact = useContactSheet()
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  // One comment at a time (the flow action's guard): Enter and a quick tap on 发送 come before a re-render.
  const sending = useFlowAction({ refusals: [] })

  const openItem = (item: PostItem) => {
    if (item.own) void navigate('pages/stock/inventory/stock/detail/index', { query: { id: item.id } })
    else setSheetItem(item)
  }

  /** The shop behind the post; from an item's sheet, with the item attached. */
  const contactShop = (item?: PostItem, inquire = false) => {
    setSheetItem(null)
    contact.open({ shopId: post.shop.id, postId: post.id, item: item && itemToContact(item, canSeePrices), inquire })
  }

  const send = async () => {
    if (sending.busy || !signedInForAction()) return
    const problem = checkComment(text)
    setError(problem ?? '')
    if (problem) return
    await sending.run(() => callApi(postApi.comment, { id: post.id, content: text.trim() }, { loading: false, handleError: true }), {
      done: '评论成功',
      failed: '评论失败，请稍后重试',
      // What was typed stays, and the reason shows above it.
      onFailure: (failure) => setError(failureText(failure, '评论失败，请稍后重试')),
      after: (comment) => {
        setText('')
        // On top of the comments (keeping the pages already loaded), counted everywhere.
        commentAdded(post.id, comment)
      },
    })
  }

  const footer = (
    <View className="post-detail__bar">
      {error && <View className="post-detail__error">{error}</View>}
      <View className="post-detail__bar-row">
        {signedIn ? (
          <Input
            className="post-detail__input"
            value={text}
            placeholder="说点什么…"
            maxlength={MAX_COMMENT_TEXT}
            confirmType="send"
            onInput={(event) => {
              setText(typedValue(event))
              if (error) setError('')
            }}
            onConfirm={() => void send()}
          />
        ) : (
          // Signed out nothing can be typed (it would be lost on the way to login): a tap logs in first.
          <View className="post-detail__input post-detail__input--login" onClick={() => void signedInForAction()}>
            登录后参与评论
          </View>
        )}
        <Text className={`post-detail__send ${sending.busy ? 'post-detail__send--busy' : ''}`} onClick={() => void send()}>
          {sending.busy ? '发送中' : '发送'}
        </Text>
        <View className={`post-detail__action ${like.liked ? 'post-detail__action--on' : ''}`} aria-label={like.liked ? '取消点赞' : '点赞'} onClick={() => void like.toggle()}>
          {like.liked ? <HeartFill size={18} /> : <Heart size={18} />}
          <Text>{like.likeCount}</Text>
        </View>
        {isWeapp ? (
          // WeChat's share sheet, with the page's share message (onShareAppMessage).
          <TaroButton className="post-detail__action post-detail__share" openType="share" aria-label="分享">
            <Share size={18} />
          </TaroButton>
        ) : (
          <View className="post-detail__action" aria-label="分享" onClick={() => void share().catch(reportError)}>
            <Share size={18} />
          </View>
        )}
      </View>
    </View>
  )

  return (
    <PageLayout footer={footer}>
      <View className="post-detail">
        <DetailCard className="post-detail__card">
          <View className="post-detail__head">
            <ShopByline
              shop={post.shop}
              subtitle={relativeTimeOf(post.createdAt)}
              size="detail"
              onOpen={() => navigate('pages/post/list/index', { query: { shopId: post.shop.id } })}
            />
            {post.mine && (
              <Button size="small" fill="outline" loading={removal.busy} onClick={() => void removal.removePost()}>
                删除动态
              </Button>
            )}
            {!post.mine && <ShopActions shopId={post.shop.id} following={post.following} loaded={post} onContact={() => contactShop()} />}
          </View>
          <View className="post-detail__content">{post.content}</View>
          <PhotoGrid images={post.images} />
          {post.items.length > 0 && <View className="post-detail__section">关联商品</View>}
          <LinkedItems items={post.items} canSeePrices={canSeePrices} signedIn={signedIn} onOpen={openItem} />
          <View className="post-detail__stats">
            {post.brand ? (
              <Text className="post-detail__brand" onClick={() => navigate('pages/post/list/index', { query: { brand: post.brand ?? '' } })}>
                #{post.brand}
              </Text>
            ) : (
              <View />
            )}
            <Text>
              {like.likeCount} 赞 · {post.commentCount} 评论
            </Text>
          </View>
        </DetailCard>
        <CommentList comments={comments} count={post.commentCount} onRemove={(comment) => void removal.removeComment(comment)} />
      </View>
      <ItemSheet
        item={sheetItem}
        shopName={post.shop.name}
        canSeePrices={canSeePrices}
        signedIn={signedIn}
        onClose={() => setSheetItem(null)}
        onContact={(item, inquire) => contactShop(item, inquire)}
      />
      {contact.sheet}
    </PageLayout>
  )
}

/** pages/post/detail?id=: a post with its full text, photos, linked items and comments. */
export function PostDetail({ id }: { id: number }) {
  // Asked again when the page shows again (back from the shop's list or a stock item: the
  // follow state and the items may have changed).
  const remote = useApiQuery(postApi.detail, { id })
  const comments = usePagedQuery(postApi.comments, { id, pageSize: COMMENT_PAGE_SIZE })
  const post = remote.data
  const share = useShare(() => ({
    title: post ? `${post.shop.name}：${post.content.slice(0, 30)}` : '同行圈动态',
    imageUrl: post?.images[0] ?? post?.items[0]?.photos[0],
    path: POST_PATH,
    params: { id },
  }))
  if (!post) return <PageLayout status={remote.status === 'ready' ? 'loading' : remote.status} error={remote.error} onRetry={remote.reload} />
  return <PostView post={post} comments={comments} share={share} />
}
