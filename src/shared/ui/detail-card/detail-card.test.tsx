import { fireEvent, render, screen } from '@testing-library/react'
import { DetailCard, InfoRow } from '.'

describe('DetailCard and InfoRow', () => {
  it('a titled card with an extra, and label-value rows; a row with onClick is a link', () => {
    const dial = vi.fn()
    render(
      <DetailCard title="收货方" extra={<span>已签收</span>}>
        <InfoRow label="买家">李老板</InfoRow>
        <InfoRow label="电话" value="138 0013 8000" onClick={dial} />
      </DetailCard>,
    )
    expect(screen.getByText('收货方')).toHaveClass('detail-card__title')
    expect(screen.getByText('已签收').parentElement).toHaveClass('detail-card__extra')
    expect(screen.getByText('李老板').closest('.info-row')).not.toHaveClass('info-row--link')
    fireEvent.click(screen.getByText('138 0013 8000'))
    expect(dial).toHaveBeenCalledTimes(1)
    expect(screen.getByText('138 0013 8000').closest('.info-row')).toHaveClass('info-row--link')
  })
})
