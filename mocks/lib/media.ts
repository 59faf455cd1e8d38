/** Seeded media paths are stored relative; replies carry them absolute on the mock's origin. */
export function absoluteMedia(request: Request, path: string): string {
  if (/^(https?:|data:)/.test(path)) return path
  return new URL(path, new URL(request.url).origin).toString()
}
