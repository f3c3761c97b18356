import { z } from 'zod'
import { isCalendarDate } from './farm-time'
import { requiredText } from './fields'
import { moneySchema, staffAmountSchema } from './money'

/**
 * Store credit (issue 27, decision 0065): money a customer (an e-mail address) holds at the farm,
 * kept as a ledger. A grant by staff or a refund to credit is a lot, which may expire; spending
 * draws on the lots that expire soonest, and an order that is never paid gives its spend back.
 */
export const storeCreditKinds = ['grant', 'refund', 'spend', 'returned'] as const
export type StoreCreditKind = (typeof storeCreditKinds)[number]

export const storeCreditKindLabels: Record<StoreCreditKind, string> = {
  grant: 'From the farm',
  refund: 'Refund',
  spend: 'Spent',
  returned: 'Given back (order not paid)',
}

/** The most staff may grant at once. */
export const maxStoreCreditGrantCents = 100_000

export const storeCreditEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(storeCreditKinds),
  /** Signed: a grant or refund adds, a spend takes away. */
  amount: moneySchema,
  reason: z.string().nullable(),
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
  /** A grant's or refund's last farm day of use, if it expires. */
  expiresOn: z.string().nullable(),
  /** A grant or refund past its last day with money left: that money is gone. */
  expiredAmount: moneySchema.nullable(),
})
export type StoreCreditEntry = z.infer<typeof storeCreditEntrySchema>

export const storeCreditSchema = z.object({
  balance: moneySchema,
  /** Newest first. */
  entries: z.array(storeCreditEntrySchema),
})
export type StoreCredit = z.infer<typeof storeCreditSchema>

const moneyOf = (amount: string) => Math.round(Number(amount) * 100)

/** Staff grant credit: an amount, why, and optionally the last farm day it may be used. */
export const storeCreditGrantSchema = z.object({
  amount: staffAmountSchema('Amount').refine(
    (amount) => moneyOf(amount) > 0 && moneyOf(amount) <= maxStoreCreditGrantCents,
    `Amount must be from 0.01 to ${(maxStoreCreditGrantCents / 100).toFixed(2)}`,
  ),
  reason: requiredText('Reason', 200),
  expiresOn: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string('Expires on must be a date')
      .refine(isCalendarDate, 'Expires on must be a date such as 2026-12-31')
      .nullish(),
  ),
})
export type StoreCreditGrant = z.input<typeof storeCreditGrantSchema>
