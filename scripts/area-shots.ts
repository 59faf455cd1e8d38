/**
 * `npx tsx scripts/area-shots.ts --out <dir>` (after `npm run build:h5`): screenshots of every
 * real area of the built H5 site at 375x812, signed in as the demo shop through the login page,
 * for comparing the screens before and after a change (scripts/compare-shots.ts).
 *
 * The mock backend and the site are served as the browser check serves them (ports 6003 and
 * 4173; run it inside `unshare -n` when something else holds them). The clock is frozen on both
 * sides at one instant, so relative times and countdowns come out the same on every run: the
 * mock seeds its data relative to that instant and the page's Date reads it too.
 *
 * Each shot waits for its seeded data (text or element) and for no loading state; a shot whose
 * wait fails is still taken, and listed at the end. Full page, cut at MAX_HEIGHT css pixels
 * (see growToContent).
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'

/** The frozen instant: a Friday morning in Shanghai. */
const FIXED_NOW = Date.parse('2026-11-27T10:00:00+08:00')
const MAX_HEIGHT = 3200

freezeNodeClock(FIXED_NOW)

type Session = 'demo' | 'enterprise' | 'signed-out'

interface Shot {
  /** File name without .png: <area>-<screen>. */
  name: string
  /** Route path with its query, no leading slash. */
  path: string
  /** Texts (of seeded data) that show once the page has its data. */
  shows?: (string | RegExp)[]
  /** A selector that shows once the page has its data. */
  selector?: string
  /** Who is signed in (demo shop unless said). */
  session?: Session
  /** Every backend call fails: the page's error state. */
  offline?: boolean
  /**
   * Opened on a phone MAX_HEIGHT tall: a windowed list (usePageWindow) sizes its window once, on
   * opening, so growing the phone afterwards shows blank space below its first rows.
   */
  tall?: boolean
}

const SHOTS: Shot[] = [
  // Peer circle (post)
  { name: 'post-feed', path: 'pages/home/post/index', selector: '.post-card' },
  { name: 'post-detail', path: 'pages/post/detail/index?id=50000', selector: '.post-detail__action' },
  { name: 'post-shop-list', path: 'pages/post/list/index?shopId=1001', selector: '.post-card' },

  // Stock
  { name: 'stock-home', path: 'pages/home/stock/index', shows: ['臻品名包汇', '在库商品', '库龄分布'] },
  { name: 'stock-list', path: 'pages/stock/inventory/stock/list/index', shows: ['ZP10000'], tall: true },
  { name: 'stock-item-detail', path: 'pages/stock/inventory/stock/detail/index?id=110000', shows: ['ZP10000', '规格与鉴别'] },
  { name: 'stock-item-form', path: 'pages/stock/inventory/stock/detail/index?mode=create', shows: ['商品图片', '规格与鉴别'] },
  { name: 'stock-search', path: 'pages/stock/shop/search/index', shows: ['爱马仕'] },
  { name: 'stock-lock-list', path: 'pages/stock/order/lock/list/index', shows: ['张先生'] },
  { name: 'stock-lock-detail', path: 'pages/stock/order/lock/detail/index?id=190001', shows: ['张先生', '周末来店看货'] },
  { name: 'stock-lock-create', path: 'pages/stock/order/lock/create/index?itemIds=110000', shows: ['ZP10000'] },
  { name: 'stock-offline-list', path: 'pages/stock/order/offline/list/index', shows: ['陈老板'] },
  { name: 'stock-offline-detail', path: 'pages/stock/order/offline/detail/index?id=191001', shows: ['陈老板'] },
  { name: 'stock-offline-create', path: 'pages/stock/order/offline/create/index?itemIds=110000', shows: ['ZP10000'] },
  { name: 'stock-offline-certificates', path: 'pages/stock/order/offline/certificates/index?id=191001', shows: ['陈老板'] },
  { name: 'stock-delivery-list', path: 'pages/stock/order/delivery/list/index', shows: ['JD0098712345601'] },
  { name: 'stock-delivery-detail', path: 'pages/stock/order/delivery/detail/index?id=192001', shows: ['SF1400218867321'] },
  { name: 'stock-check-list', path: 'pages/stock/inventory/check-task/list/index', shows: ['保险柜月度盘点'] },
  { name: 'stock-check-items', path: 'pages/stock/inventory/check-task/items/index?id=193001', shows: ['保险柜月度盘点', 'ZP03873'] },
  { name: 'stock-check-loss', path: 'pages/stock/inventory/check-task/loss/index?id=193001', shows: ['ZP03873'] },
  { name: 'stock-warning-list', path: 'pages/stock/inventory/warning/list/index', shows: ['库龄超过360天'] },
  { name: 'stock-recycle-bin', path: 'pages/stock/inventory/recycle-bin/index', shows: ['手动删除'] },
  { name: 'stock-shop-log', path: 'pages/stock/shop/log/list/index', shows: ['王经理'] },
  { name: 'stock-flit', path: 'pages/stock/flit/disanfangs/index', shows: ['闲鱼', '红布林'] },

  // Account
  { name: 'account-mine', path: 'pages/home/account/index', shows: ['王经理'] },
  { name: 'account-settings', path: 'pages/account/setting/home/index', shows: ['收款银行卡'] },
  { name: 'account-notice-settings', path: 'pages/account/setting/notice/index', shows: ['库存预警'] },
  { name: 'account-address-list', path: 'pages/account/address/list/index', shows: ['华强北路1002号赛格广场3楼312'] },
  { name: 'account-address-form', path: 'pages/account/address/form/index?id=31001', shows: ['设为默认地址'] },
  { name: 'account-notifications', path: 'pages/account/follow/index', shows: ['竞拍成功'] },
  { name: 'account-shop-list', path: 'pages/account/list/index', shows: ['臻品供应链（深圳）有限公司'] },
  { name: 'account-profile', path: 'pages/account/profile/index', shows: ['更换头像'] },
  { name: 'account-login', path: 'pages/account/login/index', selector: '.login__submit', session: 'signed-out' },

  // Member (trading permission)
  { name: 'member-apply-home', path: 'pages/member/apply/home/index', shows: ['已开通交易权限'] },
  { name: 'member-apply-home-rejected', path: 'pages/member/apply/home/index', shows: ['审核未通过'], session: 'enterprise' },
  { name: 'member-apply-list', path: 'pages/member/apply/list/index', shows: ['SQ202609150001'] },
  { name: 'member-apply-detail', path: 'pages/member/apply/detail/index?id=61001', shows: ['SQ202609150001'] },

  // Consignment to auction (smu)
  { name: 'smu-list', path: 'pages/product/smu/list/index', selector: '.smu-card' },
  { name: 'smu-detail', path: 'pages/product/smu/detail/index?id=800001' },
  { name: 'smu-form', path: 'pages/product/smu/form/index' },

  // Trade tab and the product catalogue
  { name: 'trade-home', path: 'pages/home/trade/index', selector: '.entry-grid' },
  { name: 'product-brand-filter', path: 'pages/product/brand-filter/index', selector: '.brand-index__row' },
  { name: 'product-sku-list', path: 'pages/product/sku/list/index?brandId=1&brandName=%E7%88%B1%E9%A9%AC%E4%BB%95', selector: '.sku-card' },
  { name: 'product-sku-detail', path: 'pages/product/sku/detail/index?id=600001', selector: '.sku-detail__spec' },
  { name: 'product-sku-search', path: 'pages/product/sku/search/index' },

  // Auctions
  { name: 'auction-home-list', path: 'pages/product/auction/home-list/index', shows: ['名表夜场'] },
  { name: 'auction-session', path: 'pages/product/auction/list/index?sessionId=7001', selector: '.auction-lot' },
  { name: 'auction-lot', path: 'pages/product/auction/detail/index?id=7001002', shows: [/出价记录/] },

  // Live rooms and bargains (jianlou)
  { name: 'live-list', path: 'pages/live/list/index', shows: ['臻品名包汇 · 爱马仕直播夜拍'] },
  { name: 'live-room', path: 'pages/live/room/index?id=7511', shows: ['正在拍卖', '待拍拍品'] },
  { name: 'live-lot', path: 'pages/live/auction/detail/index?id=7011001&roomId=7511', shows: [/出价记录|实时出价/] },
  { name: 'jianlou-list', path: 'pages/live/jianlou/list/index', shows: ['捡漏价'] },
  { name: 'jianlou-detail', path: 'pages/live/jianlou/detail/index?id=7601', shows: [/立即抢/] },

  // Cashier
  { name: 'cashier-pay-order', path: 'pages/order/pay/index?payOrderNo=PO20261120000101', shows: ['交易保证金（可退）'] },
  { name: 'cashier-cash', path: 'pages/order/cash/index?payOrderNo=PO20261120000101', shows: ['支付宝', '账户余额'] },
  { name: 'cashier-result-paid', path: 'pages/order/cash/result/index?payOrderNo=PO20261120000102', shows: ['支付成功'] },

  // Recycling, the seller's side (the demo shop sells 8101–8113)
  { name: 'recycle-seller-home', path: 'pages/recycle/seller/home/index', shows: ['发布回收'] },
  { name: 'recycle-seller-bidding-list', path: 'pages/recycle/seller/bidding/list/index', selector: '.list-card' },
  { name: 'recycle-seller-bidding-detail', path: 'pages/recycle/seller/bidding/detail/index?id=8102', shows: ['当天可打款'] },
  { name: 'recycle-seller-order-list', path: 'pages/recycle/seller/order/list/index', selector: '.list-card' },
  { name: 'recycle-seller-order-detail', path: 'pages/recycle/seller/order/detail/index?id=8107', shows: ['成色与描述一致'] },
  { name: 'recycle-seller-order-settled', path: 'pages/recycle/seller/order/detail/index?id=8109', shows: ['招商银行'] },
  { name: 'recycle-seller-express', path: 'pages/recycle/seller/bidding/express-progress/index?id=8105', shows: [/SF1460000008105/] },

  // Recycling, the buyer's side (other shops sell 8201–8254; the demo shop quoted 8204)
  { name: 'recycle-buyer-zone', path: 'pages/recycle/zone/index' },
  { name: 'recycle-buyer-quote-offering', path: 'pages/recycle/buyer/quote/list/offering/index', selector: '.list-card' },
  { name: 'recycle-buyer-quote-offered', path: 'pages/recycle/buyer/quote/list/offered/index', selector: '.list-card' },
  { name: 'recycle-buyer-quote-detail', path: 'pages/recycle/buyer/quote/detail/index?id=8204', shows: ['三天内打款'] },
  { name: 'recycle-buyer-pre-list', path: 'pages/recycle/buyer/quote/pre/list/index', selector: '.list-card' },
  { name: 'recycle-buyer-pre-detail', path: 'pages/recycle/buyer/quote/pre/detail/index?id=8251' },
  { name: 'recycle-guide', path: 'pages/recycle/guide/index' },

  // Guides
  { name: 'guide-buyer', path: 'pages/guide/buyer/index' },
  { name: 'guide-to-app', path: 'pages/guide/to-app/index' },
  { name: 'guide-not-found', path: 'pages/guide/not-found/index' },

  // States: an empty list, a missing record, the backend unreachable
  { name: 'state-empty-recycle-giveup', path: 'pages/recycle/buyer/quote/list/giveup/index' },
  { name: 'state-missing-post', path: 'pages/post/detail/index?id=1' },
  { name: 'state-error-stock-list', path: 'pages/stock/inventory/stock/list/index', offline: true },
  { name: 'state-error-trade-home', path: 'pages/home/trade/index', offline: true },
]

/** No loading state shows: no busy region, no skeleton, no 加载中 text. */
const LOADED = `(() => {
  const visible = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  const page = [...document.querySelectorAll('.taro_page')].find((element) => getComputedStyle(element).display !== 'none')
  if (!page) return false
  if ([...page.querySelectorAll('[aria-busy="true"], .skeleton-card, .state-view--loading, .nut-skeleton')].some(visible)) return false
  if (/加载中/.test(page.innerText)) return false
  return [...page.querySelectorAll('img')].every((image) => image.complete)
})()`

function freezeNodeClock(now: number): void {
  const RealDate = Date
  class FrozenDate extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length ? args : [now]) as [number]))
    }
    static now() {
      return now
    }
  }
  globalThis.Date = FrozenDate as DateConstructor
}

function outDir(): string {
  const index = process.argv.indexOf('--out')
  const dir = index > 0 ? process.argv[index + 1] : undefined
  if (!dir) {
    console.error('usage: npx tsx scripts/area-shots.ts --out <dir> [--only <name-prefix>]')
    process.exit(2)
  }
  return resolve(dir)
}

function onlyPrefix(): string {
  const index = process.argv.indexOf('--only')
  return index > 0 ? (process.argv[index + 1] ?? '') : ''
}

async function main(): Promise<void> {
  const out = outDir()
  mkdirSync(out, { recursive: true })
  // Loaded after the clock is frozen: the mock seeds its data on first use.
  const { BASE_URL, startBrowserApp } = await import('../tests/browser/support')
  const { openSession } = await import('../mocks/lib/auth')
  const { DEMO_ENTERPRISE_ACCOUNT, DEMO_USER_ID } = await import('../mocks/db/seed-account')
  const { MOCK_HOST, MOCK_PORT } = await import('../mocks/server')
  type Context = Awaited<ReturnType<Awaited<ReturnType<typeof startBrowserApp>>['newContext']>>

  const app = await startBrowserApp()
  const problems: string[] = []
  const contexts = new Map<Session, Context>()

  async function contextFor(session: Session): Promise<Context> {
    const known = contexts.get(session)
    if (known) return known
    const token = session === 'enterprise' ? openSession(DEMO_USER_ID, DEMO_ENTERPRISE_ACCOUNT) : undefined
    const context = await app.newContext({ token })
    await context.clock.setFixedTime(FIXED_NOW)
    if (session === 'demo') await signIn(context)
    contexts.set(session, context)
    return context
  }

  /** The demo shop signs in through the login page, as a person would. */
  async function signIn(context: Context): Promise<void> {
    const page = await context.newPage()
    await page.goto(`${BASE_URL}/pages/account/login/index?redirect=${encodeURIComponent('/pages/home/account/index')}`)
    await page.locator('input[placeholder="请输入手机号"]').fill('13800138000')
    await page.locator('input[placeholder="请输入4位验证码"]').fill('1234')
    await page.getByText('我已阅读并同意').click()
    await page.locator('.login__submit').click()
    await page.waitForURL('**/pages/home/account/index**', { timeout: 15000 })
    const stored = await page.evaluate(() => window.localStorage.getItem('userToken'))
    if (!stored || !stored.includes('mock-token-')) throw new Error(`login stored no token: ${stored}`)
    await page.close()
  }

  const prefix = onlyPrefix()
  const shots = SHOTS.filter((shot) => shot.name.startsWith(prefix))
  try {
    for (const shot of shots) {
      const context = await contextFor(shot.session ?? 'demo')
      const { page, problems: pageProblems } = await app.openPage(context)
      if (shot.tall) await page.setViewportSize({ width: 375, height: MAX_HEIGHT })
      if (shot.offline) await page.route(`http://${MOCK_HOST}:${MOCK_PORT}/**`, (route) => route.abort('connectionrefused'))
      const waits: string[] = []
      try {
        await page.goto(`${BASE_URL}/${shot.path}`)
        const title = page.locator('.page-layout__bar:visible, .page-layout__title:visible').first()
        await title.waitFor({ timeout: 15000 }).catch(() => waits.push('no page bar'))
        for (const text of shot.shows ?? []) {
          await page
            .getByText(text)
            .filter({ visible: true })
            .first()
            .waitFor({ timeout: 15000 })
            .catch(() => waits.push(`no "${String(text)}"`))
        }
        if (shot.selector)
          await page
            .locator(`${shot.selector}:visible`)
            .first()
            .waitFor({ timeout: 15000 })
            .catch(() => waits.push(`no ${shot.selector}`))
        // An offline page retries before it shows its error: allow for the retries.
        await page.waitForFunction(LOADED, null, { timeout: shot.offline ? 30000 : 15000, polling: 200 }).catch(() => waits.push('still loading'))
        await page.waitForLoadState('networkidle', { timeout: 10000 }).catch(() => undefined)
        await settle(page)
        await growToContent(page)
        await page.screenshot({ path: resolve(out, `${shot.name}.png`), animations: 'disabled' })
      } catch (error) {
        waits.push(String(error).split('\n')[0])
      }
      const errors = shot.offline ? [] : pageProblems.errors
      const line = [...waits, ...errors.map((error) => error.slice(0, 200))]
      console.log(`${line.length ? '!!' : 'ok'} ${shot.name}${line.length ? `: ${line.join(' | ')}` : ''}`)
      if (line.length) problems.push(`${shot.name}: ${line.join(' | ')}`)
      await page.close()
    }
  } finally {
    for (const context of contexts.values()) await context.close()
    await app.close()
  }
  console.log(`\n${shots.length - problems.length}/${shots.length} shots clean in ${Math.round(performance.now() / 1000)} s → ${out}`)
  if (problems.length) {
    console.log(`with problems (the shot was still taken):\n  ${problems.join('\n  ')}`)
    process.exitCode = 1
  }
}

/**
 * A full-page picture: Taro's H5 page scrolls inside its own element (.taro_page), not the
 * document, so the phone is made taller until the page no longer scrolls (at most MAX_HEIGHT):
 * the bars stay where they are, top and bottom. A list that loads more on reaching its end may
 * grow meanwhile: measured again, three times at most.
 */
async function growToContent(page: import('playwright-core').Page): Promise<void> {
  for (let round = 0; round < 3; round++) {
    const overflow = await page.evaluate(() => {
      const shown = [...document.querySelectorAll('.taro_page')].find((element) => getComputedStyle(element).display !== 'none')
      return shown ? shown.scrollHeight - shown.clientHeight : 0
    })
    const current = page.viewportSize()?.height ?? 812
    const target = Math.min(MAX_HEIGHT, current + overflow)
    if (overflow <= 1 || target <= current) return
    await page.setViewportSize({ width: 375, height: target })
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined)
    await page.waitForFunction(LOADED, null, { timeout: 5000, polling: 200 }).catch(() => undefined)
    await page.waitForTimeout(300)
  }
}

/** Taro's page slide comes to rest and pending paints land. */
async function settle(page: import('playwright-core').Page): Promise<void> {
  await page
    .waitForFunction(
      () => [...document.querySelectorAll('.taro_page')].every((element) => getComputedStyle(element).display === 'none' || Math.abs(element.getBoundingClientRect().left) < 1),
      null,
      { timeout: 3000 },
    )
    .catch(() => undefined)
  await page.waitForTimeout(400)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
