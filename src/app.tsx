import type { PropsWithChildren } from 'react'
import Taro, { useDidShow, useLaunch } from '@tarojs/taro'
// Icons draw as SVG masks; the icon-font stylesheet (150 KB of embedded font) is not needed.
import '@nutui/icons-react-taro/dist/style_icon.css'
import { installErrorHandlers } from './core/app/errors'
import { applyActivityInfo, initApp, watchForUpdates } from './core/app/init'
import './app.less'

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    installErrorHandlers()
    watchForUpdates()
    void initApp()
  })
  useDidShow((options?: { query?: Record<string, string> }) => {
    applyActivityInfo(options?.query ?? Taro.getCurrentInstance().router?.params ?? {})
  })
  return children
}

export default App
