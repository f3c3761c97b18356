import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { timestampTz } from '../columns'

/** Fixed-window rate-limit counters shared by all app instances. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().default(0).notNull(),
    resetAt: timestampTz().notNull(),
  },
  (t) => [
    check('rate_limits_count_check', sql`${t.count} >= 0`),
    index('rate_limits_reset_at_idx').on(t.resetAt),
  ],
)
export type RateLimitRow = typeof rateLimits.$inferSelect
