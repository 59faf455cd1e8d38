import { useState } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { Cell, CellGroup, SwitchCell } from '.'

describe('Cell, CellGroup and SwitchCell', () => {
  it('renders a titled group of rows: title, desc, tag, extra; the arrow only when asked', () => {
    const { container } = render(
      <CellGroup title="收款银行卡">
        <Cell title="招商银行（尾号1234）" tag="默认" desc="持卡人 李四" extra="解绑" />
        <Cell title="注销账号" danger arrow onClick={() => undefined} />
      </CellGroup>,
    )
    expect(screen.getByText('收款银行卡')).toHaveClass('cell-group__title')
    const card = screen.getByText('招商银行（尾号1234）').closest('.cell') as HTMLElement
    expect(card).not.toHaveClass('cell--link')
    expect(screen.getByText('默认')).toHaveClass('status-badge', 'cell__tag')
    expect(screen.getByText('持卡人 李四')).toHaveClass('cell__desc')
    expect(screen.getByText('解绑')).toHaveClass('cell__extra')
    expect(card.querySelector('.cell__arrow')).toBeNull()
    expect(screen.getByText('注销账号').closest('.cell')).toHaveClass('cell--link', 'cell--danger')
    expect(container.querySelectorAll('.cell__arrow')).toHaveLength(1)
  })

  it('taps: the row calls onClick, an extra with its own handler stops there when it says so', () => {
    const open = vi.fn()
    const unbind = vi.fn()
    render(
      <Cell
        title="个人资料"
        arrow
        onClick={open}
        extra={
          <span
            onClick={(event) => {
              event.stopPropagation()
              unbind()
            }}
          >
            解绑
          </span>
        }
      />,
    )
    fireEvent.click(screen.getByText('个人资料'))
    expect(open).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByText('解绑'))
    expect(unbind).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('a switch cell toggles, named by its title; disabled it does not', async () => {
    const changes: boolean[] = []
    function Setting({ disabled = false }: { disabled?: boolean }) {
      const [on, setOn] = useState(false)
      return (
        <SwitchCell
          title="接受询价"
          desc="同行可就商品向你询价"
          checked={on}
          disabled={disabled}
          onChange={(value) => {
            changes.push(value)
            setOn(value)
          }}
        />
      )
    }
    const { unmount } = render(<Setting />)
    expect(screen.getByText('同行可就商品向你询价')).toHaveClass('cell__desc')
    // NutUI's switch takes its checked prop into its own state after the first render
    await new Promise((done) => setTimeout(done, 50))
    fireEvent.click(screen.getByLabelText('接受询价'))
    expect(changes).toEqual([true])
    expect(screen.getByLabelText('接受询价')).not.toHaveClass('nut-switch-close')
    fireEvent.click(screen.getByLabelText('接受询价'))
    expect(changes).toEqual([true, false])
    unmount()
    render(<Setting disabled />)
    await new Promise((done) => setTimeout(done, 50))
    fireEvent.click(screen.getByLabelText('接受询价'))
    expect(changes).toEqual([true, false])
  })
})
