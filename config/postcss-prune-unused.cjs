/**
 * Drops the NutUI styles this app can never match, in both builds (Taro loads it by path from
 * config/index.ts): right-to-left layout (the app is Chinese, left to right only), Button variants
 * no screen uses, and the icon animation classes with their keyframes. They were a tenth of the
 * mini-program's main-package styles and sat in every H5 chunk with a button.
 * tests/unit/postcss-prune.test.ts fails when src starts using one of these variants.
 */

/** Button props no screen passes (type, fill, size), and the class fragments NutUI builds from them. */
const UNUSED_BUTTON = { type: ['info', 'success', 'warning'], fill: ['dashed', 'none'], size: ['xlarge', 'large', 'mini'] }

const unusedButtonPart = new Set([...UNUSED_BUTTON.type, ...UNUSED_BUTTON.fill, ...UNUSED_BUTTON.size])

/** `.nut-button-primary-dashed-disabled` is unused when any part after `nut-button-` is. */
function hasUnusedButtonClass(selector) {
  return [...selector.matchAll(/\.nut-button-([\w-]+)/g)].some((match) => match[1].split('-').some((part) => unusedButtonPart.has(part)))
}

/** Selectors that can never match here. */
function isUnused(selector) {
  if (/\.nut-rtl\b|\[dir=["']?rtl["']?\]/.test(selector)) return true
  if (/\.nut-icon-am-/.test(selector)) return true
  return hasUnusedButtonClass(selector)
}

function pruneUnused() {
  return {
    postcssPlugin: 'prune-unused',
    OnceExit(root) {
      root.walkRules((rule) => {
        if (rule.parent && rule.parent.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return
        const kept = rule.selectors.filter((selector) => !isUnused(selector))
        if (kept.length === 0) rule.remove()
        else if (kept.length < rule.selectors.length) rule.selectors = kept
      })
      // NutUI's icon animations, now unreferenced (rotation stays: the loading icon spins with it).
      const animations = []
      root.walkDecls(/^(-webkit-)?animation(-name)?$/, (decl) => animations.push(decl.value))
      root.walkAtRules(/keyframes$/, (atRule) => {
        const name = atRule.params.trim()
        const named = new RegExp(`(^|[\\s,])${name}($|[\\s,])`)
        if (/^nut[A-Z]/.test(name) && !animations.some((value) => named.test(value))) atRule.remove()
      })
    },
  }
}
pruneUnused.postcss = true

module.exports = pruneUnused
module.exports.UNUSED_BUTTON = UNUSED_BUTTON
module.exports.isUnused = isUnused
