/**
 * Browser journey of code check (查码) on the H5 build, as the demo shop: a Hermès piece whose
 * stamp frame cannot be seen is sent (the create form's Chinese messages first); the checker asks
 * for the frame and a close photo; the form answers (无框: unframed letters repeat two cycles);
 * the result lists both candidate years (1945 or 2017), the place, the confidence band and the
 * statement that a code shows production facts, not authenticity. The checker's reading comes by
 * time in the mock; the journey brings it due (mocks/db/check-code.ts: bringCheckDue).
 */
import { DEMO_TOKEN } from '@mocks/db'
import { bringCheckDue, findCheck } from '@mocks/db/check-code'
import { BASE_URL, runStandalone, step, type BrowserApp } from './support'
import type { Check } from './checks'
import { addPhotos, footerButton, photoField, pickChip, shown, typeInto, AFTER_NAVIGATION_MS } from './ui'

export async function runCheckCodeJourneys(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  const opened = await app.openPage(context)
  const page = opened.page
  let requestId = 0
  const status = () => findCheck(requestId)?.status

  const sent = await step(
    check,
    'code check: the home explains the service; create says what is missing in Chinese; a Hermès letter with its frame unseen is sent',
    async () => {
      await page.goto(`${BASE_URL}/pages/check-code/home/index`)
      await shown(page, '查码能告诉您什么').waitFor({ timeout: 15000 })
      await shown(page, '最近查码').waitFor({ timeout: 10000 })
      await app.screenshot(page, 'check-code-home')
      await footerButton(page, '新建查码').click()
      await page.waitForURL('**/pages/check-code/create/index', { timeout: 10000 })
      await page.waitForTimeout(AFTER_NAVIGATION_MS)
      await footerButton(page, '提交查码').click()
      await page.locator('.form-field__error:visible', { hasText: '请选择品牌' }).waitFor({ timeout: 5000 })
      await pickChip(page, '爱马仕')
      if (await page.locator('.form-field__error:visible', { hasText: '请选择品牌' }).count()) throw new Error('the brand message stays once fixed')
      await typeInto(page, '照原样填写，如 A', 'A')
      await pickChip(page, '看不清')
      await addPhotos(page, 'stamp', 1, photoField(page, '钢印/标签照片'))
      // The album sheet and the earlier message's toast fade out first.
      await page.waitForTimeout(2000)
      await app.screenshot(page, 'check-code-create')
      await footerButton(page, '提交查码').click()
      await page.waitForURL('**/pages/check-code/detail/index?id=*', { timeout: 10000 })
      requestId = Number(new URL(page.url()).searchParams.get('id'))
      await shown(page, /查码师正在核对码与照片/).waitFor({ timeout: 10000 })
      if (status() !== 'submitted') throw new Error(`the request is ${status()}`)
      await app.screenshot(page, 'check-code-submitted')
    },
    page,
    app,
  )

  if (sent) {
    await step(
      check,
      'code check: the checker asks for the frame and a close photo; the form answers 无框; the result lists every candidate year (1945 or 2017) and says it is not authenticity',
      async () => {
        bringCheckDue(requestId)
        await page.goto(`${BASE_URL}/pages/check-code/detail/index?id=${requestId}`)
        await shown(page, '查码师需要补充').waitFor({ timeout: 15000 })
        await app.screenshot(page, 'check-code-needs-info')
        await footerButton(page, '去补充').click()
        await page.waitForURL(`**/pages/check-code/form/index?id=${requestId}`, { timeout: 10000 })
        await page.waitForTimeout(AFTER_NAVIGATION_MS)
        await shown(page, '查码师的问题').waitFor({ timeout: 10000 })
        await footerButton(page, '提交补充').click()
        await page.locator('.form-field__error:visible', { hasText: '请选择字母外框的形状' }).waitFor({ timeout: 5000 })
        await pickChip(page, '无框')
        await addPhotos(page, 'close', 1, photoField(page, '近照'))
        await page.waitForTimeout(2000)
        await app.screenshot(page, 'check-code-form')
        await footerButton(page, '提交补充').click()
        await page.waitForURL(`**/pages/check-code/detail/index?id=${requestId}`, { timeout: 10000 })
        if (status() !== 'submitted') throw new Error(`the request is ${status()} after the supplement`)
        bringCheckDue(requestId)
        await page.reload()
        await shown(page, '1945 或 2017 年').waitFor({ timeout: 15000 })
        await shown(page, '可信度 低').waitFor({ timeout: 5000 })
        await shown(page, /不代表商品真伪/).waitFor({ timeout: 5000 })
        const years = await page.locator('[aria-label="可能的生产年份"]:visible [role="listitem"]').allTextContents()
        if (years.join(',') !== '1945,2017') throw new Error(`candidate years shown: ${years.join(',')}`)
        if (status() !== 'decoded') throw new Error(`the request is ${status()}`)
        await app.screenshot(page, 'check-code-decoded')
      },
      page,
      app,
    )
  }

  await step(
    check,
    'code check: the list by state with counts',
    async () => {
      await page.goto(`${BASE_URL}/pages/check-code/list/index?tab=decoded`)
      await shown(page, /生产时间 1989–1991 年/).waitFor({ timeout: 15000 })
      await app.screenshot(page, 'check-code-list')
    },
    page,
    app,
  )

  check('code check journeys: no page or console error', opened.problems.errors.length === 0, opened.problems.errors.slice(0, 3).join(' | '))
  await context.close()
}

if (require.main === module) runStandalone(runCheckCodeJourneys)
