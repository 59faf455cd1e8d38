/**
 * What the H5 targets (package.json browserslist: iOS/Safari 12, Chrome/Android 69) lack of the
 * APIs the built code calls, found by `npm run check:targets` (es-check over every built file):
 * - globalThis (iOS 12.2, Chrome 71): TanStack Query reads it when its module is evaluated;
 * - Object.fromEntries (iOS 12.2, Chrome 73): ours and valibot's;
 * - Array.prototype.at (iOS 15.4, Chrome 92);
 * - String.prototype.replaceAll (iOS 13.4, Chrome 85): query-string, in Taro's router, encodes
 *   every query with it;
 * - AbortController (iOS 12.2): TanStack Query creates one for every fetch; installed only where
 *   the browser has none, so the native one keeps working with fetch.
 * Imported first by app.tsx, before any module that uses them is evaluated. core-js's modules
 * leave a browser's own implementation in place.
 */
import 'core-js/modules/es.global-this.js'
import 'core-js/modules/es.object.from-entries.js'
import 'core-js/modules/es.array.at.js'
import 'core-js/modules/es.string.replace-all.js'
import 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only'
