import { render, screen } from '@testing-library/react'
import { Timeline } from '.'

const EVENTS = [
  { title: '已下单', at: '2026-03-01T10:00:00+08:00' },
  { title: '已发货', at: '2026-03-02T10:00:00+08:00', note: '顺丰', warn: true },
]
const titles = () => [...document.querySelectorAll('.timeline__title')].map((title) => title.textContent)

describe('Timeline', () => {
  it('shows the newest first by default, marked', () => {
    render(<Timeline events={EVENTS} />)
    expect(titles()).toEqual(['已发货', '已下单'])
    expect(screen.getAllByRole('listitem')[0]).toHaveClass('timeline__event--now')
    expect(screen.getByText('顺丰')).toHaveClass('timeline__note--warn')
  })

  it('oldest first on request, the newest still marked', () => {
    render(<Timeline events={EVENTS} order="oldest-first" label="物流" />)
    expect(titles()).toEqual(['已下单', '已发货'])
    expect(screen.getAllByRole('listitem')[1]).toHaveClass('timeline__event--now')
    expect(screen.getByRole('list', { name: '物流' })).toBeInTheDocument()
  })
})
