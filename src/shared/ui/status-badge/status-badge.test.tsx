import { render, screen } from '@testing-library/react'
import { StatusBadge, type BadgeTable } from '.'

type State = 'paying' | 'paid' | 'closed'
const BADGES: BadgeTable<State> = { paying: { text: '待付款', tone: 'alert' }, paid: { text: '已付款', tone: 'done' }, closed: { text: '已关闭', tone: 'over' } }

describe('StatusBadge', () => {
  it('shows a state from its {text, tone} table', () => {
    render(<StatusBadge {...BADGES.paid} className="order-state" />)
    expect(screen.getByText('已付款')).toHaveClass('status-badge', 'status-badge--done', 'order-state')
  })

  it('is active (under way) without a tone', () => {
    render(<StatusBadge>竞价中</StatusBadge>)
    expect(screen.getByText('竞价中')).toHaveClass('status-badge--active')
  })
})
