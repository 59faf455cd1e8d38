import { render } from '@testing-library/react'
import { PhotoGrid } from './photo-grid'

const photos = (count: number) => Array.from({ length: count }, (_, index) => `/mock-images/goods-${index + 1}.svg`)
const grid = (count: number) => {
  const { container, unmount } = render(<PhotoGrid images={photos(count)} />)
  const element = container.querySelector('.post-photos')
  const className = element?.className ?? null
  unmount()
  return className
}

describe('a post’s photos', () => {
  it('lays one out large, four two by two (as WeChat Moments), the others three across', () => {
    expect(grid(0)).toBeNull()
    expect(grid(1)).toContain('post-photos--single')
    expect(grid(4)).toContain('post-photos--four')
    for (const count of [2, 3, 5, 9]) {
      expect(grid(count)).not.toMatch(/post-photos--(single|four)/)
    }
  })
})
