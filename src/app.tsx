// Icons draw as SVG masks; the icon-font stylesheet (150 KB of embedded font) is not needed.
import type { PropsWithChildren } from 'react'
import '@nutui/icons-react-taro/dist/style_icon.css'
import './app.less'

function App({ children }: PropsWithChildren) {
  return children
}

export default App
