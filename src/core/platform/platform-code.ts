/** Spec section 9: the platform-code parser is a stub that always answers post 5488. */
export const PLATFORM_CODE_POST_ID = 5488

export interface ParsedPlatformCode {
  postId: number
}

/** Parse a scanned platform code (a QR of a post or a shop). */
export async function parsePlatformCode(code: string): Promise<ParsedPlatformCode> {
  void code
  return { postId: PLATFORM_CODE_POST_ID }
}
