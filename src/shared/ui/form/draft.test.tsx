import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { modalAnswers, uiLog } from '@test/taro'
import { DEMO_TOKEN } from '@mocks/db'
import { logout } from '@/core/session/auth'
import { setUserToken } from '@/core/session/store'
import { DRAFT_SAVE_DELAY_MS, DRAFT_TTL_MS, draftStorageKey } from '@/shared/hooks/use-draft'
import { DraftNote, Field, useForm } from '.'
import { typeIn } from '@test/dom'

const KEY = 'test-order'

/** A long form's two fields, kept as a draft for the items it was opened with. */
function OrderForm({ scope = '1,2', onSave = async () => true }: { scope?: string; onSave?: () => Promise<boolean> }) {
  const form = useForm({
    initial: { buyerName: '', note: '' },
    fields: { buyerName: { required: '请输入买家姓名' } },
    draft: { key: KEY, scope },
  })
  return (
    <View>
      <DraftNote draft={form.draft} />
      <Field {...form.field('buyerName')} label="买家姓名" />
      <Field {...form.field('note')} label="备注" placeholder="选填" />
      <View
        onClick={() =>
          void form.submit(async () => {
            if (await onSave()) form.draft.clear()
          })
        }
      >
        确认开单
      </View>
    </View>
  )
}

const stored = () => Taro.getStorageSync(draftStorageKey(KEY))
const NOTE = '已恢复上次未提交的内容'

describe('form drafts', () => {
  beforeEach(() => setUserToken(DEMO_TOKEN))
  afterEach(() => vi.useRealTimers())

  it('keeps what was typed when the page goes, and brings it back with a note', () => {
    const view = render(<OrderForm />)
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument()
    typeIn('请输入买家姓名', '钱女士')
    typeIn('选填', '周六看货')
    // Back at once, before the typing was saved.
    view.unmount()
    render(<OrderForm />)
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('钱女士')
    expect(screen.getByPlaceholderText('选填')).toHaveValue('周六看货')
    expect(screen.getByText(NOTE)).toBeInTheDocument()
  })

  it('saves a moment after typing, without leaving the page', () => {
    vi.useFakeTimers()
    render(<OrderForm />)
    typeIn('请输入买家姓名', '钱女士')
    expect(stored()).toBe('')
    act(() => void vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS))
    expect(stored()).toMatchObject({ scope: '1,2', values: { buyerName: '钱女士', note: '' } })
  })

  it('keeps it at once when the browser page goes away (tab closed, web-view closed)', () => {
    render(<OrderForm />)
    typeIn('请输入买家姓名', '钱女士')
    window.dispatchEvent(new Event('pagehide'))
    expect(stored()).toMatchObject({ values: { buyerName: '钱女士' } })
  })

  it('keeps nothing for a form left as it opened', () => {
    const view = render(<OrderForm />)
    typeIn('请输入买家姓名', '钱')
    typeIn('请输入买家姓名', '')
    view.unmount()
    render(<OrderForm />)
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument()
  })

  it('empties the form and forgets the draft on 清空, after asking', async () => {
    const view = render(<OrderForm />)
    typeIn('请输入买家姓名', '钱女士')
    view.unmount()
    render(<OrderForm />)
    modalAnswers.push(false)
    fireEvent.click(screen.getByText('清空'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('钱女士')
    fireEvent.click(screen.getByText('清空'))
    await waitFor(() => expect(screen.queryByText(NOTE)).not.toBeInTheDocument())
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('')
    expect(stored()).toBe('')
  })

  it('is gone after a successful submit, and kept after a failed one', async () => {
    let succeed = false
    const onSave = async () => succeed
    const view = render(<OrderForm onSave={onSave} />)
    typeIn('请输入买家姓名', '钱女士')
    fireEvent.click(screen.getByText('确认开单'))
    await act(() => new Promise((done) => setTimeout(done, 0)))
    view.unmount()
    const again = render(<OrderForm onSave={onSave} />)
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('钱女士')

    succeed = true
    fireEvent.click(screen.getByText('确认开单'))
    await waitFor(() => expect(stored()).toBe(''))
    again.unmount()
    render(<OrderForm onSave={onSave} />)
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('')
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument()
  })

  it('is not offered to another account: not after a switch or logout, nor to a shop just opened', async () => {
    const typeAndLeave = () => {
      const view = render(<OrderForm />)
      typeIn('请输入买家姓名', '钱女士')
      view.unmount()
    }
    typeAndLeave()
    await logout({ forced: true })
    setUserToken(DEMO_TOKEN)
    const afterSwitch = render(<OrderForm />)
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('')
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument()
    afterSwitch.unmount()

    // Opening a shop logs in as the new account without a logout.
    typeAndLeave()
    setUserToken('token-of-the-new-shop')
    render(<OrderForm />)
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('')
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument()
  })

  it('is offered only for what the form was opened with, and not when old', () => {
    const view = render(<OrderForm scope="1,2" />)
    typeIn('请输入买家姓名', '钱女士')
    view.unmount()
    const other = render(<OrderForm scope="3" />)
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('')
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument()
    other.unmount()
    const later = Date.now() + DRAFT_TTL_MS + 1000
    vi.spyOn(Date, 'now').mockReturnValue(later)
    render(<OrderForm scope="1,2" />)
    expect(screen.getByPlaceholderText('请输入买家姓名')).toHaveValue('')
    vi.restoreAllMocks()
  })
})
