import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { CheckField, useForm } from '.'

function Agreement() {
  const form = useForm({ initial: { agreed: false }, fields: { agreed: { check: (agreed) => (agreed ? undefined : '请先阅读并同意赔付规则') } } })
  const [sent, setSent] = useState(false)
  return (
    <>
      <CheckField {...form.field('agreed')} label="我已阅读并同意赔付规则" extra={<span>¥80</span>} />
      <button onClick={() => void form.submit(() => setSent(true))}>提交</button>
      {sent && <span>已提交</span>}
    </>
  )
}

describe('CheckField', () => {
  it('is one box named by its text; ticked and unticked by a tap', () => {
    const Box = () => {
      const [value, setValue] = useState(false)
      return <CheckField label="清洁" value={value} onChange={setValue} />
    }
    render(<Box />)
    const box = screen.getByRole('checkbox', { name: '清洁' })
    expect(box).toHaveAttribute('aria-checked', 'false')
    fireEvent.click(box)
    expect(box).toHaveAttribute('aria-checked', 'true')
    expect(box).toHaveTextContent('✓')
    fireEvent.click(box)
    expect(box).toHaveAttribute('aria-checked', 'false')
  })

  it('with the form kit: the message under it until it is ticked, then the submit goes through', () => {
    render(<Agreement />)
    expect(screen.getByText('¥80')).toBeInTheDocument()
    fireEvent.click(screen.getByText('提交'))
    expect(screen.getByText('请先阅读并同意赔付规则')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意赔付规则' }))
    expect(screen.queryByText('请先阅读并同意赔付规则')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('提交'))
    expect(screen.getByText('已提交')).toBeInTheDocument()
  })
})
