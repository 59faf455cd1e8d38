import { Text, Textarea, View } from '@tarojs/components'
import { FieldError, FieldLabel, type BoundField } from '@/shared/ui/form'
import { MAX_POST_TEXT } from '../post-rules'
import { typedValue } from '../shared/typed-value'

/** A post's text: a large box counting what it holds, its message under it (`{...form.field('content')}`). */
export function PostTextField({ id, value, onChange, onBlur, error, required }: BoundField<string>) {
  return (
    <View id={id} className={`form-field form-field--stacked ${error ? 'form-field--error' : ''}`}>
      <FieldLabel label="动态内容" required={required} />
      <Textarea
        className="post-publish__text"
        value={value}
        placeholder="分享新到的好货、调货需求…"
        maxlength={MAX_POST_TEXT}
        onInput={(event) => onChange(typedValue(event))}
        onBlur={onBlur}
      />
      <View className="post-publish__counter">
        <Text>
          {value.trim().length}/{MAX_POST_TEXT}
        </Text>
      </View>
      <FieldError error={error} />
    </View>
  )
}
