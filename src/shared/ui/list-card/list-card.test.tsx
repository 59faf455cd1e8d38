import { fireEvent, render, screen } from '@testing-library/react'
import { ListCard } from '.'

describe('ListCard', () => {
  it('lays the cover on the left by default and opens on a tap', () => {
    const open = vi.fn()
    render(
      <ListCard className="lot-card" cover={<img className="list-card__cover" alt="封面" />} onClick={open}>
        <span>第3号 铂金包</span>
      </ListCard>,
    )
    const card = screen.getByText('第3号 铂金包').closest('.list-card')!
    expect(card).toHaveClass('list-card', 'list-card--row', 'lot-card')
    expect(card).not.toHaveClass('list-card--poster')
    expect(card.firstElementChild).toBe(screen.getByAltText('封面'))
    expect(screen.getByText('第3号 铂金包').parentElement).toHaveClass('list-card__body')
    expect(card).not.toHaveAttribute('role')
    fireEvent.click(card)
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('poster: the cover across the top with its badge, the text under it', () => {
    render(
      <ListCard
        layout="poster"
        className="room-card"
        cover={
          <div className="list-card__cover">
            <img alt="海报" />
            <span>直播中</span>
          </div>
        }
      >
        <span>爱马仕直播夜拍</span>
      </ListCard>,
    )
    const card = screen.getByText('爱马仕直播夜拍').closest('.list-card')!
    expect(card).toHaveClass('list-card--poster', 'room-card')
    expect(card.children[0]).toContainElement(screen.getByText('直播中'))
    expect(card.children[1]).toHaveClass('list-card__body')
  })

  it('flat inside a detail card, and a link with its label when it says what it opens', () => {
    render(
      <ListCard flat className="lot" cover={<img alt="" />} onClick={() => {}} linkLabel="查看第4号拍品详情">
        <span>当前价</span>
      </ListCard>,
    )
    const link = screen.getByRole('link', { name: '查看第4号拍品详情' })
    expect(link).toHaveClass('list-card--flat', 'lot')
  })
})
