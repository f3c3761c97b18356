import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import {
  seasonalCategories,
  seasonalThemeOf,
  type SeasonalItem,
  type SeasonalItemAdmin,
  type SeasonalItemUpdate,
  type SeasonalItemValues,
  type SeasonalStat,
} from '#contracts/seasonal'
import type { seasonalItems } from '#contracts/seasonal-api'
import type { StaffSortOf } from '#contracts/staff-resource-endpoints'
import type { Db } from '#server/db/client'
import { seasonalAvailability, type SeasonalAvailabilityRow } from '#server/db/schema/seasonal'
import { tableStore } from '#server/http/table-store'
import { listedOr } from '#server/lib/listed-value'

const months = (list: readonly number[]) =>
  [...new Set(list)].filter((month) => month >= 0 && month <= 11).sort((a, b) => a - b)

/** A row as visitors see it (no isActive, no timestamps); `color` read as a theme's name. */
export function toSeasonalItem(row: SeasonalAvailabilityRow): SeasonalItem {
  return {
    id: row.id,
    productName: row.productName,
    category: listedOr(seasonalCategories, row.category, 'fresh'),
    description: row.description,
    icon: row.icon,
    color: seasonalThemeOf(row.color),
    peakSeasonMonths: months(row.peakSeasonMonths),
    availableSeasonMonths: months(row.availableSeasonMonths),
  }
}

export function toSeasonalItemAdmin(row: SeasonalAvailabilityRow): SeasonalItemAdmin {
  return { ...toSeasonalItem(row), isActive: row.isActive }
}

/** By category (fresh, honey, plants), then product name. */
const calendarOrder = [
  asc(seasonalAvailability.category),
  asc(seasonalAvailability.productName),
  asc(seasonalAvailability.id),
] as const

/** GET /api/seasonal-availability: active entries only (spec 3 §4: inactive ones are hidden). */
export async function listSeasonalItems(db: Db): Promise<SeasonalItem[]> {
  const rows = await db
    .select()
    .from(seasonalAvailability)
    .where(eq(seasonalAvailability.isActive, true))
    .orderBy(...calendarOrder)
  return rows.map(toSeasonalItem)
}

function toColumns(input: SeasonalItemValues) {
  return {
    productName: input.productName,
    category: input.category,
    description: input.description,
    icon: input.icon,
    color: input.color,
    peakSeasonMonths: input.peakSeasonMonths,
    availableSeasonMonths: input.availableSeasonMonths,
    isActive: input.isActive,
  }
}

/** The admin's figures: how many entries each category has, and how many of them are shown. */
const categoryCounts = Object.fromEntries(
  seasonalCategories.flatMap((category) => {
    const inCategory = eq(seasonalAvailability.category, category)
    return [
      [category, sql`count(*) filter (where ${inCategory})`],
      [
        `${category}Visible`,
        sql`count(*) filter (where ${and(inCategory, eq(seasonalAvailability.isActive, true))})`,
      ],
    ]
  }),
) as Record<SeasonalStat, SQL>

/**
 * Seasonal items for the staff resource routes (decision 0020); the page is searched in the
 * product name, description and category, by category then name by default.
 */
export const seasonalStore = tableStore<
  typeof seasonalAvailability,
  SeasonalItemAdmin,
  SeasonalItemValues,
  SeasonalItemUpdate,
  StaffSortOf<typeof seasonalItems>,
  SeasonalStat
>({
  table: seasonalAvailability,
  toItem: toSeasonalItemAdmin,
  toColumns,
  // Spec 3 §7: PUT carries the full body, or only isActive.
  updateColumns: (input) => ('productName' in input ? toColumns(input) : input),
  listOrder: calendarOrder,
  search: [
    seasonalAvailability.productName,
    seasonalAvailability.description,
    seasonalAvailability.category,
  ],
  sorts: {
    category: [seasonalAvailability.category, sql`lower(${seasonalAvailability.productName})`],
    name: sql`lower(${seasonalAvailability.productName})`,
  },
  stats: categoryCounts,
})

/** PATCH .../:id `{ isActive }`: shown on or hidden from the calendar. */
export const setSeasonalItemActive = (db: Db, id: number, isActive: boolean) =>
  seasonalStore.setColumns(db, id, { isActive })
