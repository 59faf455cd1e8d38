/**
 * Every hostile form of a return or redirect address (the return-address rule,
 * src/core/routes/return-url.ts): the rule's, the pages' and the mock's tests refuse each one.
 * Our own origin in them is the preview's, http://127.0.0.1:4173.
 */
export const RESULT_PATH = '/pages/order/cash/result/index?payOrderNo=PO1'
const RESULT = RESULT_PATH

export const HOSTILE_RETURNS: [string, string][] = [
  ['another host', 'https://evil.example/steal'],
  ['another host with our path', `https://evil.example${RESULT}`],
  ['a look-alike host', `http://127.0.0.1.evil.example:4173${RESULT}`],
  ['our host as user info', `http://127.0.0.1:4173@evil.example${RESULT}`],
  ['user info before our host', `http://evil.example@127.0.0.1:4173${RESULT}`],
  ['another port', `http://127.0.0.1:9999${RESULT}`],
  ['scheme-relative', `//evil.example${RESULT}`],
  ['scheme-relative with three slashes', `///evil.example${RESULT}`],
  ['javascript:', 'javascript:alert(document.cookie)'],
  ['JavaScript: with a tab', 'java\tscript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['a backslash after the slash', `/\\evil.example${RESULT}`],
  ['backslashes as slashes', `http:\\\\evil.example${RESULT}`],
  ['a backslash in our origin', `http://127.0.0.1:4173\\@evil.example${RESULT}`],
  ['a newline', `/pages/order/cash/result/index\n?payOrderNo=PO1`],
  ['a page we do not have', 'http://127.0.0.1:4173/admin'],
]
