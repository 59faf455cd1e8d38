// Spec section 9: layout constants, shared by the build (pxtransform) and the app.
// Plain JavaScript syntax only: the app's bundler reads this file without a TypeScript loader.
export const DESIGN_WIDTH = 375
export const BASE_FONT_SIZE = 20
export const DEFAULT_STATUS_BAR_HEIGHT = 20
export const DEFAULT_MENU_BUTTON = { height: 44, top: 0 }
