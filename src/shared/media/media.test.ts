import {
  DEFAULT_IMAGE_QUALITY,
  DEFAULT_IMAGE_WIDTH,
  IMAGE_HOST,
  VIDEO_SNAPSHOT,
  isBlobUrl,
  isDataImage,
  isHeic,
  isStaticAsset,
  isSvg,
  isTempFile,
  isVideo,
  isWechatAvatar,
  resizedMedia,
  withImageHost,
} from './url'

describe('media url recognition', () => {
  it.each([
    [isDataImage, 'data:image/png;base64,iVBOR', 'data:text/plain,x'],
    [isBlobUrl, 'blob:https://h5.luxtrade.cn/1f2e', 'https://x/blob.jpg'],
    [isTempFile, 'wxfile://tmp_abc.jpg', 'https://x/a.jpg'],
    [isTempFile, 'http://tmp/wx123.jpg', 'http://tmpx.com/a.jpg'],
    [isHeic, 'goods/IMG_0001.HEIC', 'goods/a.jpg'],
    [isSvg, 'icons/logo.svg?v=2', 'icons/logo.png'],
    [isWechatAvatar, 'https://thirdwx.qlogo.cn/mmopen/abc/132', 'https://qlogo.cn.evil.com/a'],
    [isStaticAsset, '/static/images/empty.png', 'goods/static.png'],
    [isVideo, 'https://v.luxtrade.cn/a/b.MP4?x=1', 'https://v.luxtrade.cn/a/b.jpg'],
  ] as const)('%o: yes for %s, no for %s', (recognise, yes, no) => {
    expect(recognise(yes)).toBe(true)
    expect(recognise(no)).toBe(false)
  })
})

describe('image host and resizing', () => {
  const host = IMAGE_HOST.replace(/\/$/, '')

  it('prefixes relative paths with the image host only', () => {
    expect(withImageHost('goods/a.jpg')).toBe(`${host}/goods/a.jpg`)
    expect(withImageHost('/goods/a.jpg')).toBe(`${host}/goods/a.jpg`)
    expect(withImageHost('https://cdn.x/a.jpg')).toBe('https://cdn.x/a.jpg')
    expect(withImageHost('data:image/png;base64,x')).toBe('data:image/png;base64,x')
    expect(withImageHost('/static/a.png')).toBe('/static/a.png')
  })

  it('resizes to width 1280 and quality 80 by default', () => {
    expect(resizedMedia('goods/a.jpg')).toBe(`${host}/goods/a.jpg?x-oss-process=image/resize,w_1280/quality,q_80`)
    expect(DEFAULT_IMAGE_WIDTH).toBe(1280)
    expect(DEFAULT_IMAGE_QUALITY).toBe(80)
  })

  it('takes width and quality, and turns heic into jpg', () => {
    expect(resizedMedia('goods/a.jpg?v=1', { width: 375, quality: 60 })).toBe(`${host}/goods/a.jpg?v=1&x-oss-process=image/resize,w_375/quality,q_60`)
    expect(resizedMedia('goods/a.heic')).toBe(`${host}/goods/a.heic?x-oss-process=image/resize,w_1280/quality,q_80/format,jpg`)
  })

  it('gives videos an 800x600 snapshot', () => {
    expect(resizedMedia('videos/a.mp4')).toBe(`${host}/videos/a.mp4?x-oss-process=video/snapshot,t_0,f_jpg,w_800,h_600`)
    expect(VIDEO_SNAPSHOT).toEqual({ width: 800, height: 600 })
  })

  it('leaves local, svg, avatar and foreign urls alone', () => {
    for (const url of ['blob:x', 'wxfile://a.jpg', 'data:image/png;base64,x', 'goods/a.svg', 'https://thirdwx.qlogo.cn/a/132', 'https://other.cdn/a.jpg', '/static/a.png']) {
      const expected = url === 'goods/a.svg' ? `${host}/goods/a.svg` : url
      expect(resizedMedia(url)).toBe(expected)
    }
  })
})
