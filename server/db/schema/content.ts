import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'

export const siteContentTypeValues = ['text', 'image', 'text_with_image'] as const

/** Editable site text and image blocks, one row per key of contracts/site-content.ts. */
export const siteContent = pgTable(
  'site_content',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: varchar({ length: 100 }).notNull().unique(),
    title: text(),
    content: text(),
    imageUrl: text(),
    contentType: varchar({ length: 20 })
      .$type<(typeof siteContentTypeValues)[number]>()
      .default('text')
      .notNull(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check(
      'site_content_content_type_check',
      sql`${t.contentType} in ('text', 'image', 'text_with_image')`,
    ),
  ],
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
  createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
})
export type SettingRow = typeof settings.$inferSelect

export const blogCategories = [
  'Farm Updates',
  'Harvest Updates',
  'Growing Tips',
  'Recipes',
  'Events',
  'News',
] as const

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: varchar({ length: 255 }).notNull(),
    slug: varchar({ length: 255 }).notNull().unique(),
    excerpt: text(),
    content: text().notNull(),
    imageUrl: text(),
    category: varchar({ length: 100 }).default('Farm Updates').notNull(),
    published: boolean().default(false).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('blog_posts_published_created_at_idx').on(t.published, t.createdAt)],
)
export type BlogPostRow = typeof blogPosts.$inferSelect
export type NewBlogPostRow = typeof blogPosts.$inferInsert

/** Comments are created unapproved; only approved ones are public. authorEmail is never public. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    blogPostId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    authorName: varchar({ length: 100 }).notNull(),
    authorEmail: varchar({ length: 255 }).notNull(),
    content: text().notNull(),
    isApproved: boolean().default(false).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('blog_comments_post_approved_idx').on(t.blogPostId, t.isApproved)],
)
export type BlogCommentRow = typeof blogComments.$inferSelect
export type NewBlogCommentRow = typeof blogComments.$inferInsert

export const recipeDifficulties = ['easy', 'medium', 'hard'] as const

export const recipes = pgTable(
  'recipes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: varchar({ length: 255 }).notNull(),
    slug: varchar({ length: 255 }).notNull().unique(),
    description: text(),
    ingredients: text().array().notNull(),
    instructions: text().array().notNull(),
    /** Minutes. */
    prepTime: integer(),
    /** Minutes. */
    cookTime: integer(),
    servings: integer().default(1).notNull(),
    difficulty: varchar({ length: 20 })
      .$type<(typeof recipeDifficulties)[number]>()
      .default('easy')
      .notNull(),
    featuredProducts: text().array().default([]).notNull(),
    imageUrl: varchar({ length: 500 }),
    category: varchar({ length: 100 }),
    published: boolean().default(true).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check('recipes_prep_time_check', sql`${t.prepTime} >= 0`),
    check('recipes_cook_time_check', sql`${t.cookTime} >= 0`),
    check('recipes_servings_check', sql`${t.servings} >= 1`),
    check('recipes_difficulty_check', sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    index('recipes_published_idx').on(t.published),
  ],
)
export type RecipeRow = typeof recipes.$inferSelect
export type NewRecipeRow = typeof recipes.$inferInsert

export const photoGallery = pgTable(
  'photo_gallery',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: varchar({ length: 255 }).notNull(),
    description: text(),
    imageUrl: text().notNull(),
    category: varchar({ length: 50 }).default('harvest').notNull(),
    /** Comma-separated tags, as the spec has them. */
    tags: text(),
    featured: boolean().default(false).notNull(),
    sortOrder: integer().default(0).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('photo_gallery_featured_sort_order_idx').on(t.featured, t.sortOrder)],
)
export type PhotoRow = typeof photoGallery.$inferSelect
export type NewPhotoRow = typeof photoGallery.$inferInsert

/** One row per month (month index 0-11, January = 0) with farm happenings. */
export const seasonalCalendar = pgTable(
  'seasonal_calendar',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    month: integer().notNull().unique(),
    events: text().array().default([]).notNull(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [check('seasonal_calendar_month_check', sql`${t.month} between 0 and 11`)],
)
export type SeasonalCalendarRow = typeof seasonalCalendar.$inferSelect

export const seasonalCategories = ['fresh', 'honey', 'plants'] as const

/** Seasonal availability items; month arrays hold indexes 0-11. */
export const seasonalAvailability = pgTable(
  'seasonal_availability',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productName: varchar({ length: 255 }).notNull(),
    category: varchar({ length: 50 })
      .$type<(typeof seasonalCategories)[number]>()
      .default('fresh')
      .notNull(),
    description: text().notNull(),
    icon: varchar({ length: 10 }),
    color: varchar({ length: 100 }),
    peakSeasonMonths: integer().array().default([]).notNull(),
    availableSeasonMonths: integer().array().default([]).notNull(),
    isActive: boolean().default(true).notNull(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check(
      'seasonal_availability_category_check',
      sql`${t.category} in ('fresh', 'honey', 'plants')`,
    ),
    check(
      'seasonal_availability_peak_months_check',
      sql`${t.peakSeasonMonths} <@ array[0,1,2,3,4,5,6,7,8,9,10,11]`,
    ),
    check(
      'seasonal_availability_available_months_check',
      sql`${t.availableSeasonMonths} <@ array[0,1,2,3,4,5,6,7,8,9,10,11]`,
    ),
    index('seasonal_availability_category_idx').on(t.category),
  ],
)
export type SeasonalAvailabilityRow = typeof seasonalAvailability.$inferSelect
export type NewSeasonalAvailabilityRow = typeof seasonalAvailability.$inferInsert
