import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Photo } from '@/shared/ui/photo'
import { accountApi, ACCOUNT_MEMBER, SHOP_MEMBER, type AccountType, type MemberSend, type UserInfo } from '@/core/api/account'
import { useSession } from '@/core/session/store'
import { navigate, parseRouteUrl } from '@/core/navigation'
import { useApiQuery } from '@/shared/query'
import { EntryGrid } from '@/shared/ui/entry-grid'
import { LoginPrompt } from '@/shared/ui/login-prompt'
import { StateView } from '@/shared/ui/state-view'
import { ACCOUNT_SECTIONS } from './account-entries'
import './account-home.less'
import { useAuditMode } from '@/core/app/audit'

const ACCOUNT_TYPE_TEXT: Record<AccountType, string> = { shop: '店铺', enterprise: '企业', individual: '个人' }
const MEMBER_NAME: Partial<Record<MemberSend['code'], string>> = { [SHOP_MEMBER]: '店铺会员', [ACCOUNT_MEMBER]: '账号会员' }

/** Open a membership button link when it is one of our routes (the return-address rule). */
function openLink(link: string) {
  const target = parseRouteUrl(link)
  if (target) void navigate(target.path, { query: target.query })
}

/** A date with its 到期 stays on one line: the tips never break as …到/期. */
function MemberTips({ text }: { text: string }) {
  const parts = text.split(/(\d{4}-\d{2}-\d{2}到期)/)
  return (
    <Text className="account-home__member-tips">
      {parts.map((part, index) =>
        index % 2 ? (
          <Text key={index} className="account-home__nowrap">
            {part}
          </Text>
        ) : (
          part
        ),
      )}
    </Text>
  )
}

function MemberBadges({ list }: { list: MemberSend[] }) {
  // Under review nothing offers a membership purchase: the badges only say what is held.
  const audit = useAuditMode()
  const known = list.filter((member) => MEMBER_NAME[member.code])
  if (!known.length) return null
  return (
    <View className="account-home__members">
      {known.map((member) => (
        <View
          key={member.code}
          className={`account-home__member ${member.status === 1 ? 'account-home__member--on' : ''}`}
          onClick={audit ? undefined : () => openLink(member.btnLink)}
        >
          <View className="account-home__member-head">
            <Text className="account-home__member-name">{MEMBER_NAME[member.code]}</Text>
            {!audit && <Text className="account-home__member-action">{member.status === 1 ? '续费' : '立即续费'}</Text>}
          </View>
          <MemberTips text={member.expiredTips} />
        </View>
      ))}
    </View>
  )
}

function UserCard({ user }: { user: UserInfo }) {
  return (
    <View className="hero-card">
      <View className="account-home__user" onClick={() => navigate('pages/account/profile/index')}>
        <Photo className="account-home__avatar" src={user.avatar} mode="aspectFill" />
        <View className="account-home__names">
          <Text className="account-home__nickname">{user.nickname}</Text>
          <View className="account-home__account">
            <Text className="account-home__type">{ACCOUNT_TYPE_TEXT[user.accountType]}</Text>
            <Text>{user.accountName}</Text>
          </View>
        </View>
        <View
          className="account-home__switch"
          onClick={(event) => {
            event.stopPropagation()
            void navigate('pages/account/list/index')
          }}
        >
          切换
        </View>
      </View>
      <MemberBadges list={user.memberSendList} />
    </View>
  )
}

/** The card's frame while the user loads, as tall as the card: the entries below do not jump. */
function UserCardFrame() {
  return (
    <View className="hero-card account-home__frame" aria-busy="true">
      <View className="account-home__user">
        <View className="account-home__avatar" />
        <View className="account-home__names">
          <Text className="account-home__nickname">加载中…</Text>
        </View>
      </View>
    </View>
  )
}

function SignedIn() {
  // Start-up's user info is already this query's answer (shared/query/client): no second call.
  const remote = useApiQuery(accountApi.info)
  if (remote.status === 'error') return <StateView status="error" error={remote.error} onRetry={remote.reload} />
  return remote.data ? <UserCard user={remote.data} /> : <UserCardFrame />
}

function SignedOut() {
  usePullDownRefresh(() => Taro.stopPullDownRefresh())
  return <LoginPrompt text="登录后管理店铺、订单与会员" />
}

/** The mine tab: the user, the current account, memberships and entries to every area. */
export function AccountHome() {
  const token = useSession((state) => state.userToken)
  return (
    <>
      {token ? <SignedIn /> : <SignedOut />}
      {ACCOUNT_SECTIONS.map((section) => (
        <EntryGrid key={section.title} title={section.title} entries={section.entries} />
      ))}
    </>
  )
}
