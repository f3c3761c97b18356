import { integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core'
import { identityId, timestampNow } from '../columns'
import { orders } from './orders'

/** Idempotency keys of mutating requests (checkout): one (scope, key) creates one order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: identityId(),
    scope: varchar({ length: 100 }).notNull(),
    key: varchar({ length: 255 }).notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestampNow(),
  },
  (t) => [unique('idempotency_keys_scope_key_unique').on(t.scope, t.key)],
)
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect
