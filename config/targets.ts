/**
 * The oldest phones each build promises to run on (README, "Targets").
 *
 * H5 and the native app's web-view: package.json's browserslist (iOS/Safari 12, Chrome/Android
 * WebView 69).
 *
 * Mini-program: the floor base library, set as 基础库最低版本 in the mini-program's admin console
 * (设置 › 基本设置) and as libVersion in project.config.json. WeChat's own compatibility data
 * (the miniprogram-compat package, by WeChat's mini-program team) maps it to the oldest engines
 * that run it — base library 2.30.0 needs a WeChat that runs on iOS 13+ (JavaScriptCore, the
 * system's own) and Android with a V8 of Chrome 86 — and lists the core-js modules the base
 * library fills in itself. The weapp is compiled for the H5 browserslist, which is older still.
 * Below 2.30.0 WeChat's data adds Safari 10 (its desktop client), which we do not target.
 */
export const WEAPP_MIN_BASE_LIBRARY = '2.30.0'
