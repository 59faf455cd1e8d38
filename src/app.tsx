import type { PropsWithChildren } from 'react'
import '@nutui/icons-react-taro/dist/style_iconfont.css'
import './app.less'

function App({ children }: PropsWithChildren) {
  return children
}

export default App
