import { useState } from 'react'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { stockApi, type FlitJob } from '../api'
import { FlitItems } from './flit-items'
import { FlitPlatforms } from './flit-platforms'
import { FlitProgress } from './flit-progress'
import './flit.less'

type Step = { name: 'platforms' } | { name: 'items'; platformId: string } | { name: 'import'; job: FlitJob }

/**
 * pages/stock/flit/disanfangs[?platformId=]: move listings in from third-party platforms. Pick a
 * platform, pick its listings, follow the import to its result.
 */
export function FlitScreen() {
  const { params } = useCurrentRoute()
  const [step, setStep] = useState<Step>(params.platformId ? { name: 'items', platformId: params.platformId } : { name: 'platforms' })
  const platforms = useApiQuery(stockApi.shop.flitPlatforms, undefined, { signedIn: true, isEmpty: (list) => list.length === 0 })
  const platformOf = (id: string) => platforms.data?.find((platform) => platform.id === id)

  const restart = () => {
    setStep({ name: 'platforms' })
    void platforms.reload()
  }

  switch (step.name) {
    case 'platforms':
      return <FlitPlatforms remote={platforms} onPick={(platform) => setStep({ name: 'items', platformId: platform.id })} />
    case 'items':
      return (
        <FlitItems
          key={step.platformId}
          platformId={step.platformId}
          platform={platformOf(step.platformId)}
          onBack={restart}
          onStarted={(job) => setStep({ name: 'import', job })}
        />
      )
    case 'import':
      return <FlitProgress key={step.job.id} initial={step.job} platformName={platformOf(step.job.platformId)?.name ?? '第三方平台'} onContinue={restart} />
  }
}
