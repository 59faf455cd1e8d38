import { Input, Text, View } from '@tarojs/components'
import { Close, Search } from '@nutui/icons-react-taro'
import './search-box.less'

export interface SearchBoxProps {
  value: string
  onChange: (value: string) => void
  /** The search key or the 搜索 button: search for the typed text. */
  onSearch: (value: string) => void
  placeholder: string
  focus?: boolean
}

/** The text typed in an input event, on every platform. */
function inputValue(event: { detail?: { value?: string }; target?: unknown }): string {
  return event.detail?.value ?? (event.target as { value?: string } | undefined)?.value ?? ''
}

/** A rounded search field with a clear button and a 搜索 button. */
export function SearchBox({ value, onChange, onSearch, placeholder, focus }: SearchBoxProps) {
  return (
    <View className='shop-search-box'>
      <View className='shop-search-box__field'>
        <Search size={14} color='#8a8580' />
        <Input
          className='shop-search-box__input'
          value={value}
          placeholder={placeholder}
          confirmType='search'
          focus={focus}
          maxlength={40}
          onInput={(event) => onChange(inputValue(event))}
          onConfirm={(event) => onSearch(inputValue(event))}
        />
        {value && (
          <View className='shop-search-box__clear' aria-label='清空' onClick={() => onChange('')}>
            <Close size={12} color='#8a8580' />
          </View>
        )}
      </View>
      <Text className='shop-search-box__button' onClick={() => onSearch(value)}>
        搜索
      </Text>
    </View>
  )
}
