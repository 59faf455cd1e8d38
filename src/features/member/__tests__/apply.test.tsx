import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { modalAnswers, navigationLog, uiLog } from '@test/taro'
import { renderPage } from '@test/render'
import { failWithEnvelope, holdPath, recordQueries } from '@test/server'
import { getDb } from '@mocks/db'
import { SAMPLE_CREDIT_CODES, SAMPLE_ID_NUMBERS, SEEDED_REJECT_REASON } from '@mocks/db/seed-member-apply'
import { openSession, userInfoOf } from '@mocks/lib/auth'
import { PRODUCT_DETAIL_PRICE } from '@/core/api/account'
import { setUserToken, useSession } from '@/core/session/store'
import { DRAFT_SAVE_DELAY_MS } from '@/shared/hooks/use-draft'
import ApplyHomePage from '@/pages/member/apply/home/index'
import ApplyListPage from '@/pages/member/apply/list/index'
import ApplyDetailPage from '@/pages/member/apply/detail/index'
import BuyerGuidePage from '@/pages/guide/buyer/index'
import { typeIn } from '@test/dom'

const REJECTED_ID = 61003
const HOME = 'pages/member/apply/home/index' as const
const applies = () => getDb().memberApplies!
/** The page's primary buttons (the action bar's and any other). */
const primaries = () =>
  [...new Set(document.querySelectorAll('.action-bar__button--primary, .nut-button--primary'))].filter(
    (element) => !element.parentElement?.closest('.action-bar__button--primary, .nut-button--primary'),
  )
const account = (id: number) => getDb().accounts.find((candidate) => candidate.accountId === id)!
/** The demo person acting as the enterprise: no permission, one rejected application. */
const asEnterprise = () => setUserToken(openSession(10001, 20002))
/** The demo person's individual account: no application at all. */
const asIndividual = () => setUserToken(openSession(10001, 20003))

/** The photo field whose form name ends the anchor id. */
const photoField = (name: string) => document.querySelector(`[id$="-${name}"]`) as HTMLElement
async function addPhoto(name: string) {
  const field = photoField(name)
  const before = field.querySelectorAll('.photo-picker__image').length
  fireEvent.click(field.querySelector('[aria-label="添加图片"]')!)
  await waitFor(() => expect(photoField(name).querySelectorAll('.photo-picker__image')).toHaveLength(before + 1))
}
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

describe('member/apply/home', () => {
  it('shows the rejection and its reason, what the permission allows and needs, and reapplies', async () => {
    asEnterprise()
    renderPage(<ApplyHomePage />, HOME)
    expect(await screen.findByText('审核未通过')).toBeInTheDocument()
    expect(screen.getByText(SEEDED_REJECT_REASON)).toBeInTheDocument()
    expect(screen.getByText('开通后可以')).toBeInTheDocument()
    expect(screen.getByText('营业执照照片（个体户执照亦可）')).toBeInTheDocument()
    fireEvent.click(screen.getByText('重新申请'))
    expect(navigationLog.at(-1)).toEqual({ method: 'navigateTo', url: `/${HOME}?reapplyId=${REJECTED_ID}` })
    // Past the navigation's debounce.
    await act(() => sleep(350))
    fireEvent.click(screen.getByText('申请记录'))
    expect(navigationLog.at(-1)?.url).toBe('/pages/member/apply/list/index')
  })

  it('approved: no 需要准备的资料, one primary button, and the next step (the deposit while unpaid) said under the state', async () => {
    renderPage(<ApplyHomePage />, HOME, { signedIn: true })
    expect(await screen.findByText('已开通交易权限')).toBeInTheDocument()
    expect(await screen.findByText('下一步：缴纳交易保证金 ¥2,000，即可参与捡漏抢购')).toBeInTheDocument()
    expect(screen.queryByText('需要准备的资料')).not.toBeInTheDocument()
    expect(screen.queryByText('营业执照照片（个体户执照亦可）')).not.toBeInTheDocument()
    expect(screen.queryByText('审核说明')).not.toBeInTheDocument()
    expect(primaries()).toHaveLength(1)
    expect(primaries()[0]).toHaveTextContent('缴纳保证金 ¥2,000')
  })

  it('approved with the deposit paid: the one button is 去交易, opening the trade tab', async () => {
    const { findPayOrder, SEEDED_PAY_ORDERS } = await import('@mocks/db/pay-orders')
    const order = findPayOrder(SEEDED_PAY_ORDERS.pending)!
    order.status = 'paid'
    order.paidAt = new Date().toISOString()
    renderPage(<ApplyHomePage />, HOME, { signedIn: true })
    expect(await screen.findByText('下一步：去交易，参与平台拍卖、捡漏与同行回收')).toBeInTheDocument()
    expect(primaries()).toHaveLength(1)
    expect(primaries()[0]).toHaveTextContent('去交易')
    fireEvent.click(screen.getByText('去交易'))
    expect(navigationLog.at(-1)).toEqual({ method: 'switchTab', url: '/pages/home/trade/index' })
  })

  it('offers to apply to an account that never did', async () => {
    asIndividual()
    renderPage(<ApplyHomePage />, HOME)
    expect(await screen.findByText('未开通交易权限')).toBeInTheDocument()
    fireEvent.click(screen.getByText('立即申请'))
    expect(navigationLog.at(-1)?.url).toBe(`/${HOME}?form=1`)
  })

  it('shows a refusal of the server as the page state', async () => {
    asEnterprise()
    failWithEnvelope('/member/apply/overview', 500100, '交易权限服务维护中')
    renderPage(<ApplyHomePage />, HOME)
    expect(await screen.findByText('交易权限服务维护中')).toBeInTheDocument()
    expect(screen.getByText('重新加载')).toBeInTheDocument()
  })

  it('shows loading while the reply is slow', async () => {
    asEnterprise()
    const release = holdPath('/member/apply/overview')
    renderPage(<ApplyHomePage />, HOME)
    expect(await screen.findByText('加载中…')).toBeInTheDocument()
    release()
    expect(await screen.findByText(SEEDED_REJECT_REASON)).toBeInTheDocument()
  })

  it('asks the user info again once an application is approved, so prices show', async () => {
    asEnterprise()
    // An application made 20 s ago through the app: reviewed (approved) by the time it is read.
    applies().push({
      ...applies().find((apply) => apply.id === REJECTED_ID)!,
      id: 61999,
      status: 'submitted',
      autoReview: true,
      submittedAt: Date.now() - 20_000,
      reviewStartedAt: null,
      reviewedAt: null,
      rejectReason: null,
    })
    // The session's user info from before: no permission.
    const person = getDb().people.find((candidate) => candidate.userId === 10001)!
    useSession.setState({ userInfo: userInfoOf(person, account(20002)) })
    const infoAsked = recordQueries('/account/v3/info')
    renderPage(<ApplyHomePage />, HOME)
    expect(await screen.findByText('已开通交易权限')).toBeInTheDocument()
    expect(account(20002).permission).toContain(PRODUCT_DETAIL_PRICE)
    await waitFor(() => expect(useSession.getState().userInfo?.permission).toContain(PRODUCT_DETAIL_PRICE))
    expect(infoAsked.length).toBeGreaterThan(0)
  })
})

describe('the application form', () => {
  it('reapplies with the rejected application filled in, then shows it 已提交，等待审核', async () => {
    asEnterprise()
    renderPage(<ApplyHomePage />, HOME, { query: { reapplyId: String(REJECTED_ID) } })
    expect(await screen.findByDisplayValue('臻品供应链（深圳）有限公司')).toBeInTheDocument()
    expect(screen.getByDisplayValue(SAMPLE_CREDIT_CODES[1])).toBeInTheDocument()
    // The ID number is only ever shown masked: left empty, it is kept.
    expect(screen.getByPlaceholderText('440304********4211，不修改请留空')).toHaveValue('')
    expect(screen.queryByDisplayValue(SAMPLE_ID_NUMBERS[1])).not.toBeInTheDocument()
    expect(screen.getByText('企业').closest('[role="radio"]')).toHaveAttribute('aria-checked', 'true')
    expect(photoField('shopPhotos').querySelectorAll('.photo-picker__image')).toHaveLength(2)
    // A clearer licence, as the reason asked.
    fireEvent.click(photoField('licensePhoto').querySelector('[aria-label="删除图片"]')!)
    await addPhoto('licensePhoto')
    fireEvent.click(screen.getByText('我已阅读并同意'))
    fireEvent.click(screen.getByText('提交申请'))
    await waitFor(() => expect(applies().length).toBe(4))
    const made = applies().at(-1)!
    expect(made).toMatchObject({
      accountId: 20002,
      reapplyOf: REJECTED_ID,
      status: 'submitted',
      companyName: '臻品供应链（深圳）有限公司',
      categories: ['箱包', '珠宝'],
      idNumber: SAMPLE_ID_NUMBERS[1],
    })
    expect(made.licensePhoto).toMatch(/mock-uploads/)
    await waitFor(() => expect(navigationLog.at(-1)).toEqual({ method: 'redirectTo', url: `/pages/member/apply/detail/index?id=${made.id}` }))
    cleanup()
    renderPage(<ApplyDetailPage />, 'pages/member/apply/detail/index', { query: { id: String(made.id) } })
    expect(uiLog.toasts.at(-1)?.title).toBe('已提交，等待审核')
    expect(await screen.findByText('已提交，等待审核')).toBeInTheDocument()
    expect(screen.getByText('提交申请')).toBeInTheDocument()
  })

  it('checks every field, says the first, and each message goes once its field is right', async () => {
    asIndividual()
    renderPage(<ApplyHomePage />, HOME, { query: { form: '1' } })
    expect(await screen.findByText('营业执照')).toHaveClass('form-field__label--required')
    fireEvent.click(screen.getByText('提交申请'))
    expect(await screen.findByText('请输入经营者/店号')).toBeInTheDocument()
    expect(uiLog.toasts.at(-1)?.title).toBe('请输入经营者/店号')
    for (const message of [
      '请输入统一社会信用代码',
      '请输入法人/联系人姓名',
      '请输入身份证号',
      '请输入联系电话',
      '请上传营业执照照片',
      '请上传身份证人像面',
      '请上传身份证国徽面',
      '请上传至少1张店铺照片',
      '请选择主营品类',
      '请阅读并同意《平台交易规则》',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument()
    }
    typeIn('请输入经营者/店号', '王记中古')
    expect(screen.queryByText('请输入经营者/店号')).not.toBeInTheDocument()
    typeIn('18位统一社会信用代码', '91440300MA5F8K2L1A')
    expect(screen.getByText('统一社会信用代码有误，请核对')).toBeInTheDocument()
    typeIn('18位统一社会信用代码', '91440300MA5F8K2L')
    expect(screen.getByText('统一社会信用代码应为18位')).toBeInTheDocument()
    typeIn('18位统一社会信用代码', SAMPLE_CREDIT_CODES[0].toLowerCase())
    expect(screen.queryByText(/统一社会信用代码/)).not.toBeInTheDocument()
    typeIn('与身份证一致', '王')
    expect(screen.getByText('法人/联系人姓名应为2-20个字')).toBeInTheDocument()
    typeIn('与身份证一致', '王小明')
    expect(screen.queryByText('法人/联系人姓名应为2-20个字')).not.toBeInTheDocument()
    typeIn('18位身份证号', SAMPLE_ID_NUMBERS[0].slice(0, 17) + '1')
    expect(screen.getByText('身份证号有误，请核对')).toBeInTheDocument()
    typeIn('18位身份证号', SAMPLE_ID_NUMBERS[0])
    expect(screen.queryByText('身份证号有误，请核对')).not.toBeInTheDocument()
    typeIn('11位手机号', '1231234567')
    expect(screen.getByText('请输入正确的11位手机号')).toBeInTheDocument()
    typeIn('11位手机号', '139 0000 1111')
    expect(screen.queryByText('请输入正确的11位手机号')).not.toBeInTheDocument()
    await addPhoto('licensePhoto')
    expect(screen.queryByText('请上传营业执照照片')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('腕表'))
    expect(screen.queryByText('请选择主营品类')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('我已阅读并同意'))
    expect(screen.queryByText('请阅读并同意《平台交易规则》')).not.toBeInTheDocument()
    // The type must be the account's own.
    fireEvent.click(screen.getByText('企业'))
    expect(screen.getByText('申请主体需与当前账号一致（个人）')).toBeInTheDocument()
    fireEvent.click(screen.getByText('个人'))
    expect(screen.queryByText(/申请主体需与/)).not.toBeInTheDocument()
    // Still missing: the ID photos and the shop photos; nothing was sent.
    const sent = recordQueries('/member/apply/submit', 'POST')
    fireEvent.click(screen.getByText('提交申请'))
    expect(uiLog.toasts.at(-1)?.title).toBe('请上传身份证人像面')
    expect(sent).toHaveLength(0)
  })

  it('keeps what was typed when the page is left, and offers it again', async () => {
    asIndividual()
    const { unmount } = renderPage(<ApplyHomePage />, HOME, { query: { form: '1' } })
    await screen.findByText('主营品类')
    typeIn('请输入经营者/店号', '王记中古')
    typeIn('18位身份证号', '4403')
    fireEvent.click(screen.getByText('鞋履'))
    await act(() => sleep(DRAFT_SAVE_DELAY_MS + 50))
    unmount()
    renderPage(<ApplyHomePage />, HOME, { query: { form: '1' } })
    expect(await screen.findByText('已恢复上次未提交的内容')).toBeInTheDocument()
    expect(screen.getByDisplayValue('王记中古')).toBeInTheDocument()
    expect(screen.getByDisplayValue('4403')).toBeInTheDocument()
    expect(screen.getByText('鞋履').closest('[role="checkbox"]')).toHaveAttribute('aria-checked', 'true')
    // 清空 starts afresh from the account: its type stays picked.
    modalAnswers.push(true)
    fireEvent.click(screen.getByText('清空'))
    await waitFor(() => expect(screen.queryByDisplayValue('王记中古')).not.toBeInTheDocument())
    expect(screen.getByText('个人').closest('[role="radio"]')).toHaveAttribute('aria-checked', 'true')
    expect(screen.queryByText('已恢复上次未提交的内容')).not.toBeInTheDocument()
  })

  it('keeps everything typed on a refusal and says the server’s message', async () => {
    asEnterprise()
    renderPage(<ApplyHomePage />, HOME, { query: { reapplyId: String(REJECTED_ID) } })
    await screen.findByDisplayValue('臻品供应链（深圳）有限公司')
    typeIn('请输入企业名称', '臻品供应链（深圳）股份有限公司')
    fireEvent.click(screen.getByText('我已阅读并同意'))
    failWithEnvelope('/member/apply/submit', 409, '您已有一份申请正在审核中，请等待审核结果后再提交')
    fireEvent.click(screen.getByText('提交申请'))
    expect(await screen.findByText('您已有一份申请正在审核中，请等待审核结果后再提交')).toHaveClass('apply-form-error')
    expect(screen.getByDisplayValue('臻品供应链（深圳）股份有限公司')).toBeInTheDocument()
    expect(navigationLog.filter((entry) => entry.url.includes('apply/detail'))).toHaveLength(0)
    expect(applies()).toHaveLength(3)
  })

  it('is not offered while an application is open or the permission is held', async () => {
    renderPage(<ApplyHomePage />, HOME, { signedIn: true, query: { form: '1' } })
    expect(await screen.findByText('当前账号已开通交易权限，无需再次申请')).toBeInTheDocument()
    expect(screen.queryByText('重新加载')).not.toBeInTheDocument()
  })
})

describe('member/apply/list', () => {
  it('lists the account’s applications newest first with their status', async () => {
    asEnterprise()
    applies().push({
      ...applies().find((apply) => apply.id === REJECTED_ID)!,
      id: 61998,
      applyNo: 'SQ202611210009',
      status: 'in_review',
      submittedAt: Date.now() - 60_000,
      reviewStartedAt: Date.now() - 30_000,
      reviewedAt: null,
      rejectReason: null,
    })
    renderPage(<ApplyListPage />, 'pages/member/apply/list/index')
    expect(await screen.findByText('审核中')).toBeInTheDocument()
    const cards = [...document.querySelectorAll('.apply-item')]
    expect(cards).toHaveLength(2)
    expect(cards[0]).toHaveTextContent('SQ202611210009')
    expect(cards[1]).toHaveTextContent(`驳回原因：${SEEDED_REJECT_REASON}`)
    fireEvent.click(cards[1])
    expect(navigationLog.at(-1)?.url).toBe(`/pages/member/apply/detail/index?id=${REJECTED_ID}`)
  })

  it('says when there is none', async () => {
    asIndividual()
    renderPage(<ApplyListPage />, 'pages/member/apply/list/index')
    expect(await screen.findByText('还没有申请记录')).toBeInTheDocument()
  })

  it('waits for a slow reply', async () => {
    asEnterprise()
    const release = holdPath('/member/apply/list')
    renderPage(<ApplyListPage />, 'pages/member/apply/list/index')
    expect(await screen.findByText('加载中…')).toBeInTheDocument()
    release()
    expect(await screen.findByText('未通过')).toBeInTheDocument()
  })

  it('shows a refusal of the server', async () => {
    asEnterprise()
    failWithEnvelope('/member/apply/list', 403001, '当前账号暂不能查看申请记录')
    renderPage(<ApplyListPage />, 'pages/member/apply/list/index')
    expect(await screen.findByText('当前账号暂不能查看申请记录')).toBeInTheDocument()
  })
})

describe('member/apply/detail', () => {
  it('shows the documents, the timeline, the masked ID and the reason; 重新申请 opens the form', async () => {
    asEnterprise()
    renderPage(<ApplyDetailPage />, 'pages/member/apply/detail/index', { query: { id: String(REJECTED_ID) } })
    expect(await screen.findByText('审核未通过')).toBeInTheDocument()
    expect(screen.getByText(SEEDED_REJECT_REASON)).toBeInTheDocument()
    expect(screen.getByText('440304********4211')).toBeInTheDocument()
    expect(screen.queryByText(SAMPLE_ID_NUMBERS[1])).not.toBeInTheDocument()
    expect(screen.getByText('提交申请')).toBeInTheDocument()
    expect(screen.getByText('平台开始审核')).toBeInTheDocument()
    expect(screen.getByText(`审核未通过：${SEEDED_REJECT_REASON}`)).toBeInTheDocument()
    expect(document.querySelectorAll('.apply-photos__image')).toHaveLength(5)
    fireEvent.click(screen.getByText('重新申请'))
    expect(navigationLog.at(-1)?.url).toBe(`/${HOME}?reapplyId=${REJECTED_ID}`)
  })

  it('says another account’s application is not there', async () => {
    renderPage(<ApplyDetailPage />, 'pages/member/apply/detail/index', { signedIn: true, query: { id: String(REJECTED_ID) } })
    expect(await screen.findByText('内容不存在或已删除')).toBeInTheDocument()
  })

  it('waits for a slow reply', async () => {
    asEnterprise()
    const release = holdPath('/member/apply/detail')
    renderPage(<ApplyDetailPage />, 'pages/member/apply/detail/index', { query: { id: String(REJECTED_ID) } })
    expect(await screen.findByText('加载中…')).toBeInTheDocument()
    release()
    expect(await screen.findByText(SEEDED_REJECT_REASON)).toBeInTheDocument()
  })
})

describe('guide/buyer', () => {
  it('explains becoming a buyer to a visitor and leads to the login', async () => {
    renderPage(<BuyerGuidePage />, 'pages/guide/buyer/index')
    expect(screen.getByText('开通流程')).toBeInTheDocument()
    expect(screen.getByText('费用与保证金')).toBeInTheDocument()
    expect(screen.getByText('常见问题')).toBeInTheDocument()
    fireEvent.click(screen.getByText('登录后申请'))
    await waitFor(() => expect(navigationLog.at(-1)?.url).toMatch(/^\/pages\/account\/login\/index/))
  })

  it('shows where the account stands and leads to the application', async () => {
    asEnterprise()
    renderPage(<BuyerGuidePage />, 'pages/guide/buyer/index')
    expect(await screen.findByText(SEEDED_REJECT_REASON)).toBeInTheDocument()
    fireEvent.click(screen.getByText('重新申请'))
    expect(navigationLog.at(-1)?.url).toBe(`/${HOME}`)
  })
})

afterEach(() => Taro.clearStorageSync())
