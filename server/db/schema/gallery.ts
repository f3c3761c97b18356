import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { identityId, timestamps } from '../columns'

export const photoGallery = pgTable(
  'photo_gallery',
  {
    id: identityId(),
    title: varchar({ length: 255 }).notNull(),
    description: text(),
    imageUrl: text().notNull(),
    category: varchar({ length: 50 }).default('harvest').notNull(),
    /** Comma-separated tags, as the spec has them. */
    tags: text(),
    featured: boolean().default(false).notNull(),
    sortOrder: integer().default(0).notNull(),
    ...timestamps(),
  },
  (t) => [index('photo_gallery_featured_sort_order_idx').on(t.featured, t.sortOrder)],
)
export type PhotoRow = typeof photoGallery.$inferSelect
export type NewPhotoRow = typeof photoGallery.$inferInsert
