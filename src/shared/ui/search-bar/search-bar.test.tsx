import { useState } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { SearchBar } from '.'

const PLACEHOLDER = '搜索名称、品牌、型号、编码'

/** The bar as a screen holds it: typed text kept, searches recorded. */
function Held({ button, onSearch }: { button?: boolean; onSearch: (value: string) => void }) {
  const [value, setValue] = useState('')
  return <SearchBar value={value} onChange={setValue} onSearch={onSearch} placeholder={PLACEHOLDER} button={button} />
}

const input = () => screen.getByPlaceholderText(PLACEHOLDER)
const type = (value: string) => fireEvent.input(input(), { target: { value }, detail: { value } })

describe('SearchBar', () => {
  it('searches on the keyboard’s search key, and clears with ×', () => {
    const onSearch = vi.fn()
    render(<Held onSearch={onSearch} />)
    // One clear button: a text field (no browser ×) with the keyboard's search key
    expect(input()).toHaveAttribute('type', 'text')
    expect(input()).toHaveAttribute('enterkeyhint', 'search')
    expect(screen.queryByLabelText('清空')).not.toBeInTheDocument()
    // no 搜索 button unless asked for
    expect(screen.queryByText('搜索')).not.toBeInTheDocument()
    type('Kelly')
    expect(onSearch).not.toHaveBeenCalled()
    fireEvent.keyDown(input(), { keyCode: 13, key: 'Enter' })
    expect(onSearch).toHaveBeenLastCalledWith('Kelly')
    expect(screen.getAllByLabelText('清空')).toHaveLength(1)
    fireEvent.click(screen.getByLabelText('清空'))
    expect(input()).toHaveValue('')
    expect(screen.queryByLabelText('清空')).not.toBeInTheDocument()
  })

  it('offers a 搜索 button that searches the typed text', () => {
    const onSearch = vi.fn()
    render(<Held button onSearch={onSearch} />)
    type('ZP00001')
    fireEvent.click(screen.getByText('搜索'))
    expect(onSearch).toHaveBeenLastCalledWith('ZP00001')
  })
})

describe('SearchBar in the mini-program', () => {
  beforeEach(() => vi.stubEnv('TARO_ENV', 'weapp'))
  afterEach(() => vi.unstubAllEnvs())

  it('asks for the keyboard’s search key with confirm-type', () => {
    render(<Held onSearch={vi.fn()} />)
    // Taro's H5 components stand in for the native input here: confirm-type search makes type=search
    expect(input()).toHaveAttribute('type', 'search')
  })
})
