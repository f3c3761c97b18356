import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { storeCreditKinds, type StoreCreditKind } from '#contracts/store-credit'
import { identityId, timestampNow } from '../columns'
import { oneOf } from '../value-check'
import { staffAccounts } from './identity'
import { orders } from './orders'
import { refunds } from './payments'

/**
 * The store credit ledger (decision 0065), one row per movement of a customer's credit (a
 * customer is a lowercased e-mail address). A grant or a refund to credit is a lot (`lotId`
 * null, amount above 0, optionally an `expiresOn` farm day); a spend, and the spend given back
 * by an order never paid, is a row on the lot it drew from. A lot's money left is its amount plus
 * its rows; the balance is what is left of the lots not past their day.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: identityId(),
    customerEmail: varchar({ length: 255 }).notNull(),
    kind: varchar({ length: 20 }).$type<StoreCreditKind>().notNull(),
    amountCents: integer().notNull(),
    lotId: integer().references((): AnyPgColumn => storeCreditEntries.id, { onDelete: 'cascade' }),
    expiresOn: date({ mode: 'string' }),
    reason: text(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    refundId: integer().references(() => refunds.id, { onDelete: 'set null' }),
    staffId: integer().references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestampNow(),
  },
  (t) => [
    check('store_credit_entries_kind_check', oneOf(t.kind, storeCreditKinds)),
    check(
      'store_credit_entries_lot_check',
      sql`(${t.lotId} is null and ${t.amountCents} > 0 and ${t.kind} in ('grant', 'refund'))
        or (${t.lotId} is not null and ${t.amountCents} <> 0 and ${t.kind} in ('spend', 'returned') and ${t.expiresOn} is null)`,
    ),
    index('store_credit_entries_customer_email_idx').on(t.customerEmail),
    index('store_credit_entries_lot_id_idx').on(t.lotId),
    index('store_credit_entries_order_id_idx').on(t.orderId),
  ],
)
export type StoreCreditEntryRow = typeof storeCreditEntries.$inferSelect
