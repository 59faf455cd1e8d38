/**
 * The weapp build checked in Node (npm run check:weapp), after `npm run build:weapp`:
 * app.json against the spec's routes, page files, tab icons, package sizes under WeChat's 2 MB,
 * and every page executed with its first render holding its title; tab pages are also checked
 * for the data the mock backend answers.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ROUTE_TABLE, TABS, isRoutePath, type RoutePath } from '../../src/core/routes'
import { STOCK_SCREENS, STOCK_STORAGE } from '../support/stock-screens'
import { TRADE_SCREENS, TRADE_STORAGE } from '../support/trade-screens'
import { EXPRESS_SCREENS, EXPRESS_STORAGE } from '../support/express-screens'
import { RECYCLE_BUYER_SCREENS, RECYCLE_BUYER_STORAGE, RECYCLE_SELLER_SCREENS, RECYCLE_SELLER_STORAGE } from '../support/recycle-screens'
import { MAINTAIN_SCREENS, MAINTAIN_STORAGE } from '../support/maintain-screens'
import { ACTIVITY_SCREENS, ACTIVITY_STORAGE } from '../support/activity-screens'
import { CHECK_CODE_SCREENS, CHECK_CODE_STORAGE } from '../support/check-code-screens'
import { EVALUATE_SCREENS, EVALUATE_STORAGE } from '../support/evaluate-screens'
import { QUALITY_PUBLIC_SCREENS, QUALITY_SCREENS, QUALITY_STORAGE } from '../support/quality-screens'
import { ACTIVITY_COUPON_SCREENS, ACTIVITY_COUPON_STORAGE } from '../support/activity-coupon-screens'
import { DEMO_TOKEN } from '@mocks/db'
import { createPayOrder, findPayOrder } from '@mocks/db/pay-orders'
import { signWechat } from '@mocks/handlers/cashier'
import { loadWeapp, WEAPP_DIST } from './harness'
import { wrongEnvelope, type WrongShape } from '../support/wrong-shape'

const PACKAGE_LIMIT = 2 * 1024 * 1024
const specRoutes = readFileSync(resolve(__dirname, '..', 'fixtures', 'spec-routes.txt'), 'utf8')
  .split('\n')
  .filter(Boolean)

let passed = 0
let failed = 0
function check(name: string, ok: boolean, detail = ''): void {
  if (ok) passed++
  else failed++
  if (!ok || process.env.VERBOSE) console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`)
}

function sizeOf(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.size
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0)
}

interface AppJson {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
  tabBar: { list: { pagePath: string; iconPath: string; selectedIconPath: string }[] }
}

/** Each screen opened on seeded data shows what it must, with nothing logged. */
async function checkDataScreens(
  area: string,
  screens: { route: RoutePath; query?: Record<string, string>; storage?: Record<string, unknown>; shows: string[] }[],
  storage: Record<string, string>,
) {
  const runtime = loadWeapp({ storage })
  for (const screen of screens) {
    const label = `${screen.route}${screen.query ? `?${new URLSearchParams(screen.query)}` : ''}${screen.storage ? ' (with stored data)' : ''}`
    try {
      // What an earlier page left on the device (the order create hands to confirm).
      for (const [key, value] of Object.entries(screen.storage ?? {})) runtime.storage.set(key, value)
      const page = await runtime.render(screen.route, screen.query)
      await page.waitFor((text) => screen.shows.every((expected) => text.includes(expected)) || text.includes('加载失败'), 15000)
      const text = page.text()
      const absent = screen.shows.filter((expected) => !text.includes(expected))
      check(`${label} shows its data`, absent.length === 0 && !text.includes('加载失败'), absent.length ? `missing ${absent.join(', ')} in: ${text.slice(0, 160)}` : '')
      page.unload()
    } catch (error) {
      check(`${label} renders with data`, false, String(error))
    }
  }
  check(`no error logged on the ${area} screens`, runtime.errors.length === 0, runtime.errors.slice(0, 3).join(' | '))
}

/**
 * The cashier in the mini-program: 确认支付 calls requestPayment once with the server's signed
 * parameters; the simulator pays (WeChat's notify reaches the mock) and cash/result reads the
 * order paid from the server. On an order of its own, so that the seeded ones stay as they are.
 */
async function checkPayment(): Promise<void> {
  const runtime = loadWeapp({ storage: TRADE_STORAGE })
  const order = createPayOrder({ accountId: 20001, subject: '交易保证金', lines: [{ label: '交易保证金（可退）', amountCents: 100000 }] })
  try {
    const cash = await runtime.render('pages/order/cash/index', { payOrderNo: order.payOrderNo })
    await cash.waitFor((text) => text.includes('确认支付 ¥1,000'), 15000)
    cash.tap('确认支付 ¥1,000')
    const started = Date.now()
    while (Date.now() - started < 10000 && findPayOrder(order.payOrderNo)?.status !== 'paid') await new Promise((r) => setTimeout(r, 50))
    await cash.settle()
    const record = findPayOrder(order.payOrderNo)
    const prepayId = record?.prepays[0]?.prepayId ?? ''
    const [params] = runtime.payments
    const signed =
      params &&
      params.package === `prepay_id=${prepayId}` &&
      params.signType === 'RSA' &&
      /^\d{10}$/.test(String(params.timeStamp)) &&
      params.paySign === signWechat(String(params.timeStamp), String(params.nonceStr), String(params.package))
    check("requestPayment is called once with the server's signed parameters", runtime.payments.length === 1 && Boolean(signed), JSON.stringify(runtime.payments))
    check('the simulated payment is paid through the notify', record?.status === 'paid', record?.status)
    cash.unload()
    const result = await runtime.render('pages/order/cash/result/index', { payOrderNo: order.payOrderNo })
    await result.waitFor((text) => text.includes('支付成功') || text.includes('加载失败'), 15000)
    check('cash/result reads the order paid from the server', result.text().includes('支付成功'), result.text().slice(0, 160))
    result.unload()
  } catch (error) {
    check('the cashier pays with requestPayment', false, String(error))
  }
  check('no error logged in the cashier', runtime.errors.length === 0, runtime.errors.slice(0, 3).join(' | '))
}

async function main(): Promise<void> {
  if (!existsSync(join(WEAPP_DIST, 'app.json'))) throw new Error('dist/weapp is missing: run npm run build:weapp first')
  const app = JSON.parse(readFileSync(join(WEAPP_DIST, 'app.json'), 'utf8')) as AppJson

  // app.json: exactly the spec's routes, once each.
  const built = [...app.pages, ...app.subPackages.flatMap((pkg) => pkg.pages.map((page) => pkg.root + page))]
  check('app.json holds 129 routes', built.length === specRoutes.length, `${built.length}`)
  check('app.json routes are unique', new Set(built).size === built.length)
  const missing = specRoutes.filter((route) => !built.includes(route))
  const extra = built.filter((route) => !specRoutes.includes(route))
  check('app.json routes equal routes.txt', !missing.length && !extra.length, `missing ${missing.join(',')} extra ${extra.join(',')}`)

  // Tab bar: pages in the main package, icons present.
  check('four tabs', app.tabBar.list.length === 4)
  for (const tab of app.tabBar.list) {
    check(`tab ${tab.pagePath} in main package`, app.pages.includes(tab.pagePath))
    for (const icon of [tab.iconPath, tab.selectedIconPath]) {
      const path = join(WEAPP_DIST, icon)
      check(`tab icon ${icon}`, existsSync(path) && statSync(path).size > 0 && statSync(path).size <= 40 * 1024)
    }
  }

  // Page files.
  for (const route of built) {
    for (const ext of ['.js', '.json', '.wxml']) check(`${route}${ext}`, existsSync(join(WEAPP_DIST, route + ext)))
  }

  // Package sizes.
  const subpackageBytes = app.subPackages.map((pkg) => ({ root: pkg.root, bytes: sizeOf(join(WEAPP_DIST, pkg.root)) }))
  const mainBytes = sizeOf(WEAPP_DIST) - subpackageBytes.reduce((sum, pkg) => sum + pkg.bytes, 0)
  check('main package under 2 MB', mainBytes < PACKAGE_LIMIT, `${mainBytes} bytes`)
  for (const pkg of subpackageBytes) check(`subpackage ${pkg.root} under 2 MB`, pkg.bytes < PACKAGE_LIMIT, `${pkg.bytes} bytes`)

  // Every page executed: its first render holds its title (pages keeping WeChat's own bar:
  // the bar's configured title).
  const runtime = loadWeapp()
  for (const route of built) {
    if (!isRoutePath(route)) {
      check(`${route} in the route table`, false)
      continue
    }
    const meta = ROUTE_TABLE[route] as { title: string; nav?: string }
    try {
      const page = await runtime.render(route)
      if (meta.nav === 'native') {
        const json = JSON.parse(readFileSync(join(WEAPP_DIST, `${route}.json`), 'utf8')) as { navigationBarTitleText?: string }
        check(`${route} bar title ${meta.title}`, json.navigationBarTitleText === meta.title && page.firstText.length > 0)
      } else {
        check(`${route} renders ${meta.title}`, page.firstText.includes(meta.title), page.firstText.slice(0, 80))
      }
      await page.settle(1500)
      page.unload()
    } catch (error) {
      check(`${route} renders`, false, String(error))
    }
  }
  check('no error logged while rendering pages', runtime.errors.length === 0, runtime.errors.slice(0, 3).join(' | '))

  // Tab pages show the mock backend's data, signed out and signed in.
  const post = await runtime.render('pages/home/post/index')
  await post.waitFor((text) => /【.+】/.test(text) && !text.includes('加载中'))
  check('feed shows seeded posts', /【.+】/.test(post.text()) && !post.text().includes('加载中'), post.text().slice(0, 120))
  const trade = await runtime.render('pages/home/trade/index')
  await trade.waitFor((text) => text.includes('爱马仕专场'))
  check('trade tab shows auction sessions', trade.text().includes('爱马仕专场'), trade.text().slice(0, 120))

  const signedIn = loadWeapp({ storage: { userToken: DEMO_TOKEN } })
  const stock = await signedIn.render('pages/home/stock/index')
  // The first stock call seeds the demo shop's 10,000 items: allow for a slow, cold machine.
  await stock.waitFor((text) => text.includes('在库商品') && !text.includes('加载中'), 20000)
  check('stock tab shows the shop totals', stock.text().includes('臻品名包汇') && stock.text().includes('在库商品'), stock.text().slice(0, 120))
  const account = await signedIn.render('pages/home/account/index')
  await account.waitFor((text) => text.includes('店铺会员') && text.includes('王经理'))
  check('mine tab shows the user and memberships', account.text().includes('王经理') && account.text().includes('店铺会员'), account.text().slice(0, 120))
  // Every stock route's real first screen, with the demo shop's data from the mock.
  const stockRoutes = built.filter((route) => route.startsWith('pages/stock/'))
  const unchecked = stockRoutes.filter((route) => !STOCK_SCREENS.some((screen) => screen.route === route))
  check('every pages/stock route has a data screen to check', unchecked.length === 0, unchecked.join(', '))
  await checkDataScreens('stock', STOCK_SCREENS, STOCK_STORAGE)
  // The trading routes built so far, on the mock's catalogue.
  await checkDataScreens('trading', TRADE_SCREENS, TRADE_STORAGE)
  // Every recycling route's real first screen: the demo shop selling, 李老板 buying.
  const recycleScreens = [...RECYCLE_SELLER_SCREENS, ...RECYCLE_BUYER_SCREENS]
  const recycleUnchecked = built.filter((route) => route.startsWith('pages/recycle/') && !recycleScreens.some((screen) => screen.route === route))
  check('every pages/recycle route has a data screen to check', recycleUnchecked.length === 0, recycleUnchecked.join(', '))
  await checkDataScreens('recycling (seller)', RECYCLE_SELLER_SCREENS, RECYCLE_SELLER_STORAGE)
  await checkDataScreens('recycling (buyer)', RECYCLE_BUYER_SCREENS, RECYCLE_BUYER_STORAGE)
  // Every care route's real first screen, on the demo shop's seeded care orders.
  const maintainUnchecked = built.filter((route) => route.startsWith('pages/maintain/') && !MAINTAIN_SCREENS.some((screen) => screen.route === route))
  check('every pages/maintain route has a data screen to check', maintainUnchecked.length === 0, maintainUnchecked.join(', '))
  await checkDataScreens('care', MAINTAIN_SCREENS, MAINTAIN_STORAGE)
  // Every code check route's real first screen, on the demo shop's seeded requests.
  const checkCodeUnchecked = built.filter((route) => route.startsWith('pages/check-code/') && !CHECK_CODE_SCREENS.some((screen) => screen.route === route))
  check('every pages/check-code route has a data screen to check', checkCodeUnchecked.length === 0, checkCodeUnchecked.join(', '))
  await checkDataScreens('code check', CHECK_CODE_SCREENS, CHECK_CODE_STORAGE)
  const evaluateUnchecked = built.filter((route) => route.startsWith('pages/evaluate/') && !EVALUATE_SCREENS.some((screen) => screen.route === route))
  check('every pages/evaluate route has a data screen to check', evaluateUnchecked.length === 0, evaluateUnchecked.join(', '))
  await checkDataScreens('appraisal', EVALUATE_SCREENS, EVALUATE_STORAGE)
  // Every inspection and shikuan route's real first screen; the report also signed out.
  const qualityScreens = [...QUALITY_SCREENS, ...QUALITY_PUBLIC_SCREENS]
  const qualityUnchecked = built.filter((route) => route.startsWith('pages/quality/') && !qualityScreens.some((screen) => screen.route === route))
  check('every pages/quality route has a data screen to check', qualityUnchecked.length === 0, qualityUnchecked.join(', '))
  await checkDataScreens('inspection', QUALITY_SCREENS, QUALITY_STORAGE)
  await checkDataScreens('inspection (signed out)', QUALITY_PUBLIC_SCREENS, {})
  // The coupon wallet (and its 领券中心) and the member centre, on the demo shop's seeded coupons.
  await checkDataScreens('coupons and membership', ACTIVITY_COUPON_SCREENS, ACTIVITY_COUPON_STORAGE)
  // Every express route's real first screen, on the demo shop's seeded parcels.
  const expressUnchecked = built.filter((route) => route.startsWith('pages/express/') && !EXPRESS_SCREENS.some((screen) => screen.route === route))
  check('every pages/express route has a data screen to check', expressUnchecked.length === 0, expressUnchecked.join(', '))
  await checkDataScreens('express', EXPRESS_SCREENS, EXPRESS_STORAGE)
  // Help, customer service, landings and the trade fair: every one of their activity routes.
  const activityUnchecked = built.filter(
    (route) => route.startsWith('pages/activity/') && ![...ACTIVITY_SCREENS, ...ACTIVITY_COUPON_SCREENS].some((screen) => screen.route === route),
  )
  check('every pages/activity route of help, landings and the fair has a data screen to check', activityUnchecked.length === 0, activityUnchecked.join(', '))
  await checkDataScreens('activity', ACTIVITY_SCREENS, ACTIVITY_STORAGE)
  // The cashier: requestPayment with the server's parameters (the simulator answers it).
  await checkPayment()

  check('no error logged signed in', signedIn.errors.length === 0, signedIn.errors.slice(0, 3).join(' | '))

  // Wrong-shaped replies (a backend that answers differently from the mock): every tab still
  // shows its bar and a readable state, and nothing but the refused replies is logged.
  for (const how of ['swap', 'drop'] as WrongShape[]) {
    const wrong = loadWeapp({ storage: { userToken: DEMO_TOKEN }, replyBody: (body) => wrongEnvelope(body, how) })
    for (const tab of TABS) {
      const label = `${tab.path} with ${how}ped replies`
      try {
        const page = await wrong.render(tab.path)
        await page.waitFor((text) => text.includes('服务返回数据异常'), 8000)
        const text = page.text()
        check(`${label} says the reply was refused`, text.includes(tab.text) && text.includes('服务返回数据异常') && !text.includes('页面出错了'), text.slice(0, 160))
        page.unload()
      } catch (error) {
        check(`${label} renders`, false, String(error))
      }
    }
    const unexpected = wrong.errors.filter((line) => !/^\[api -3\] /.test(line))
    check(`only refused replies logged with ${how}ped replies`, unexpected.length === 0, unexpected.slice(0, 3).join(' | '))
  }

  console.log(`weapp check: main package ${mainBytes} bytes; ${subpackageBytes.length} subpackages`)
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error(error)
  console.log(`${passed} passed, ${failed + 1} failed`)
  process.exit(1)
})
