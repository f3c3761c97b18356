import { check, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { siteContentTypes } from '#contracts/site-content'
import { identityId, timestamps } from '../columns'
import { oneOf } from '../value-check'

/** Editable site text and image blocks, one row per key of contracts/site-content.ts. */
export const siteContent = pgTable(
  'site_content',
  {
    id: identityId(),
    key: varchar({ length: 100 }).notNull().unique(),
    title: text(),
    content: text(),
    imageUrl: text(),
    contentType: varchar({ length: 20 })
      .$type<(typeof siteContentTypes)[number]>()
      .default('text')
      .notNull(),
    description: text(),
    ...timestamps(),
  },
  (t) => [check('site_content_content_type_check', oneOf(t.contentType, siteContentTypes))],
)
export type SiteContentRow = typeof siteContent.$inferSelect
export type NewSiteContentRow = typeof siteContent.$inferInsert

/**
 * Operational settings as JSON values. Known keys: delivery_zip_codes (string[] of 5-digit
 * ZIP codes served by local delivery), farm_notification_email (string), free_shipping (decision
 * 0016), review_request_delay_days (whole days after delivery, default 3; decision 0042).
 */
export const settings = pgTable('settings', {
  key: varchar({ length: 100 }).primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  ...timestamps(),
})
export type SettingRow = typeof settings.$inferSelect
