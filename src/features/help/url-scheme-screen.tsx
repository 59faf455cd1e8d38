import { useEffect, useRef } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { copyText } from '@/core/native/actions'
import { navigate } from '@/core/navigation'
import type { RoutePath } from '@/core/routes'
import { isWeapp } from '@/core/platform/env'
import { formatDate } from '@/shared/format/date'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { DetailCard } from '@/shared/ui/detail-card'
import { Note } from '@/shared/ui/note'
import { PageLayout } from '@/shared/ui/page-layout'
import { QrCode } from '@/shared/ui/qr-code'
import { helpApi, type SchemeLink } from './api'
import './help.less'

/** Only WeChat's own link forms are ever opened or shown: never an address from the query. */
export const OPENLINK_PREFIX = 'weixin://dl/business/?t='
export const URL_LINK_PREFIX = 'https://wxaurl.cn/'

export function safeLink(link: SchemeLink): { openlink: string; urlLink: string } | null {
  if (!link.openlink.startsWith(OPENLINK_PREFIX) || !link.urlLink.startsWith(URL_LINK_PREFIX)) return null
  return { openlink: link.openlink, urlLink: link.urlLink }
}

/** Hands the WeChat link to the browser (its own function so tests can watch it). */
export const opener = {
  open(openlink: string): void {
    if (typeof window !== 'undefined') window.location.href = openlink
  },
}

function Landing({ link }: { link: SchemeLink }) {
  const tried = useRef(false)
  const safe = safeLink(link)
  useEffect(() => {
    if (tried.current || !safe) return
    tried.current = true
    // Inside the mini-program the page is already there; outside, try WeChat once.
    if (isWeapp) void navigate(link.path as RoutePath, { query: link.query, replace: true })
    else opener.open(safe.openlink)
  }, [link, safe])
  if (!safe) return <Note>链接无效，请从官方渠道重新打开</Note>
  return (
    <View className="help-page">
      <DetailCard title={`打开「${link.title}」`}>
        <Text className="help-answer">正在尝试打开微信小程序。如未自动打开，可以：</Text>
        <Button type="primary" block onClick={() => opener.open(safe.openlink)}>
          打开小程序
        </Button>
        <View className="help-qr">
          <QrCode text={safe.urlLink} size={160} />
          <Text className="help-faint">在电脑上？用手机微信扫一扫打开</Text>
          <Text className="help-link">{safe.urlLink}</Text>
        </View>
        <Button block onClick={() => void copyText(safe.urlLink)}>
          复制链接
        </Button>
      </DetailCard>
      <Note>{`打不开时：请确认手机已安装微信，复制链接后在微信聊天中发送并点击打开。本链接有效期至 ${formatDate(link.expiresAt, 'YYYY-MM-DD')}（最长 30 天），过期后重新打开本页即可获取新链接。`}</Note>
    </View>
  )
}

/**
 * pages/activity/wx-url-scheme?id=: opens the mini-program from outside. The id names an
 * allow-listed target; the server makes a fresh link for it. No other query value is read, so a
 * hostile ?url= goes nowhere. Opens signed out.
 */
export function UrlSchemeScreen() {
  const { params } = useCurrentRoute()
  // The page boundary already refuses an id that is not a number (?id=https://…).
  const id = Number(params.id) || 0
  const valid = id > 0
  const remote = useApiQuery(helpApi.schemeLink, { id }, { enabled: valid })
  if (!valid)
    return (
      <PageLayout>
        <View className="help-page">
          <Note>链接不完整或无效，请从官方渠道重新打开</Note>
        </View>
      </PageLayout>
    )
  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload}>
      {remote.data && <Landing link={remote.data} />}
    </PageLayout>
  )
}
