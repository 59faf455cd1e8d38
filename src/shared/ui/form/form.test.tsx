import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { uiLog } from '@test/taro'
import { ChoiceField, Field, useForm, type FormOptions } from '.'
import { PhotoField } from './photo-field'
import { typeIn } from '@test/dom'

const GRADES = ['全新', '95新', '9新'] as const

interface Item {
  title: string
  grade: string
  cost: string
  photos: string[]
  note: string
}
const EMPTY: Item = { title: '', grade: '', cost: '', photos: [], note: '' }

const PER_FIELD: FormOptions<Item> = {
  initial: EMPTY,
  fields: {
    title: { required: '请输入商品名称' },
    grade: { required: '请选择成色' },
    cost: { required: '请输入成本价', check: (cost) => (/^\d+(\.\d{1,2})?$/.test(cost) ? undefined : '成本价格式不正确') },
  },
}

/** The item form's shape: title, grade chips, cost, photos, an optional note. */
function ItemForm({
  options = PER_FIELD,
  onSave = async () => undefined,
  failWith,
}: {
  options?: FormOptions<Item>
  onSave?: (values: Item) => Promise<unknown>
  failWith?: string
}) {
  const form = useForm(options)
  return (
    <View>
      <Field {...form.field('title')} label="商品名称" />
      <ChoiceField {...form.field('grade')} label="成色" options={GRADES} />
      <Field {...form.field('cost')} label="成本价" type="digit" placeholder="单位：元" />
      <PhotoField {...form.field('photos')} label="商品图片" required />
      <Field {...form.field('note')} label="备注" placeholder="选填" />
      {form.errors.form && <View className="test-form-error">{form.errors.form}</View>}
      <View
        onClick={() =>
          void form.submit(async (values) => {
            await onSave(values)
            if (failWith) form.setErrors({ title: failWith })
          })
        }
      >
        保存
      </View>
    </View>
  )
}

const fill = () => {
  typeIn('请输入商品名称', '爱马仕 Birkin 30')
  fireEvent.click(screen.getByText('95新'))
  typeIn('单位：元', '88000')
}

describe('form kit', () => {
  afterEach(() => vi.restoreAllMocks())

  it('marks the required fields before anything is submitted', () => {
    render(<ItemForm />)
    for (const label of ['商品名称', '成色', '成本价', '商品图片']) expect(screen.getByText(label)).toHaveClass('form-field__label--required')
    expect(screen.getByText('备注')).not.toHaveClass('form-field__label--required')
    // Marked, not yet told off.
    expect(document.querySelector('.form-field__error')).toBeNull()
  })

  it('clears a message the moment its field is valid, only that one, and brings it back when made wrong', () => {
    render(<ItemForm />)
    fireEvent.click(screen.getByText('保存'))
    expect(screen.getByText('请输入商品名称')).toBeInTheDocument()
    expect(screen.getByText('请选择成色')).toBeInTheDocument()
    expect(screen.getByText('请输入成本价')).toBeInTheDocument()

    typeIn('请输入商品名称', '爱马仕')
    expect(screen.queryByText('请输入商品名称')).not.toBeInTheDocument()
    expect(screen.getByText('请选择成色')).toBeInTheDocument()
    expect(screen.getByText('请输入成本价')).toBeInTheDocument()

    fireEvent.click(screen.getByText('95新'))
    expect(screen.queryByText('请选择成色')).not.toBeInTheDocument()
    expect(screen.getByText('95新')).toHaveAttribute('aria-checked', 'true')

    typeIn('单位：元', '12.345')
    expect(screen.getByText('成本价格式不正确')).toBeInTheDocument()
    typeIn('单位：元', '12.34')
    expect(screen.queryByText('成本价格式不正确')).not.toBeInTheDocument()
    expect(screen.queryByText('请输入成本价')).not.toBeInTheDocument()

    typeIn('请输入商品名称', ' ')
    expect(screen.getByText('请输入商品名称')).toBeInTheDocument()
  })

  it('shows an edited field’s message once it is left, and leaves untouched fields alone', () => {
    render(<ItemForm />)
    const cost = screen.getByPlaceholderText('单位：元')
    typeIn('单位：元', '1.234')
    expect(screen.queryByText('成本价格式不正确')).not.toBeInTheDocument()
    fireEvent.focusOut(cost)
    expect(screen.getByText('成本价格式不正确')).toBeInTheDocument()
    fireEvent.focusOut(screen.getByPlaceholderText('请输入商品名称'))
    expect(screen.queryByText('请输入商品名称')).not.toBeInTheDocument()
  })

  it('scrolls to the first wrong field in page order and the toast names that same field', () => {
    const scrolled = vi.spyOn(Taro, 'pageScrollTo')
    render(<ItemForm />)
    typeIn('请输入商品名称', '爱马仕')
    fireEvent.click(screen.getByText('保存'))
    const target = () => document.querySelector(scrolled.mock.lastCall![0].selector!)
    expect(target()).toHaveTextContent('成色')
    expect(uiLog.toasts.at(-1)).toMatchObject({ title: '请选择成色', icon: 'none' })

    fireEvent.click(screen.getByText('9新'))
    fireEvent.click(screen.getByText('保存'))
    expect(target()).toHaveTextContent('成本价')
    expect(target()).toHaveTextContent('请输入成本价')
    expect(uiLog.toasts.at(-1)?.title).toBe('请输入成本价')
  })

  it('orders whole-form rules by the page, not by the order the rules give them', () => {
    const scrolled = vi.spyOn(Taro, 'pageScrollTo')
    const options: FormOptions<Item> = {
      initial: EMPTY,
      // As a shared rule set would: cost is checked before the grade.
      check: (values) => ({ cost: values.cost ? undefined : '请输入成本价', grade: values.grade ? undefined : '请选择成色' }),
      order: ['title', 'grade', 'cost', 'photos', 'note'],
    }
    render(<ItemForm options={options} />)
    fireEvent.click(screen.getByText('保存'))
    expect(document.querySelector(scrolled.mock.lastCall![0].selector!)).toHaveTextContent('成色')
    expect(uiLog.toasts.at(-1)?.title).toBe('请选择成色')
  })

  it('submits once for two taps in one moment, and again after', async () => {
    let saves = 0
    const onSave = () => {
      saves += 1
      return new Promise((done) => setTimeout(done, 20))
    }
    render(<ItemForm onSave={onSave} />)
    fill()
    const button = screen.getByText('保存')
    act(() => {
      fireEvent.click(button)
      fireEvent.click(button)
    })
    await act(() => new Promise((done) => setTimeout(done, 50)))
    expect(saves).toBe(1)
    fireEvent.click(button)
    await waitFor(() => expect(saves).toBe(2))
  })

  it('does not run the handler while a field is wrong', () => {
    let saves = 0
    render(<ItemForm onSave={async () => void (saves += 1)} />)
    typeIn('请输入商品名称', '爱马仕')
    fireEvent.click(screen.getByText('保存'))
    expect(saves).toBe(0)
  })

  it('keeps a server message under its field until that field changes', async () => {
    render(<ItemForm failWith="该名称已存在" />)
    fill()
    fireEvent.click(screen.getByText('保存'))
    expect(await screen.findByText('该名称已存在')).toBeInTheDocument()
    typeIn('单位：元', '88001')
    expect(screen.getByText('该名称已存在')).toBeInTheDocument()
    typeIn('请输入商品名称', '爱马仕 Kelly')
    expect(screen.queryByText('该名称已存在')).not.toBeInTheDocument()
  })
})
