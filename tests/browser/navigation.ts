/**
 * Browser checks of the navigation rules and the native bridge on the H5 build: an unknown old
 * path lands where the spec says with its query; the web-view refuses a javascript: src; with
 * the bridge simulator, scanCode on an old app version shows the upgrade message; the debug
 * console loads outside production.
 */
import type { BrowserApp } from './support'
import { BASE_URL } from './support'
import type { Check } from './checks'

async function attempt(check: Check, name: string, run: () => Promise<void>) {
  try {
    await run()
    check(name, true)
  } catch (error) {
    check(name, false, String(error).split('\n')[0])
  }
}

export async function runNavigationJourneys(app: BrowserApp, check: Check) {
  const context = await app.newContext()

  await attempt(check, 'an old path lands on its new page with the query kept', async () => {
    const { page } = await app.openPage(context)
    await page.goto(`${BASE_URL}/pages/center/index?from=share`)
    await page.waitForURL('**/pages/home/account/index?from=share', { timeout: 10000 })
    await page.locator('.page-layout__title:visible', { hasText: '我的' }).first().waitFor({ timeout: 10000 })
    await page.close()
  })

  await attempt(check, 'an unknown path lands on the home tab with the query kept', async () => {
    const { page } = await app.openPage(context)
    await page.goto(`${BASE_URL}/pages/nowhere/index?id=3`)
    await page.waitForURL('**/pages/home/post/index?id=3', { timeout: 10000 })
    await page.close()
  })

  await attempt(check, 'an app-only page goes to the to-app guide', async () => {
    const { page } = await app.openPage(context)
    await page.goto(`${BASE_URL}/app-only/pages/deposit/index?amount=5`)
    await page.waitForURL('**/pages/guide/to-app/index?amount=5', { timeout: 10000 })
    await page.getByText('请前往APP操作').waitFor({ timeout: 10000 })
    await page.close()
  })

  await attempt(check, 'the web-view refuses a javascript: src', async () => {
    const { page } = await app.openPage(context)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto(`${BASE_URL}/pages/web-view/index?src=${encodeURIComponent('javascript:alert(1)')}`)
    await page.getByText('仅支持打开 https 安全链接').waitFor({ timeout: 10000 })
    if (dialogs.length || (await page.locator('iframe').count()) > 0) throw new Error('the script ran or a frame opened')
    await app.screenshot(page, 'web-view-refused')
    await page.close()
  })

  await attempt(check, 'with the bridge simulator, scanCode on app 3.20.0 asks to upgrade', async () => {
    const { page } = await app.openPage(context)
    await page.goto(`${BASE_URL}/pages/home/post/index?bridge=sim&appVersion=3.20.0`)
    await page.locator('.post-card').first().waitFor({ timeout: 10000 })
    await page.getByLabel('扫一扫').click()
    await page.getByText('请升级至最新版本APP后使用').waitFor({ timeout: 5000 })
    await app.screenshot(page, 'scan-upgrade')
    await page.close()
  })

  await attempt(check, 'with the bridge simulator on app 3.21.0, a scan opens the post it names', async () => {
    const { page } = await app.openPage(context)
    await page.goto(`${BASE_URL}/pages/home/post/index?bridge=sim&appVersion=3.21.0`)
    await page.locator('.post-card').first().waitFor({ timeout: 10000 })
    await page.getByLabel('扫一扫').click()
    await page.waitForURL('**/pages/post/detail/index?id=5488', { timeout: 10000 })
    // the route change was reported to the app
    await page.waitForFunction(
      () => ((window as unknown as { __bridgeSimulatorLog?: { method: string }[] }).__bridgeSimulatorLog ?? []).some((entry) => entry.method === 'h5RouterChange'),
      undefined,
      { timeout: 5000 },
    )
    await page.close()
  })
  await context.close()

  await attempt(check, 'the debug console loads outside production', async () => {
    const debugContext = await app.newContext({ debugConsole: true })
    const { page } = await app.openPage(debugContext)
    await page.goto(`${BASE_URL}/pages/home/post/index`)
    await page.locator('#__vconsole').waitFor({ state: 'attached', timeout: 10000 })
    await debugContext.close()
  })
}
