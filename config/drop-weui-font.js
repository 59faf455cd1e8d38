/**
 * A webpack loader for Taro's H5 component sheet (taro-components.css): drops the weui icon
 * font (6 KB, embedded) that only Taro's Icon, Checkbox and Radio components draw with. The app
 * uses none of them (NutUI's controls draw their own), and the font sat in every first load.
 * Plain CommonJS: the build reads it without a TypeScript loader.
 */
module.exports = function dropWeuiFont(source) {
  return String(source).replace(/@font-face\{[^}]*font-family:weui;[^}]*\}/g, '')
}
