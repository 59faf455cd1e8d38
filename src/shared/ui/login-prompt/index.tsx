import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { navigate } from '@/core/navigation'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import './index.less'

/** Shown where a signed-out visitor reaches something that needs an account. */
export function LoginPrompt({ text }: { text: string }) {
  const route = useCurrentRoute()
  return (
    <View className="login-prompt">
      <View className="login-prompt__text">{text}</View>
      <Button type="primary" size="small" onClick={() => navigate('pages/account/login/index', { query: { backUrl: route.path ? `/${route.path}` : undefined } })}>
        登录 / 注册
      </Button>
    </View>
  )
}
