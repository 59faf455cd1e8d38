import { fireEvent, render, screen } from '@testing-library/react'
import { ActionBar } from '.'

describe('ActionBar', () => {
  it('renders the allowed actions in order, each by its kind; a tap runs its action', () => {
    const cancel = vi.fn()
    const publish = vi.fn()
    render(
      <ActionBar
        actions={[
          { key: 'cancel', text: '取消订单', kind: 'danger', onTap: cancel },
          { key: 'later', text: '稍后', onTap: () => undefined, disabled: true },
          { key: 'publish', text: '发布', kind: 'primary', onTap: publish },
        ]}
      />,
    )
    const buttons = document.querySelectorAll('.action-bar__button')
    expect([...buttons].map((button) => button.textContent)).toEqual(['取消订单', '稍后', '发布'])
    expect(buttons[0]).toHaveClass('action-bar__button--danger')
    expect(buttons[2]).toHaveClass('action-bar__button--primary')
    fireEvent.click(screen.getByText('发布'))
    expect(publish).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByText('稍后'))
    fireEvent.click(screen.getByText('取消订单'))
    expect(cancel).toHaveBeenCalledTimes(1)
  })

  it('busy disables every button; no action renders nothing', () => {
    const publish = vi.fn()
    const { container, rerender } = render(<ActionBar busy actions={[{ key: 'publish', text: '发布', kind: 'primary', onTap: publish }]} />)
    fireEvent.click(screen.getByText('发布'))
    expect(publish).not.toHaveBeenCalled()
    rerender(<ActionBar actions={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
