import { fireEvent, render, screen } from '@testing-library/react'
import { Tabs } from '.'

describe('Tabs', () => {
  const tabs = [
    { key: 'all', label: '全部', count: 12 },
    { key: 'draft', label: '草稿', count: 0 },
    { key: 'mine', label: '我的' },
  ] as const

  it('is a tablist: the current tab selected, counts after the labels', () => {
    render(<Tabs tabs={tabs} value="draft" onChange={() => {}} />)
    expect(screen.getByRole('tablist')).not.toHaveClass('tabs--small')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部12', '草稿0', '我的'])
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('草稿')
  })

  it('tells another tab picked, not the current one', () => {
    const onChange = vi.fn()
    render(<Tabs small tabs={tabs} value="all" onChange={onChange} />)
    expect(screen.getByRole('tablist')).toHaveClass('tabs--small')
    fireEvent.click(screen.getByRole('tab', { name: /^全部/ }))
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('tab', { name: '我的' }))
    expect(onChange).toHaveBeenCalledWith('mine')
  })
})
