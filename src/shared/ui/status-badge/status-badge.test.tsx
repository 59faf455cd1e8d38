import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
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

describe('StatusBadge layout (a wrapping title beside it)', () => {
  const styles = readFileSync(path.resolve(__dirname, 'index.less'), 'utf8')
  const base = styles.slice(styles.indexOf('.status-badge {'), styles.indexOf('&--'))

  it('stays one line, its own height, at the top of the row', () => {
    expect(base).toMatch(/white-space: nowrap;/)
    expect(base).toMatch(/align-self: flex-start;/)
    expect(base).toMatch(/flex-shrink: 0;/)
    expect(base).toMatch(/line-height: \d+px;/)
  })

  it('is one element: the row holds it directly (nothing around it to stretch)', () => {
    const { container } = render(
      <div className="row">
        <span className="title">爱马仕 Birkin 30 金棕色 Togo 皮 金扣 一个很长很长会换行的标题</span>
        <StatusBadge text="审核中" tone="active" />
      </div>,
    )
    const badge = screen.getByText('审核中')
    expect(badge.parentElement).toBe(container.firstChild)
    expect(badge.children).toHaveLength(0)
  })

  it('no screen overrides its height, wrapping or alignment', () => {
    const offenders = lessFiles(path.resolve(__dirname, '../../..')).filter((file) => {
      if (file.endsWith(path.join('status-badge', 'index.less'))) return false
      const text = readFileSync(file, 'utf8')
      return [...text.matchAll(/\.status-badge[^{]*\{([^}]*)\}/g)].some((rule) => /(^|\s)(height|white-space|align-self)\s*:/.test(rule[1]))
    })
    expect(offenders).toEqual([])
  })
})

function lessFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return lessFiles(full)
    return entry.name.endsWith('.less') ? [full] : []
  })
}
