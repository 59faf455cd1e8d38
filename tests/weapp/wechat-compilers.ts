/**
 * WeChat's own compilers over the weapp build (npm run check:wechat), after `npm run build:weapp`:
 * every .wxss of dist/weapp through wcsc and every .wxml (and .wxs) through wcc, the binaries
 * WeChat's developer tools run (npm package miniprogram-compiler). A file they refuse blocks
 * preview and upload in WeChat's tools, although Taro's build and the check in Node pass: wcsc
 * refuses, among others, a combinator followed by a pseudo-class or `*` (`.a > :first-child`),
 * `:not(a, b)`, `@layer`, `@container` and CSS nesting.
 *
 * Compiled the way the developer tools do it: one run per package (the main package, then each
 * subpackage with the main package's files it may use), page and component stylesheets first
 * (wcsc's -pc). wcsc resolves each @import among the files it is given, so an import of a file that
 * is missing or in another subpackage fails. wcc does not resolve <import>, <include> and <wxs src>
 * at compile time (WeChat fails on them when the page runs; only <wxs src> is resolved by wcc): they
 * are resolved here, with each page's usingComponents, under the same package rule. wcc stops at its first error: after a failed
 * run each file is compiled alone, so that every refused file is listed.
 *
 * Exit code 1 lists each refused file with the compiler's message.
 */
import { spawnSync } from 'node:child_process'
import { accessSync, chmodSync, constants, copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, posix, relative, resolve } from 'node:path'

const ROOT = resolve(__dirname, '..', '..')
const DIST = resolve(ROOT, process.env.WEAPP_DIST ?? join('dist', 'weapp'))
const MAX_BUFFER = 256 * 1024 * 1024

/**
 * The path of one of the package's binaries, runnable. npm installs the package's Linux binaries
 * without their exec bit (its tarball has them 0644), and the package's own JS API chmods them in
 * place, which would also change every checkout whose node_modules hard-links the same files: a
 * binary that cannot be executed is copied into node_modules/.cache and made executable there.
 */
function compilerBinary(name: 'wcc' | 'wcsc'): string {
  const packageDir = dirname(createRequire(__filename).resolve('miniprogram-compiler/package.json'))
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }
  const platform = process.platform === 'darwin' ? 'mac' : process.platform === 'win32' ? 'windows' : 'linux'
  if (platform === 'linux' && process.arch !== 'x64') throw new Error(`miniprogram-compiler ships x86-64 Linux binaries only (this is ${process.arch})`)
  const file = join(packageDir, 'bin', platform, platform === 'windows' ? `${name}.exe` : name)
  if (platform === 'windows' || isExecutable(file)) return file
  const copy = join(ROOT, 'node_modules', '.cache', 'wechat-compilers', version, name)
  if (!existsSync(copy) || statSync(copy).size !== statSync(file).size || !isExecutable(copy)) {
    mkdirSync(dirname(copy), { recursive: true })
    copyFileSync(file, copy)
    chmodSync(copy, 0o755)
  }
  return copy
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** Files of dist/weapp, as posix paths relative to it. */
function listFiles(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(path)
    return [relative(DIST, path).split('\\').join('/')]
  })
}

interface AppJson {
  subPackages?: { root: string }[]
  subpackages?: { root: string }[]
}

const appJson = JSON.parse(readFileSync(join(DIST, 'app.json'), 'utf8')) as AppJson
const subRoots = [...(appJson.subPackages ?? []), ...(appJson.subpackages ?? [])].map((sub) => sub.root.replace(/^\/+/, '').replace(/\/?$/, '/'))
const MAIN = '(main package)'

/** The package a file belongs to: its subpackage's root, else the main package. */
function packageOf(file: string): string {
  return subRoots.find((root) => file.startsWith(root)) ?? MAIN
}

/** A subpackage's files may use their own package's and the main package's. */
function mayUse(from: string, target: string): boolean {
  const owner = packageOf(target)
  return owner === MAIN || owner === packageOf(from)
}

function readJson(file: string): { usingComponents?: Record<string, string> } | undefined {
  const path = join(DIST, file)
  if (!existsSync(path)) return undefined
  return JSON.parse(readFileSync(path, 'utf8')) as { usingComponents?: Record<string, string> }
}

/** A page or component: a file whose base name has a .json beside it. */
function hasJson(file: string): boolean {
  return existsSync(join(DIST, file.replace(/\.[^.]+$/, '.json')))
}

/** A path as WeChat resolves it from a file: absolute from the project root, else relative. */
function resolveFrom(from: string, src: string): string {
  return src.startsWith('/') ? posix.normalize(src.slice(1)) : posix.join(posix.dirname(from), src)
}

const errors = new Map<string, Set<string>>()
function refuse(file: string, message: string): void {
  const messages = errors.get(file) ?? new Set<string>()
  messages.add(message)
  errors.set(file, messages)
}

/** The text around a position of a (minified) file, for a message that names line and column. */
function excerpt(file: string, line: number, column: number): string {
  const path = join(DIST, file)
  if (!existsSync(path)) return ''
  const text = readFileSync(path, 'utf8').split('\n')[line - 1] ?? ''
  if (!text.trim()) return ''
  const at = Math.max(0, column - 1)
  const start = Math.max(0, at - 50)
  return ` — at «${start > 0 ? '…' : ''}${text.slice(start, at + 30).trim()}${at + 30 < text.length ? '…' : ''}»`
}

function run(binary: string, args: string[]): { status: number | null; stderr: string; error?: Error } {
  const result = spawnSync(binary, args, { cwd: DIST, maxBuffer: MAX_BUFFER, stdio: ['ignore', 'ignore', 'pipe'] })
  return { status: result.status, stderr: result.stderr?.toString() ?? '', error: result.error }
}

const ERROR_COUNT_LINE = /^error file count:/

/**
 * wcsc over one package. Its messages: `ERR: file(line:col): message` for the first, `file(line:col):
 * message` for the next ones (it goes on past a refused file), `path \`x\` not found from \`file\`.`
 */
function compileWxss(binary: string, label: string, own: string[], extra: string[]): void {
  const files = [...own, ...extra]
  const pages = files.filter(hasJson)
  const ordered = [...pages, ...files.filter((file) => !hasJson(file))]
  const { status, stderr, error } = run(binary, ['-db', '-pc', String(pages.length), ...ordered])
  if (error) throw error
  let attributed = false
  for (const raw of stderr.split('\n')) {
    const line = raw.replace(/^ERR:\s*/, '').trim()
    if (!line || ERROR_COUNT_LINE.test(line)) continue
    const located = /^(.+?\.wxss)\((\d+):(\d+)\):\s*(.*)$/.exec(line)
    const missing = /^path `(.+)` not found from `(.+?\.wxss)`/.exec(line)
    if (located) refuse(located[1], `${located[1]}(${located[2]}:${located[3]}): ${located[4]}${excerpt(located[1], Number(located[2]), Number(located[3]))}`)
    else if (missing) refuse(missing[2], `${line} (the file is missing, or in a package this one cannot use)`)
    else if (status !== 0) refuse(`${label} (wcsc)`, line)
    else continue // a note on a run that succeeded
    attributed = true
  }
  if (status !== 0 && !attributed) refuse(`${label} (wcsc)`, `exit code ${status} without a message`)
}

/** wcc's -cc argument: how many files use components, then each file, its count and tag names. */
function componentArgs(files: string[]): string {
  const users = files.flatMap((file) => {
    const names = Object.keys(readJson(file.replace(/\.wxml$/, '.json'))?.usingComponents ?? {})
    return names.length ? [[file, String(names.length), ...names].join(' ')] : []
  })
  return [String(users.length), ...users].join(' ')
}

/** wcc's messages: `file:line:col: message`; it stops at the first refused file. */
function wccRun(binary: string, files: string[]): { ok: boolean; lines: string[] } {
  const wxml = files.filter((file) => file.endsWith('.wxml'))
  const { status, stderr, error } = run(binary, ['-d', '-cc', componentArgs(wxml), ...files, '-gn', '$gwx'])
  if (error) throw error
  return {
    ok: status === 0,
    lines: stderr
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  }
}

function compileWxml(binary: string, label: string, own: string[], extra: string[]): void {
  const whole = wccRun(binary, [...own, ...extra])
  if (whole.ok) return
  let attributed = false
  // Alone, but with the package's .wxs modules: wcc resolves <wxs src> at compile time.
  const modules = [...own, ...extra].filter((file) => file.endsWith('.wxs'))
  for (const file of [...own, ...extra]) {
    const alone = wccRun(binary, file.endsWith('.wxs') ? [file] : [file, ...modules])
    if (alone.ok) continue
    for (const line of alone.lines) {
      const located = /^(.+?\.(?:wxml|wxs)):(\d+):(\d+):\s*(.*)$/.exec(line)
      refuse(located ? located[1] : file, located ? `${line}${excerpt(located[1], Number(located[2]), Number(located[3]))}` : line)
    }
    if (!alone.lines.length) refuse(file, 'wcc failed without a message')
    attributed = true
  }
  // Refused together, accepted one by one: the package's message as wcc gave it.
  if (!attributed) for (const line of whole.lines.length ? whole.lines : ['wcc failed without a message']) refuse(`${label} (wcc)`, line)
}

/** <import>, <include> and <wxs src> of a .wxml, and the components its .json uses, exist where WeChat looks. */
function checkReferences(file: string): void {
  const text = readFileSync(join(DIST, file), 'utf8')
  for (const match of text.matchAll(/<(import|include|wxs)\b[^>]*?\bsrc\s*=\s*["']([^"'{}]+)["']/g)) {
    const [, tag, src] = match
    const target = resolveFrom(file, src)
    if (!existsSync(join(DIST, target))) refuse(file, `<${tag} src="${src}">: ${target} does not exist`)
    else if (!mayUse(file, target)) refuse(file, `<${tag} src="${src}">: ${target} is in another subpackage`)
  }
  const using = readJson(file.replace(/\.wxml$/, '.json'))?.usingComponents ?? {}
  for (const [name, path] of Object.entries(using)) {
    if (/^plugin(-private)?:\/\//.test(path)) continue
    const target = resolveFrom(file, path)
    const missing = ['.json', '.js', '.wxml'].filter((ext) => !existsSync(join(DIST, target + ext)))
    if (missing.length) refuse(file, `component ${name} (${path}): ${target} has no ${missing.join(', ')}`)
    else if (!mayUse(file, target)) refuse(file, `component ${name} (${path}): ${target} is in another subpackage`)
  }
}

function main(): void {
  if (!existsSync(join(DIST, 'app.json'))) {
    console.error(`No weapp build in ${relative(ROOT, DIST)}: run npm run build:weapp first.`)
    process.exit(1)
  }
  const started = Date.now()
  const wcsc = compilerBinary('wcsc')
  const wcc = compilerBinary('wcc')
  const files = listFiles()
  const ofKind = (ext: string) => files.filter((file) => file.endsWith(ext))
  const wxss = ofKind('.wxss')
  const wxml = ofKind('.wxml')
  const wxs = ofKind('.wxs')
  const byPackage = (list: string[], root: string) => list.filter((file) => packageOf(file) === root)

  for (const root of [MAIN, ...subRoots]) {
    const label = root === MAIN ? MAIN : `subpackage ${root}`
    const extra = (list: string[]) => (root === MAIN ? [] : byPackage(list, MAIN))
    compileWxss(wcsc, label, byPackage(wxss, root), extra(wxss))
    compileWxml(wcc, label, [...byPackage(wxml, root), ...byPackage(wxs, root)], [...extra(wxml), ...extra(wxs)])
  }
  for (const file of wxml) checkReferences(file)

  const refused = (list: string[]) => list.filter((file) => errors.has(file)).length
  for (const [file, messages] of errors) {
    console.log(`✗ ${file}`)
    for (const message of messages) console.log(`    ${message}`)
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const wcscBad = refused(wxss)
  const wccBad = refused(wxml) + refused(wxs)
  const other = [...errors.keys()].filter((file) => !files.includes(file)).length
  console.log(
    `wcsc: ${wxss.length - wcscBad} files ok${wcscBad ? `, ${wcscBad} failed` : ''}; ` +
      `wcc: ${wxml.length + wxs.length - wccBad} files ok (${wxml.length} wxml, ${wxs.length} wxs)${wccBad ? `, ${wccBad} failed` : ''}` +
      `${other ? `; ${other} package-level errors` : ''} (${seconds} s)`,
  )
  if (errors.size) process.exit(1)
}

main()
