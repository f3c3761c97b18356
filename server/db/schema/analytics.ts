import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { identityId, timestampNow } from '../columns'
import { products } from './catalog'
import { users } from './identity'

/** Analytics events (page views, add-to-cart, ...). `createdAt` is the spec's "timestamp". */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: identityId(),
    eventType: varchar({ length: 50 }).notNull(),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    sessionId: text(),
    metadata: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestampNow(),
  },
  (t) => [
    index('analytics_events_type_created_at_idx').on(t.eventType, t.createdAt),
    index('analytics_events_product_id_idx').on(t.productId),
  ],
)
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect
export type NewAnalyticsEventRow = typeof analyticsEvents.$inferInsert
