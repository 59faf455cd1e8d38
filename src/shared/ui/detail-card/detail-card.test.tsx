import { fireEvent, render, screen } from '@testing-library/react'
import { DetailCard, InfoRow, TextAction } from '.'

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

  it('a bill: amount lines and an emphasised total; a tappable row says its verb', () => {
    const dial = vi.fn()
    const manage = vi.fn()
    render(
      <DetailCard title="交易保证金" extra={<TextAction text="管理" onClick={manage} />}>
        <InfoRow kind="amount" label="保证金" value="¥2,000" />
        <InfoRow kind="total" label="合计" value="¥2,000" />
        <InfoRow label="手机号" value="138 0013 8000" onClick={dial} action="拨打" />
      </DetailCard>,
    )
    const line = screen.getByText('保证金').closest('.info-row')
    expect(line).toHaveClass('info-row--amount')
    expect(line).not.toHaveClass('info-row--total')
    expect(screen.getByText('合计').closest('.info-row')).toHaveClass('info-row--amount', 'info-row--total')
    expect(screen.getByText('138 0013 8000').closest('.info-row')).not.toHaveClass('info-row--amount')
    fireEvent.click(screen.getByText('拨打'))
    expect(dial).toHaveBeenCalledTimes(1)
    expect(screen.getByText('拨打')).toHaveClass('text-action')
    fireEvent.click(screen.getByText('管理'))
    expect(manage).toHaveBeenCalledTimes(1)
  })
})
