import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { navigate } from '@/core/navigation'
import { useRouteRecord } from '@/shared/flow'
import { useCurrentRoute } from '@/shared/hooks/use-current-route'
import { useApiQuery } from '@/shared/query'
import { Cell, CellGroup } from '@/shared/ui/cell'
import { DetailCard } from '@/shared/ui/detail-card'
import { KefuButton } from '@/shared/ui/kefu'
import { PageLayout } from '@/shared/ui/page-layout'
import { SearchBar } from '@/shared/ui/search-bar'
import { Tabs } from '@/shared/ui/tabs'
import { helpApi } from './api'
import './help.less'

const HELP = 'pages/activity/help/list/index'

/** Every answer ends with the way on: 仍未解决？联系客服. */
function StillStuck({ question }: { question: string }) {
  return (
    <View className="help-kefu">
      <Text className="help-faint">仍未解决？联系客服</Text>
      <KefuButton context={{ label: '问题', value: question, path: HELP }} />
    </View>
  )
}

function Answer() {
  const { record, layout } = useRouteRecord(helpApi.detail, { signedIn: false })
  return (
    <PageLayout {...layout}>
      {record && (
        <View className="help-page">
          <DetailCard title={record.question}>
            <Text className="help-answer">{record.answer}</Text>
          </DetailCard>
          <StillStuck question={record.question} />
        </View>
      )}
    </PageLayout>
  )
}

function Questions() {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [category, setCategory] = useState('0')
  const remote = useApiQuery(helpApi.list, keyword ? { keyword } : { categoryId: Number(category) || undefined })
  const categories = remote.data?.categories ?? []
  const tabs = [{ key: '0', label: '全部' }, ...categories.map((entry) => ({ key: String(entry.id), label: entry.name, count: entry.count }))]
  const questions = remote.data?.questions ?? []
  return (
    <PageLayout
      status={remote.status}
      error={remote.error}
      onRetry={remote.reload}
      toolbar={
        <>
          <SearchBar
            value={typed}
            onChange={(value) => {
              setTyped(value)
              if (!value.trim()) setKeyword('')
            }}
            onSearch={(value) => setKeyword(value.trim())}
            placeholder="搜索问题或答案"
            button
          />
          {!keyword && <Tabs tabs={tabs} value={category} onChange={setCategory} small />}
        </>
      }
    >
      <View className="help-page">
        {keyword && <Text className="help-faint">{questions.length ? `「${keyword}」的搜索结果` : `没有找到与「${keyword}」相关的问题，换个说法试试，或直接联系客服`}</Text>}
        <CellGroup>
          {questions.map((entry) => (
            <Cell
              key={entry.id}
              title={entry.question}
              desc={entry.answer.length > 40 ? `${entry.answer.slice(0, 40)}…` : entry.answer}
              arrow
              onClick={() => void navigate(HELP, { query: { id: entry.id } })}
            />
          ))}
        </CellGroup>
        <StillStuck question={keyword || '帮助中心'} />
      </View>
    </PageLayout>
  )
}

/** pages/activity/help/list[?id=]: categories and a search over questions and answers; with an id, one answer. Opens signed out. */
export function HelpScreen() {
  const { params } = useCurrentRoute()
  return params.id ? <Answer /> : <Questions />
}
