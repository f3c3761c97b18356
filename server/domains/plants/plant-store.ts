import { eq, sql } from 'drizzle-orm'
import {
  plantCategories,
  plantIsAvailable,
  type Plant,
  type PlantAdmin,
  type PlantCategory,
  type PlantValues,
} from '#contracts/plant-inventory'
import type { plants } from '#contracts/plant-inventory-api'
import type { Db } from '#server/db/client'
import { plantInventory, type PlantInventoryRow } from '#server/db/schema/plants'
import type { StoreOf } from '#server/http/staff-resource'
import { tableStore } from '#server/http/table-store'
import { centsToDecimal, decimalToCents } from '#server/lib/money'

/** A row as staff see it: `isAvailable` is their own switch. */
export function toPlantAdmin(row: PlantInventoryRow): PlantAdmin {
  return {
    id: row.id,
    category: row.category,
    variety: row.variety,
    size: row.size,
    rootstock: row.rootstock,
    description: row.description,
    imageUrl: row.imageUrl,
    price: centsToDecimal(row.priceCents),
    quantityAvailable: row.quantityAvailable,
    isAvailable: row.isAvailable,
    seasonalAvailability: row.seasonalAvailability,
    minOrderQuantity: row.minOrderQuantity,
    maxOrderQuantity: row.maxOrderQuantity,
    plantingInstructions: row.plantingInstructions,
    careInstructions: row.careInstructions,
    harvestInfo: row.harvestInfo,
    tags: row.tags,
  }
}

/** A row as visitors see it: not available when staff switched it off or none are left. */
export function toPlant(row: PlantInventoryRow): Plant {
  const plant = toPlantAdmin(row)
  return { ...plant, isAvailable: plantIsAvailable(plant) }
}

/** The tabs' order (mangos, blackberries, grapes), then variety: the staff list's order. */
const categoryRank = (category: PlantCategory) => plantCategories.indexOf(category)
const inventoryOrder = (a: PlantInventoryRow, b: PlantInventoryRow) =>
  categoryRank(a.category) - categoryRank(b.category) ||
  a.variety.localeCompare(b.variety, 'en') ||
  a.id - b.id

/** Visitors see what they can buy first: by category, available before out of stock, variety. */
const shopOrder = (a: Plant, b: Plant) =>
  categoryRank(a.category) - categoryRank(b.category) ||
  Number(b.isAvailable) - Number(a.isAvailable) ||
  a.variety.localeCompare(b.variety, 'en') ||
  a.id - b.id

/** GET /api/plant-inventory: every plant (out of stock ones too), or one category's. */
export async function listPlants(db: Db, category?: PlantCategory): Promise<Plant[]> {
  const rows = await db
    .select()
    .from(plantInventory)
    .where(category ? eq(plantInventory.category, category) : undefined)
  return rows.map(toPlant).sort(shopOrder)
}

const blankToNull = (value: string | null | undefined) => value || null

function toColumns(input: PlantValues) {
  const priceCents = decimalToCents(input.price)
  // The contract's amount rule admits only what decimalToCents reads.
  if (priceCents === null) throw new TypeError(`unreadable price ${input.price}`)
  return {
    category: input.category,
    variety: input.variety,
    size: input.size,
    rootstock: blankToNull(input.rootstock),
    description: blankToNull(input.description),
    priceCents,
    quantityAvailable: input.quantityAvailable,
    minOrderQuantity: input.minOrderQuantity,
    maxOrderQuantity: input.maxOrderQuantity,
    isAvailable: input.isAvailable,
    seasonalAvailability: blankToNull(input.seasonalAvailability),
    plantingInstructions: blankToNull(input.plantingInstructions),
    careInstructions: blankToNull(input.careInstructions),
    harvestInfo: blankToNull(input.harvestInfo),
    imageUrl: blankToNull(input.imageUrl),
    tags: input.tags,
  }
}

/** A category's place among the tabs (mangos, blackberries, grapes), in SQL. */
const categoryPlace = sql`array_position(array[${sql.join(
  plantCategories.map((category) => sql`${category}`),
  sql`, `,
)}]::text[], ${plantInventory.category}::text)`

/**
 * Plants for the staff resource routes (decision 0020): the page is searched in the variety,
 * category, size, rootstock, description and tags; by default in the tabs' order, then variety.
 */
export const plantStore: StoreOf<typeof plants> = {
  ...tableStore({
    table: plantInventory,
    toItem: toPlantAdmin,
    toColumns,
    search: [
      plantInventory.variety,
      plantInventory.category,
      plantInventory.size,
      plantInventory.rootstock,
      plantInventory.description,
      sql`array_to_string(${plantInventory.tags}, ' ')`,
    ],
    sorts: {
      category: [categoryPlace, sql`lower(${plantInventory.variety})`],
      variety: sql`lower(${plantInventory.variety})`,
      price: plantInventory.priceCents,
      quantity: plantInventory.quantityAvailable,
    },
  }),
  async list(db) {
    const rows = await db.select().from(plantInventory)
    return rows.sort(inventoryOrder).map(toPlantAdmin)
  },
}
