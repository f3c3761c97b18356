import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { products } from './catalog'
import { users } from './identity'

/** Analytics events (page views, add-to-cart, ...). `createdAt` is the spec's "timestamp". */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventType: varchar({ length: 50 }).notNull(),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    sessionId: text(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('analytics_events_type_created_at_idx').on(t.eventType, t.createdAt),
    index('analytics_events_product_id_idx').on(t.productId),
  ],
)
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect
export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert
