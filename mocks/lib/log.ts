/** What the mock backend tells the developer (silent under vitest). */
export function mockLog(message: string): void {
  if (!process.env.VITEST) console.log(`[mock] ${message}`)
}
