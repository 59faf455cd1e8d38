// Defined beside the build configuration, which reads them too (Taro's config loader only
// compiles files under config/).
export { BASE_FONT_SIZE, DEFAULT_MENU_BUTTON, DEFAULT_STATUS_BAR_HEIGHT, DESIGN_WIDTH } from '../../../config/layout'
