import { Input, Text, View } from '@tarojs/components'
import { Close, Search } from '@nutui/icons-react-taro'
import './index.less'
import { CSS_COLOR } from '@/core/theme'

export interface SearchBarProps {
  value: string
  onChange: (value: string) => void
  /** The keyboard's search key or the 搜索 button: search for the typed text. */
  onSearch: (value: string) => void
  /** 搜索 + what can be searched, e.g. 搜索名称、品牌、型号、编码. */
  placeholder: string
  focus?: boolean
  /** A 搜索 text button beside the field; without it the keyboard's search key searches. */
  button?: boolean
  className?: string
}

/** The text of an input or confirm event, on every platform. */
function inputValue(event: { detail?: { value?: string }; target?: unknown }): string {
  return event.detail?.value ?? (event.target as { value?: string } | undefined)?.value ?? ''
}

/**
 * The keyboard's 搜索 key. The mini-program asks for it with confirm-type; on H5 confirm-type would
 * make a type=search input, whose browser × sits beside the bar's own: a text input with the
 * search key hint instead.
 */
function searchKey(): Record<string, string> {
  return process.env.TARO_ENV === 'weapp' ? { confirmType: 'search' } : { enterKeyHint: 'search' }
}

/** The one search bar: a rounded field with the search icon, a clear ×, and an optional 搜索 button. */
export function SearchBar({ value, onChange, onSearch, placeholder, focus, button, className }: SearchBarProps) {
  return (
    <View className={`search-bar ${className ?? ''}`}>
      <View className="search-bar__field">
        <Search className="search-bar__icon" size={15} color={CSS_COLOR.textWeak} />
        <Input
          className="search-bar__input"
          value={value}
          placeholder={placeholder}
          {...searchKey()}
          focus={focus}
          maxlength={40}
          onInput={(event) => onChange(inputValue(event))}
          onConfirm={(event) => onSearch(inputValue(event))}
        />
        {value && (
          <View className="search-bar__clear" aria-label="清空" onClick={() => onChange('')}>
            <View className="search-bar__clear-dot">
              <Close size={8} color={CSS_COLOR.surface} />
            </View>
          </View>
        )}
      </View>
      {button && (
        <Text className="search-bar__button" onClick={() => onSearch(value)}>
          搜索
        </Text>
      )}
    </View>
  )
}
