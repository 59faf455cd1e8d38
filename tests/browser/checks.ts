/** A tiny tally for the browser checks, ending with the 'N passed, N failed' line. */
export function createChecks() {
  let passed = 0
  let failed = 0
  return {
    check(name: string, ok: boolean, detail = '') {
      if (ok) passed++
      else failed++
      if (!ok || process.env.VERBOSE) console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`)
    },
    finish(): never {
      console.log(`${passed} passed, ${failed} failed`)
      process.exit(failed ? 1 : 0)
    },
    get failed() {
      return failed
    },
  }
}

/** One check's tally call: (name, ok, detail). */
export type Check = ReturnType<typeof createChecks>['check']
