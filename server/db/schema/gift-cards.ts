import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { giftCardStatuses, type GiftCardStatus } from '#contracts/gift-cards'
import { identityId, parentId, timestampNow, timestampTz } from '../columns'
import { oneOf } from '../value-check'
import { staffAccounts } from './identity'
import { orders } from './orders'

/**
 * Gift cards (decision 0066). Only the code's SHA-256 is kept (`codeHash`) with its last four
 * characters; `deliveryCode` holds the code of a bought card until its payment arrives and the
 * e-mail carrying it is queued, then it is cleared. `balanceCents` is changed only by a
 * conditional UPDATE under the row's lock, with a `gift_card_entries` row for each change.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: identityId(),
    codeHash: varchar({ length: 64 }).notNull().unique('gift_cards_code_hash_unique'),
    lastFour: varchar({ length: 4 }).notNull(),
    status: varchar({ length: 20 }).$type<GiftCardStatus>().default('pending').notNull(),
    initialCents: integer().notNull(),
    balanceCents: integer().default(0).notNull(),
    recipientName: varchar({ length: 100 }).notNull(),
    recipientEmail: varchar({ length: 255 }).notNull(),
    senderName: varchar({ length: 100 }).notNull(),
    message: text(),
    sendOn: date({ mode: 'string' }).notNull(),
    deliveryCode: varchar({ length: 32 }),
    purchaseOrderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    issuedByStaffId: integer().references(() => staffAccounts.id, { onDelete: 'set null' }),
    issueReason: text(),
    voidReason: text(),
    voidedAt: timestampTz(),
    createdAt: timestampNow(),
  },
  (t) => [
    check('gift_cards_status_check', oneOf(t.status, giftCardStatuses)),
    check(
      'gift_cards_balance_check',
      sql`${t.initialCents} > 0 and ${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`,
    ),
    index('gift_cards_purchase_order_id_idx').on(t.purchaseOrderId),
  ],
)
export type GiftCardRow = typeof giftCards.$inferSelect

export const giftCardEntryKinds = ['issue', 'redeem', 'returned', 'void'] as const

/** Every change of a card's balance: issued, spent on an order, given back, voided. */
export const giftCardEntries = pgTable(
  'gift_card_entries',
  {
    id: identityId(),
    giftCardId: parentId(() => giftCards.id),
    kind: varchar({ length: 20 }).$type<(typeof giftCardEntryKinds)[number]>().notNull(),
    amountCents: integer().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestampNow(),
  },
  (t) => [
    check('gift_card_entries_kind_check', oneOf(t.kind, giftCardEntryKinds)),
    check('gift_card_entries_amount_check', sql`${t.amountCents} <> 0`),
    index('gift_card_entries_gift_card_id_idx').on(t.giftCardId),
    index('gift_card_entries_order_id_idx').on(t.orderId),
  ],
)
