import type { Compilation, Compiler } from 'webpack'

/**
 * index.html asks for the code of the tab page it opens on together with the app's own code
 * (`<link rel="preload">`), instead of after the app has run and the router has resolved the
 * page: on a slow network that round trip was on the path to the first screen.
 *
 * The map from each tab's path to its files is read from the build's chunk graph (the chunks the
 * route table's `import()` of the page needs), so it follows every rebuild; other pages are
 * loaded by the router as before.
 */
/**
 * The tab pages: the route table's home group (src/core/routes TABS; Taro's config reader cannot
 * load that module from here, so config-tabs.test.ts holds the two together).
 */
export const TAB_PAGES = /^pages\/home\/[^/]+\/index$/

/** The page the site's root address opens (src/core/routes HOME_PATH). */
export const ENTRY_PAGE = 'pages/home/post/index'

export class PreloadTabPages {
  constructor(
    private readonly pages: RegExp,
    private readonly publicPath: string,
    private readonly entryPage: string,
  ) {}

  apply(compiler: Compiler): void {
    // The copy Taro's H5 build uses (its hooks are per module instance).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [require.resolve('@tarojs/webpack5-runner')] }))
    compiler.hooks.compilation.tap('PreloadTabPages', (compilation: Compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('PreloadTabPages', (data: { html: string }) => {
        const script = preloadScript(this.filesByPage(compilation), this.publicPath)
        data.html = data.html.replace('</head>', `<script>${script}</script></head>`)
        return data
      })
    })
  }

  /** '/pages/home/post/index' -> the JS and CSS files its import() loads. */
  private filesByPage(compilation: Compilation): Record<string, string[]> {
    const files: Record<string, string[]> = {}
    for (const group of compilation.chunkGroups) {
      for (const { request } of group.origins) {
        const page = request?.replace(/^\.\//, '')
        if (!page || !this.pages.test(page)) continue
        const list = (files[`/${page}`] ??= [])
        for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !list.includes(file)) list.push(file)
      }
    }
    const entry = files[`/${this.entryPage}`]
    if (entry) files['/'] = entry
    return files
  }
}

export function preloadScript(filesByPage: Record<string, string[]>, publicPath: string): string {
  return (
    '!function(d,m){var f=m[location.pathname];f&&f.forEach(function(u){' +
    'var l=d.createElement("link");l.rel="preload";l.setAttribute("as",/\\.css$/.test(u)?"style":"script");' +
    `l.href=${JSON.stringify(publicPath)}+u;d.head.appendChild(l)})}(document,${JSON.stringify(filesByPage)});`
  )
}
