import { useState } from 'react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import * as v from 'valibot'
import { modalAnswers, uiLog } from '@test/taro'
import { defineCall } from '@/core/api/define'
import { ApiError } from '@/core/request/errors'
import { queryClient, queryKeyOf } from '@/shared/query'
import { COLOR } from '@/core/theme'
import { STATE_REFUSAL_CODES, useFlowAction, type FlowActionOptions } from '..'

const listCall = defineCall('GET', '/test/flow/list', v.array(v.number()))
const otherCall = defineCall('GET', '/test/flow/other', v.array(v.number()))

/** A button running `call` through the write path, beside a field whose value must survive a failure. */
function ActionPage({ call, options }: { call: () => Promise<unknown>; options: FlowActionOptions }) {
  const action = useFlowAction({ invalidate: [listCall] })
  const [note, setNote] = useState('')
  return (
    <div>
      <input aria-label="备注" value={note} onChange={(event) => setNote(event.target.value)} />
      {/* Not disabled while busy: taps arriving before a re-render reach the handler. */}
      <button onClick={() => void action.run(call, options)}>提交</button>
      <button
        onClick={() => {
          void action.run(call, options)
          void action.run(call, options)
        }}
      >
        连点
      </button>
      <span data-testid="busy">{String(action.busy)}</span>
    </div>
  )
}

/** A cached answer for `call`, to see whether it was invalidated. */
function seed(call: typeof listCall) {
  queryClient.setQueryData(queryKeyOf(call), [1])
  return () => queryClient.getQueryState(queryKeyOf(call))?.isInvalidated
}

const idle = () => waitFor(() => expect(screen.getByTestId('busy')).toHaveTextContent('false'))

describe('useFlowAction', () => {
  it('asks first (danger colour for a destructive one); cancelled, nothing is called', async () => {
    const call = vi.fn(() => Promise.resolve('ok'))
    modalAnswers.push(false)
    render(<ActionPage call={call} options={{ confirm: { title: '取消订单？', content: '取消后不可恢复', danger: true }, done: '已取消' }} />)
    fireEvent.click(screen.getByText('提交'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    await idle()
    expect(uiLog.modals[0]).toMatchObject({ title: '取消订单？', content: '取消后不可恢复' })
    expect((uiLog.modals[0] as { confirmColor?: string }).confirmColor).toBe(COLOR.danger)
    expect(call).not.toHaveBeenCalled()
    expect(uiLog.toasts).toEqual([])
  })

  it('on success: the affected queries invalidated, the result said, then after with the reply', async () => {
    const listStale = seed(listCall)
    const otherStale = seed(otherCall)
    const after = vi.fn()
    render(<ActionPage call={() => Promise.resolve({ id: 3 })} options={{ confirm: { title: '发布？', content: '发布竞价' }, done: '已发布', after }} />)
    fireEvent.click(screen.getByText('提交'))
    await waitFor(() => expect(after).toHaveBeenCalledWith({ id: 3 }))
    expect(listStale()).toBe(true)
    expect(otherStale()).toBe(false)
    expect(uiLog.toasts).toEqual([expect.objectContaining({ title: '已发布', icon: 'success' })])
  })

  it("a state refusal: the server's words in a dialog, and the page reloads", async () => {
    const listStale = seed(listCall)
    const after = vi.fn()
    const refused = new ApiError(STATE_REFUSAL_CODES[0], '订单已被买家取消')
    render(<ActionPage call={() => Promise.reject(refused)} options={{ done: '已接受', after }} />)
    fireEvent.click(screen.getByText('提交'))
    await waitFor(() => expect(uiLog.modals).toHaveLength(1))
    expect(uiLog.modals[0]).toMatchObject({ content: '订单已被买家取消', showCancel: false })
    expect(listStale()).toBe(true)
    await idle()
    expect(after).not.toHaveBeenCalled()
    expect(uiLog.toasts).toEqual([])
  })

  it("an area's own refusal codes count; others do not", async () => {
    render(<ActionPage call={() => Promise.reject(new ApiError(40920, '报价已截止'))} options={{ refusals: [40920] }} />)
    fireEvent.click(screen.getByText('提交'))
    await waitFor(() => expect(uiLog.modals).toEqual([expect.objectContaining({ content: '报价已截止' })]))
  })

  it('any other failure: a toast, and what was typed stays', async () => {
    const listStale = seed(listCall)
    const onFailure = vi.fn()
    render(<ActionPage call={() => Promise.reject(new ApiError(50001, '余额不足'))} options={{ done: '已提交', onFailure }} />)
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '请尽快发货' } })
    fireEvent.click(screen.getByText('提交'))
    await waitFor(() => expect(uiLog.toasts).toEqual([expect.objectContaining({ title: '余额不足', icon: 'none' })]))
    await idle()
    expect(onFailure).toHaveBeenCalledWith(expect.any(ApiError))
    expect(uiLog.modals).toEqual([])
    expect(listStale()).toBe(false)
    expect(screen.getByLabelText('备注')).toHaveValue('请尽快发货')
  })

  it('two taps in the same tick call once', async () => {
    let release: (value: unknown) => void = () => undefined
    const call = vi.fn(() => new Promise((resolve) => (release = resolve)))
    render(<ActionPage call={call} options={{ done: '已提交' }} />)
    // Both in one handler: before React re-renders with the busy state.
    fireEvent.click(screen.getByText('连点'))
    fireEvent.click(screen.getByText('提交'))
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1))
    release('ok')
    await waitFor(() => expect(uiLog.toasts).toHaveLength(1))
    expect(call).toHaveBeenCalledTimes(1)
  })
})
