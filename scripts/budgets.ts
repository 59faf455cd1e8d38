/**
 * The byte budgets `npm test` holds (`npm run size:check`), in KiB: WeChat counts its 2 MB package
 * limit in KiB too. The README quotes these figures; tests/unit/readme.test.ts keeps it honest.
 */
export const DEFAULT_BUDGETS_KIB = {
  /** The mini-program's main package. */
  mainPackage: 600,
  /** Each mini-program subpackage. */
  subPackage: 500,
  /** The H5 home route's first load, JS + CSS gzipped. */
  h5FirstLoad: 170,
}
