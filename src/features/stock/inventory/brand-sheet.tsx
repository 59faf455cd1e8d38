import { Text, View } from '@tarojs/components'
import type { Brand } from '@/core/api/catalogue'
import { BrandIndex, useBrandList } from '@/shared/ui/brand-index'
import { Sheet } from '@/shared/ui/sheet'
import './brand-sheet.less'

/** What the brand field holds: the list's name, or a name typed for a brand not in it. */
export const BRAND_MAX = 20

export interface BrandSheetProps {
  visible: boolean
  /** The brand in the field now (marked in the list). */
  value: string
  /** A brand of the list, or a typed one (其他品牌); the sheet closes. */
  onPick: (name: string, brand?: Brand) => void
  onClose: () => void
}

/**
 * The item form's brand picker over the platform's brand list (BrandIndex). A brand not in the
 * list is typed and taken as it is.
 */
export function BrandSheet({ visible, value, onPick, onClose }: BrandSheetProps) {
  // Asked with the form, so the sheet opens full (BrandIndex shares the cached answer).
  useBrandList()
  const pick = (name: string, brand?: Brand) => {
    onPick(name, brand)
    onClose()
  }
  const typedOption = (keyword: string, exact: boolean) =>
    !exact && (
      <View className="brand-sheet__other" onClick={() => pick(keyword.slice(0, BRAND_MAX))}>
        <Text>使用「{keyword.slice(0, BRAND_MAX)}」</Text>
        <Text className="brand-sheet__other-note">其他品牌，不在列表中</Text>
      </View>
    )
  return (
    <Sheet visible={visible} title="选择品牌" tall onClose={onClose} className="brand-sheet">
      <BrandIndex value={value} onPick={(brand) => pick(brand.name, brand)} typedOption={typedOption} />
    </Sheet>
  )
}
