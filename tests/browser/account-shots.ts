/** Screenshots of each account page, signed in, at 375x812 (part of the browser check). */
import { DEMO_TOKEN } from '@mocks/db'
import { BASE_URL, runStandalone, type BrowserApp } from './support'
import type { Check } from './checks'

export const ACCOUNT_PAGES: { path: string; wait: string }[] = [
  { path: 'pages/account/list/index', wait: '臻品供应链（深圳）有限公司' },
  { path: 'pages/account/address/list/index', wait: '华强北路1002号赛格广场3楼312' },
  { path: 'pages/account/address/form/index', wait: '设为默认地址' },
  { path: 'pages/account/setting/home/index', wait: '收款银行卡' },
  { path: 'pages/account/setting/notice/index', wait: '库存预警' },
  { path: 'pages/account/follow/index', wait: '竞拍成功' },
  { path: 'pages/account/profile/index', wait: '更换头像' },
  { path: 'pages/account/kefu/index', wait: '400-820-8888' },
  { path: 'pages/account/share/index', wait: '已选 0 件' },
  { path: 'pages/account/privacy/index', wait: '我们收集的信息' },
  { path: 'pages/account/follow-shop/index', wait: '上海名表行' },
  { path: 'pages/account/bind-enterprise/index', wait: '有限责任公司' },
  { path: 'pages/account/login/index', wait: '验证码登录' },
]

export async function runAccountScreenshots(app: BrowserApp, check: Check) {
  const context = await app.newContext({ token: DEMO_TOKEN })
  for (const { path, wait } of ACCOUNT_PAGES) {
    const { page, problems } = await app.openPage(context)
    try {
      await page.goto(`${BASE_URL}/${path}`)
      await page.getByText(wait).first().waitFor({ timeout: 10000 })
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(300)
      await app.screenshot(page, `account-${path.split('/').slice(2, -1).join('-')}`)
      check(`${path} shows its data`, problems.errors.length === 0, problems.errors.join(' | '))
    } catch (error) {
      check(`${path} shows its data`, false, String(error).split('\n')[0])
    }
    await page.close()
  }
  await context.close()
}

if (require.main === module) runStandalone(runAccountScreenshots)
