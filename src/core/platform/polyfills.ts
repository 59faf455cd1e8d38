/**
 * The mini-program needs no polyfill of its own: WeChat's base library ships core-js and, from
 * the floor base library in project.config.json, fills in what its iOS/Android engines lack
 * (README, "Targets"). The H5 build resolves ./polyfills.h5.ts instead (Taro's per-platform files).
 */
export {}
