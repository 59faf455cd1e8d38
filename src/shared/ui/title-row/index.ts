// The class names `title-row` and `title-row__title` (see index.less): import this module where
// they are used, so the page's chunk carries the style.
import './index.less'
