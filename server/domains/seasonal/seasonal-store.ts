import { asc, eq } from 'drizzle-orm'
import {
  seasonalCategories,
  seasonalThemeOf,
  type SeasonalCategory,
  type SeasonalItem,
  type SeasonalItemAdmin,
  type SeasonalItemUpdate,
  type SeasonalItemValues,
} from '#contracts/seasonal'
import type { Db } from '#server/db/client'
import { seasonalAvailability, type SeasonalAvailabilityRow } from '#server/db/schema/seasonal'
import type { ResourceStore } from '#server/http/staff-resource'

const asCategory = (category: string): SeasonalCategory =>
  (seasonalCategories as readonly string[]).includes(category)
    ? (category as SeasonalCategory)
    : 'fresh'

const months = (list: readonly number[]) =>
  [...new Set(list)].filter((month) => month >= 0 && month <= 11).sort((a, b) => a - b)

/** A row as visitors see it (no isActive, no timestamps); `color` read as a theme's name. */
export function toSeasonalItem(row: SeasonalAvailabilityRow): SeasonalItem {
  return {
    id: row.id,
    productName: row.productName,
    category: asCategory(row.category),
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

const byId = (id: number) => eq(seasonalAvailability.id, id)

async function setColumns(
  db: Db,
  id: number,
  columns: Partial<typeof seasonalAvailability.$inferInsert>,
): Promise<SeasonalItemAdmin | null> {
  const [row] = await db
    .update(seasonalAvailability)
    .set({ ...columns, updatedAt: new Date() })
    .where(byId(id))
    .returning()
  return row ? toSeasonalItemAdmin(row) : null
}

/** Seasonal items for the staff resource routes (decision 0020). */
export const seasonalStore: ResourceStore<
  SeasonalItemAdmin,
  SeasonalItemValues,
  SeasonalItemUpdate
> = {
  async list(db) {
    const rows = await db
      .select()
      .from(seasonalAvailability)
      .orderBy(...calendarOrder)
    return rows.map(toSeasonalItemAdmin)
  },
  async get(db, id) {
    const [row] = await db.select().from(seasonalAvailability).where(byId(id)).limit(1)
    return row ? toSeasonalItemAdmin(row) : null
  },
  async create(db, input) {
    const now = new Date()
    const [row] = await db
      .insert(seasonalAvailability)
      .values({ ...toColumns(input), createdAt: now, updatedAt: now })
      .returning()
    return toSeasonalItemAdmin(row!)
  },
  async update(db, id, input) {
    // Spec 3 §7: PUT carries the full body, or only isActive.
    return setColumns(db, id, 'productName' in input ? toColumns(input) : input)
  },
  async remove(db, id) {
    const [row] = await db.delete(seasonalAvailability).where(byId(id)).returning()
    return row ? toSeasonalItemAdmin(row) : null
  },
}

/** PATCH .../:id `{ isActive }`: shown on or hidden from the calendar. */
export const setSeasonalItemActive = (db: Db, id: number, isActive: boolean) =>
  setColumns(db, id, { isActive })
