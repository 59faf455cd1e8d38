import { accountApi, type BankCard } from '../../src/core/api/account'
import { getDb, saveDb } from '../db'
import type { StoredBankCard } from '../db/seed-account'
import { handle, MockError } from '../lib/handle'
import { requireSession } from '../lib/auth'
import { requireId, requireText } from '../lib/validate'
import { checkSmsCode } from '../lib/sms'

/** Card numbers never leave the mock: replies carry the last four digits only. */
const publicCard = ({ cardNumber: _number, ...card }: StoredBankCard): BankCard => card

function cardsOf(userId: number): StoredBankCard[] {
  const db = getDb()
  db.bankCards[userId] ??= []
  return db.bankCards[userId]
}

function cardOf(userId: number, id: unknown): StoredBankCard {
  const card = cardsOf(userId).find((item) => item.id === requireId(id, '银行卡'))
  if (!card) throw new MockError(404, '银行卡不存在')
  return card
}

export const bankCardHandlers = [
  handle(accountApi.bankcards, ({ token }) => cardsOf(requireSession(token).person.userId).map(publicCard)),
  handle(accountApi.bankcardInfo, ({ token, params }) => publicCard(cardOf(requireSession(token).person.userId, params.id))),
  handle(accountApi.bankcardBind, ({ token, params }) => {
    const { person } = requireSession(token)
    const bankName = requireText(params.bankName, '开户银行', { min: 2, max: 20 })
    const holderName = requireText(params.holderName, '持卡人', { min: 2, max: 20 })
    const cardNumber = String(params.cardNumber ?? '').replace(/\s+/g, '')
    if (!/^\d{16,19}$/.test(cardNumber)) throw new MockError(400, '银行卡号应为16-19位数字')
    checkSmsCode(person.phone, params.code, 'bankcard')
    const cards = cardsOf(person.userId)
    if (cards.some((card) => card.cardNumber === cardNumber)) throw new MockError(400, '该银行卡已绑定')
    const card: StoredBankCard = { id: getDb().nextId++, bankName, holderName, cardNumber, cardTail: cardNumber.slice(-4), isDefault: cards.length === 0 }
    cards.push(card)
    saveDb()
    return publicCard(card)
  }),
  handle(accountApi.bankcardUpdate, ({ token, params }) => {
    const { person } = requireSession(token)
    const card = cardOf(person.userId, params.id)
    if (params.isDefault) for (const other of cardsOf(person.userId)) other.isDefault = other.id === card.id
    saveDb()
    return publicCard(card)
  }),
  handle(accountApi.bankcardUnbind, ({ token, params }) => {
    const { person } = requireSession(token)
    const card = cardOf(person.userId, params.id)
    const cards = cardsOf(person.userId)
    cards.splice(cards.indexOf(card), 1)
    if (card.isDefault && cards[0]) cards[0].isDefault = true
    saveDb()
    return null
  }),
]
