import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Photo, previewUrls } from '@/shared/ui/photo'
import { withImageHost } from '@/shared/media/url'
import { Comment, Heart } from '@nutui/icons-react-taro'
import { navigate } from '@/core/navigation'
import { relativeTimeOf } from '@/shared/format/time'
import type { PostSummary } from '../api'
import './post-card.less'

/** One post of the feed: shop, text, photo grid (tap to preview) and counters. */
export function PostCard({ post }: { post: PostSummary }) {
  const open = () => navigate('pages/post/detail/index', { query: { id: post.id } })
  const preview = (current: string) => {
    void Taro.previewImage({ urls: previewUrls(post.images), current: withImageHost(current) })
  }
  const single = post.images.length === 1
  return (
    <View className='post-card' onClick={open}>
      <View className='post-card__head'>
        <Photo className='post-card__avatar' src={post.shop.avatar} mode='aspectFill' />
        <View className='post-card__who'>
          <View className='post-card__shop'>
            <Text>{post.shop.name}</Text>
            {post.shop.verified && <Text className='post-card__verified'>认证</Text>}
          </View>
          <Text className='post-card__time'>{relativeTimeOf(post.createdAt)}</Text>
        </View>
      </View>
      <View className='post-card__content'>{post.content}</View>
      {post.images.length > 0 && (
        <View className={`post-card__photos ${single ? 'post-card__photos--single' : ''}`}>
          {post.images.map((src) => (
            <Photo
              key={src}
              className='post-card__photo'
              src={src}
              mode='aspectFill'
              lazyLoad
              onClick={(event) => {
                event.stopPropagation()
                preview(src)
              }}
            />
          ))}
        </View>
      )}
      <View className='post-card__foot'>
        <View className={`post-card__count ${post.liked ? 'post-card__count--on' : ''}`}>
          <Heart size={14} />
          <Text>{post.likeCount}</Text>
        </View>
        <View className='post-card__count'>
          <Comment size={14} />
          <Text>{post.commentCount}</Text>
        </View>
      </View>
    </View>
  )
}
