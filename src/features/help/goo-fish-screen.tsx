import { useEffect, useRef } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { isWeapp } from '@/core/platform/env'
import { callApi } from '@/core/request'
import { useSession } from '@/core/session/store'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { ActionBar } from '@/shared/ui/action-bar'
import { DetailCard } from '@/shared/ui/detail-card'
import { Photo } from '@/shared/ui/photo'
import { PageLayout } from '@/shared/ui/page-layout'
import { helpApi, type GooFishLanding } from './api'
import './help.less'

/** Where the visitor came from (闲鱼 by default), as recorded: letters, digits, - and _ only. */
export function sourceOf(raw: string | undefined): string {
  const clean = String(raw ?? '')
    .replace(/[^\w-]/g, '')
    .slice(0, 32)
  return clean || 'goofish'
}

/** The one main action: in the mini-program sign up (or go in when signed in); outside it, open the mini-program. */
function MainAction({ landing }: { landing: GooFishLanding }) {
  const signedIn = useSession((state) => Boolean(state.userToken))
  if (!isWeapp)
    return (
      <ActionBar
        actions={[{ key: 'open', text: '打开小程序查看', kind: 'primary', onTap: () => void navigate('pages/activity/wx-url-scheme/index', { query: { id: landing.schemeId } }) }]}
      />
    )
  if (signedIn) return <ActionBar actions={[{ key: 'go', text: '进入同行圈看货', kind: 'primary', onTap: () => void navigate('pages/home/post/index') }]} />
  return <ActionBar actions={[{ key: 'signup', text: '免费注册，看同行价', kind: 'primary', onTap: () => void navigate('pages/account/login/index') }]} />
}

/**
 * pages/activity/goo-fish-landing?source=&itemId=: for dealers from the second-hand marketplace.
 * Useful without login (what the app is, the item they came for), one main action, the source
 * recorded once. It never asks for a WeChat ID or a payment.
 */
export function GooFishScreen() {
  const { params } = useCurrentRoute()
  const itemId = Number(params.itemId) || undefined
  const remote = useApiQuery(helpApi.gooFish, { itemId })
  const recorded = useRef(false)
  useEffect(() => {
    if (recorded.current) return
    recorded.current = true
    void callApi(helpApi.visit, { landing: 'goo-fish', source: sourceOf(params.source), itemId }, { handleError: true, loading: false }).catch(() => undefined)
  }, [itemId, params.source])
  const landing = remote.data
  return (
    <PageLayout status={remote.status} error={remote.error} onRetry={remote.reload} footer={landing ? <MainAction landing={landing} /> : undefined}>
      {landing && (
        <View className="help-page">
          {landing.item && (
            <DetailCard title="你正在看的商品">
              <Photo className="help-banner" src={landing.item.cover} mode="aspectFill" />
              <Text className="help-answer">{landing.item.title}</Text>
              <Text className="help-faint">{landing.item.desc}</Text>
              <Text className="help-faint">{landing.item.priceText}</Text>
            </DetailCard>
          )}
          <DetailCard title="奢易通是什么">
            <Text className="help-answer">{landing.intro}</Text>
            {landing.highlights.map((line) => (
              <Text key={line} className="help-answer">{`· ${line}`}</Text>
            ))}
          </DetailCard>
        </View>
      )}
    </PageLayout>
  )
}
