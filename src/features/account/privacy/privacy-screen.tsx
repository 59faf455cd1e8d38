import { Text, View } from '@tarojs/components'
import { PageLayout } from '@/shared/ui/page-layout'
import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from './policy'
import './privacy.less'

/** pages/account/privacy: the privacy policy, bundled with the app so it opens offline too. */
export function PrivacyScreen() {
  return (
    <PageLayout>
      <View className="privacy">
        <View className="privacy__title">同行圈隐私政策</View>
        <Text className="privacy__updated">更新日期：{PRIVACY_UPDATED}</Text>
        {PRIVACY_SECTIONS.map((section) => (
          <View key={section.heading} className="privacy__section">
            <View className="privacy__heading">{section.heading}</View>
            {section.paragraphs.map((paragraph) => (
              <View key={paragraph} className="privacy__paragraph">
                {paragraph}
              </View>
            ))}
          </View>
        ))}
      </View>
    </PageLayout>
  )
}
