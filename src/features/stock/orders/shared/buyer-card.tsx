import type { ReactNode } from 'react'
import { Field, FormCard, type BoundField } from '@/shared/ui/form'

export interface BuyerCardProps {
  name: BoundField<string>
  phone: BoundField<string>
  /** Further fields of the card (a lock's deposit). */
  children?: ReactNode
}

/** 买家信息 of a lock or an offline order: `<BuyerCard name={form.field('buyerName')} phone={form.field('buyerPhone')} />`. */
export function BuyerCard({ name, phone, children }: BuyerCardProps) {
  return (
    <FormCard title="买家信息">
      <Field {...name} label="买家姓名" maxlength={20} placeholder="请输入买家姓名" />
      <Field {...phone} label="手机号" maxlength={13} placeholder="请输入买家手机号" />
      {children}
    </FormCard>
  )
}
