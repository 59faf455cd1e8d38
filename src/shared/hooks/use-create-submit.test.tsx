import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { navigationLog, setRoute, uiLog } from '@test/taro'
import { DEMO_TOKEN } from '@mocks/db'
import { setUserToken } from '@/core/session/store'
import { Field, useForm } from '@/shared/ui/form'
import { PageLayout } from '@/shared/ui/page-layout'
import { DRAFT_SAVE_DELAY_MS, draftStorageKey } from './use-draft'
import { useCreateSubmit } from './use-create-submit'

const KEY = 'test-create'
const DETAIL = 'pages/stock/order/lock/detail/index'

/** A create form of one field, kept as a draft, saved with `create`. */
function CreateForm({ create }: { create: () => Promise<{ id: number }> }) {
  const form = useForm({ initial: { name: '' }, fields: { name: { required: '请输入名称' } }, draft: { key: KEY } })
  const save = useCreateSubmit(form)
  return (
    <PageLayout>
      <Field {...form.field('name')} label="名称" />
      {form.errors.form && <View className="test-form-error">{form.errors.form}</View>}
      <View onClick={() => void form.submit(() => save(create, { done: '创建成功', failed: '创建失败，请稍后重试', detail: DETAIL }))}>保存</View>
    </PageLayout>
  )
}

const type = (value: string) => fireEvent.input(screen.getByPlaceholderText('请输入名称'), { target: { value }, detail: { value } })
const keptDraft = () => Taro.getStorageSync(draftStorageKey(KEY))
const settle = () => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50))

describe('useCreateSubmit', () => {
  beforeEach(() => {
    setUserToken(DEMO_TOKEN)
    setRoute('pages/stock/order/lock/create/index')
  })

  it('opens the new record in place of the form and says done there, once; the draft goes', async () => {
    render(<CreateForm create={async () => ({ id: 7 })} />)
    type('新的记录')
    await settle()
    expect(keptDraft()).toMatchObject({ values: { name: '新的记录' } })
    fireEvent.click(screen.getByText('保存'))
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: `/${DETAIL}?id=7` }))
    expect(keptDraft()).toBe('')
    // Not on the form, which is about to go.
    expect(uiLog.toasts.some((toast) => toast.title === '创建成功')).toBe(false)
    cleanup()
    setRoute(DETAIL, { id: '7' })
    render(<PageLayout>详情</PageLayout>)
    expect(uiLog.toasts.filter((toast) => toast.title === '创建成功')).toEqual([expect.objectContaining({ duration: expect.any(Number) })])
    expect(uiLog.toasts.at(-1)!.duration).toBeGreaterThanOrEqual(1500)
    // Said once: the next page says nothing.
    cleanup()
    render(<PageLayout>另一页</PageLayout>)
    expect(uiLog.toasts.filter((toast) => toast.title === '创建成功')).toHaveLength(1)
  })

  it("keeps everything typed on a refusal and says the server's message at the button and as a toast", async () => {
    render(<CreateForm create={() => Promise.reject(new Error('名称已存在'))} />)
    type('重复的名称')
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('名称已存在')).toHaveClass('test-form-error')
    expect(uiLog.toasts.at(-1)?.title).toBe('名称已存在')
    expect(screen.getByPlaceholderText('请输入名称')).toHaveValue('重复的名称')
    expect(navigationLog).toHaveLength(0)
    await settle()
    expect(keptDraft()).toMatchObject({ values: { name: '重复的名称' } })
  })

  it('says its own words when the failure has none', async () => {
    render(<CreateForm create={() => Promise.reject(new Error(''))} />)
    type('一条记录')
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('创建失败，请稍后重试')).toHaveClass('test-form-error')
  })
})
