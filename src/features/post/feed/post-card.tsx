import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import { Comment, Heart, HeartFill } from '@nutui/icons-react-taro'
import { navigate } from '@/core/navigation'
import { relativeTimeOf } from '@/shared/format/time'
import type { PostSummary } from '../api'
import { LinkedItems } from '../shared/linked-items'
import { PhotoGrid } from '../shared/photo-grid'
import { ShopByline } from '../shared/shop-byline'
import { useLike } from '../shared/use-post-actions'
import './post-card.less'

/** The card's element id, to scroll a list back to it. */
export const postCardId = (postId: number) => `post-card-${postId}`

export interface PostCardProps {
  post: PostSummary
  canSeePrices: boolean
  signedIn: boolean
  /** In a shop's own list the shop is the page: its name does not open it again. */
  linkShop?: boolean
  /** A signed-out reader's action is about to send them to login (the list notes its place). */
  onLoginNeeded?: (postId: number) => void
}

/** One post of a list: shop, text, photo grid (tap to preview), linked items, like and comments. */
export const PostCard = memo(function PostCard({ post, canSeePrices, signedIn, linkShop = true, onLoginNeeded }: PostCardProps) {
  const like = useLike(post, onLoginNeeded && (() => onLoginNeeded(post.id)))
  const open = () => navigate('pages/post/detail/index', { query: { id: post.id } })
  const openShop = linkShop
    ? (event: { stopPropagation: () => void }) => {
        event.stopPropagation()
        void navigate('pages/post/list/index', { query: { shopId: post.shop.id } })
      }
    : undefined
  return (
    <View className="post-card" id={postCardId(post.id)} onClick={open}>
      <ShopByline shop={post.shop} subtitle={relativeTimeOf(post.createdAt)} onOpen={openShop} />
      <View className="post-card__content">{post.content}</View>
      <PhotoGrid images={post.images} />
      <LinkedItems items={post.items} canSeePrices={canSeePrices} signedIn={signedIn} />
      <View className="post-card__foot">
        {post.brand ? (
          <Text
            className="post-card__brand"
            onClick={(event) => {
              event.stopPropagation()
              void navigate('pages/post/list/index', { query: { brand: post.brand ?? '' } })
            }}
          >
            #{post.brand}
          </Text>
        ) : (
          <View />
        )}
        <View className="post-card__counts">
          <View
            className={`post-card__count ${like.liked ? 'post-card__count--on' : ''}`}
            aria-label={like.liked ? '取消点赞' : '点赞'}
            onClick={(event) => {
              event.stopPropagation()
              void like.toggle()
            }}
          >
            {like.liked ? <HeartFill size={14} /> : <Heart size={14} />}
            <Text>{like.likeCount}</Text>
          </View>
          <View className="post-card__count">
            <Comment size={14} />
            <Text>{post.commentCount}</Text>
          </View>
        </View>
      </View>
    </View>
  )
})
