import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { seasonalCategories, type SeasonalCategory } from '#contracts/seasonal'
import { identityId, timestamps } from '../columns'
import { oneOf } from '../value-check'

/** Seasonal availability items; month arrays hold indexes 0-11. */
export const seasonalAvailability = pgTable(
  'seasonal_availability',
  {
    id: identityId(),
    productName: varchar({ length: 255 }).notNull(),
    category: varchar({ length: 50 }).$type<SeasonalCategory>().default('fresh').notNull(),
    description: text().notNull(),
    icon: varchar({ length: 10 }),
    color: varchar({ length: 100 }),
    peakSeasonMonths: integer().array().default([]).notNull(),
    availableSeasonMonths: integer().array().default([]).notNull(),
    isActive: boolean().default(true).notNull(),
    ...timestamps(),
  },
  (t) => [
    check('seasonal_availability_category_check', oneOf(t.category, seasonalCategories)),
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
