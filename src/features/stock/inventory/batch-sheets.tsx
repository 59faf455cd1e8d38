import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/es/packages/button/style/css'
import { callApi } from '@/core/request'
import { yuan } from '@/shared/format/money'
import { amountFormatError, yuanToCents } from '@/shared/rules/amount'
import { useOnce } from '@/shared/hooks/use-once'
import { invalidatePaths } from '@/shared/query'
import { failureText, toastFailure } from '@/shared/ui/failure-toast'
import { LOCATION_MAX, LOCATIONS, stockApi } from '../api'
import { Sheet } from '@/shared/ui/sheet'
import { checkLocation, checkPrice } from './item-rules'
import './batch-sheets.less'

function inputValue(event: { detail?: { value?: string }; target?: unknown }): string {
  return event.detail?.value ?? (event.target as { value?: string } | undefined)?.value ?? ''
}

export interface BatchSheetProps {
  visible: boolean
  /** The chosen items' ids. */
  ids: number[]
  onClose: () => void
  /** The server took the change: the selection ends. */
  onDone: () => void
}

/**
 * Send a batch change and say how it went: the server's count on success, its reason on a
 * refusal (the sheet stays, with it under the fields). Either way the rows are asked again
 * in place, so they show what the server now holds.
 */
function useBatchSubmit(onClose: () => void, onDone: () => void) {
  const { busy, once } = useOnce()
  const [refused, setRefused] = useState('')
  const submit = (send: () => Promise<{ updated: number }>, said: (updated: number) => string) =>
    once(async () => {
      setRefused('')
      try {
        const { updated } = await send()
        void Taro.showToast({ title: said(updated), icon: 'none', duration: 2000 })
        onClose()
        onDone()
      } catch (error) {
        toastFailure(error, '操作失败，请稍后重试')
        setRefused(failureText(error, '操作失败，请稍后重试'))
      }
      await invalidatePaths('/stock')
    })
  return { busy, refused, setRefused, submit }
}

/** 取消 and the sheet's own confirm, side by side at its foot. */
function SheetActions({ confirmText, busy, onCancel, onConfirm }: { confirmText: string; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <>
      <Button fill="outline" onClick={onCancel}>
        取消
      </Button>
      <Button type="primary" loading={busy} onClick={onConfirm}>
        {confirmText}
      </Button>
    </>
  )
}

/** 改价: the peer and/or retail price of every chosen item set to one amount. */
export function BatchPriceSheet({ visible, ids, onClose, onDone }: BatchSheetProps) {
  const [peer, setPeer] = useState('')
  const [retail, setRetail] = useState('')
  const [error, setError] = useState('')
  const { busy, refused, setRefused, submit } = useBatchSubmit(onClose, onDone)

  useEffect(() => {
    if (!visible) return
    setPeer('')
    setRetail('')
    setError('')
    setRefused('')
  }, [visible, setRefused])

  const confirm = () => {
    const peerCents = yuanToCents(peer)
    const retailCents = yuanToCents(retail)
    if (peerCents === null && retailCents === null) return setError('请输入同行价或零售价')
    const malformed = amountFormatError(peer) ?? amountFormatError(retail)
    if (malformed) return setError(malformed)
    const tooMuch = (peerCents !== null && checkPrice(peerCents, '同行价', true)) || (retailCents !== null && checkPrice(retailCents, '零售价', true))
    if (tooMuch) return setError(tooMuch)
    setError('')
    const prices = [peerCents !== null && `同行价 ${yuan(peerCents)}`, retailCents !== null && `零售价 ${yuan(retailCents)}`].filter(Boolean).join('、')
    void submit(
      () => callApi(stockApi.items.setPrices, { ids, peerPriceCents: peerCents ?? undefined, retailCents: retailCents ?? undefined }, { handleError: true }),
      (updated) => `已将 ${updated} 件改为${prices}`,
    )
  }

  return (
    <Sheet
      visible={visible}
      title={`改价（${ids.length}件）`}
      onClose={onClose}
      footer={<SheetActions confirmText="确定改价" busy={busy} onCancel={onClose} onConfirm={confirm} />}
    >
      <View className="batch-sheet__hint">选中商品改为同一价格，留空的价格不变</View>
      <View className="batch-sheet__row">
        <Text className="batch-sheet__label">同行价</Text>
        <Input className="batch-sheet__input" type="digit" value={peer} placeholder="新的同行价，单位：元" maxlength={12} onInput={(event) => setPeer(inputValue(event))} />
      </View>
      <View className="batch-sheet__row">
        <Text className="batch-sheet__label">零售价</Text>
        <Input className="batch-sheet__input" type="digit" value={retail} placeholder="新的零售价，单位：元" maxlength={12} onInput={(event) => setRetail(inputValue(event))} />
      </View>
      {(error || refused) && <View className="batch-sheet__error">{error || refused}</View>}
    </Sheet>
  )
}

/** 移库位: every chosen item moved to one location, a usual one or typed. */
export function BatchMoveSheet({ visible, ids, onClose, onDone }: BatchSheetProps) {
  const [location, setLocation] = useState('')
  const [error, setError] = useState('')
  const { busy, refused, setRefused, submit } = useBatchSubmit(onClose, onDone)

  useEffect(() => {
    if (!visible) return
    setLocation('')
    setError('')
    setRefused('')
  }, [visible, setRefused])

  const confirm = () => {
    const target = location.trim()
    const invalid = checkLocation(target)
    if (invalid) return setError(invalid === '请选择库位' ? '请选择或输入库位' : invalid)
    setError('')
    void submit(
      () => callApi(stockApi.items.move, { ids, location: target }, { handleError: true }),
      (updated) => `已将 ${updated} 件移至${target}`,
    )
  }

  const typed = (LOCATIONS as readonly string[]).includes(location) ? '' : location
  return (
    <Sheet
      visible={visible}
      title={`移库位（${ids.length}件）`}
      onClose={onClose}
      footer={<SheetActions confirmText="确定移动" busy={busy} onCancel={onClose} onConfirm={confirm} />}
    >
      <View className="batch-sheet__hint">选择常用库位，或输入新的库位</View>
      <View className="batch-sheet__chips">
        {LOCATIONS.map((option) => (
          <Text key={option} className={`chip batch-sheet__chip ${location === option ? 'chip--on' : ''}`} onClick={() => setLocation(option)}>
            {option}
          </Text>
        ))}
      </View>
      <View className="batch-sheet__row">
        <Text className="batch-sheet__label">其他库位</Text>
        <Input
          className="batch-sheet__input"
          value={typed}
          placeholder={`如 仓库C区，${LOCATION_MAX}字以内`}
          maxlength={LOCATION_MAX}
          onInput={(event) => setLocation(inputValue(event))}
        />
      </View>
      {(error || refused) && <View className="batch-sheet__error">{error || refused}</View>}
    </Sheet>
  )
}
