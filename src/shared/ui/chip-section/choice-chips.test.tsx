import { fireEvent, render, screen } from '@testing-library/react'
import { ChoiceChips } from '.'

describe('ChoiceChips', () => {
  it('one choice among plain or labelled options; a tap on another tells it, on the chosen one nothing', () => {
    const onChange = vi.fn()
    render(<ChoiceChips options={[{ value: '', label: '全部' }, '箱包', '腕表']} value="" onChange={onChange} label="品类" scroll />)
    expect(screen.getByRole('radiogroup', { name: '品类' })).toHaveClass('choice-chips--scroll')
    expect(screen.getByRole('radio', { checked: true })).toHaveTextContent('全部')
    fireEvent.click(screen.getByText('全部'))
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('腕表'))
    expect(onChange).toHaveBeenCalledWith('腕表')
  })
})
