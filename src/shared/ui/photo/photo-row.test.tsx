import { fireEvent, render, screen } from '@testing-library/react'
import { Note } from '@/shared/ui/note'
import { PhotoRow } from './photo-row'

describe('PhotoRow', () => {
  it('nothing without photos; a thumbnail per photo, named when labelled', () => {
    const { container, rerender } = render(<PhotoRow photos={[]} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<PhotoRow photos={['/a.jpg', '/b.jpg']} label="养护前" />)
    expect(container.querySelectorAll('.photo-row__photo')).toHaveLength(2)
    expect(screen.getByAltText('养护前 第2张')).toBeInTheDocument()
    fireEvent.click(screen.getByAltText('养护前 第1张'))
  })
})

describe('Note', () => {
  it('states a rule as a note, named when labelled', () => {
    render(<Note label="赔付规则">按声明价值赔付</Note>)
    expect(screen.getByRole('note', { name: '赔付规则' })).toHaveTextContent('按声明价值赔付')
  })
})
