import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { plantCategories, type PlantCategory } from '#contracts/plant-inventory'
import { identityId, timestamps } from '../columns'
import { oneOf } from '../value-check'

/** Grafted trees, plants and vines for sale; quantityAvailable can never go below zero. */
export const plantInventory = pgTable(
  'plant_inventory',
  {
    id: identityId(),
    category: varchar({ length: 50 }).$type<PlantCategory>().notNull(),
    variety: varchar({ length: 100 }).notNull(),
    size: varchar({ length: 50 }).notNull(),
    rootstock: varchar({ length: 100 }),
    description: text(),
    priceCents: integer().notNull(),
    quantityAvailable: integer().default(0).notNull(),
    minOrderQuantity: integer().default(1).notNull(),
    maxOrderQuantity: integer(),
    isAvailable: boolean().default(true).notNull(),
    seasonalAvailability: varchar({ length: 100 }),
    plantingInstructions: text(),
    careInstructions: text(),
    harvestInfo: text(),
    imageUrl: text(),
    tags: text().array().default([]).notNull(),
    ...timestamps(),
  },
  (t) => [
    check('plant_inventory_category_check', oneOf(t.category, plantCategories)),
    check('plant_inventory_price_cents_check', sql`${t.priceCents} >= 0`),
    check('plant_inventory_quantity_available_check', sql`${t.quantityAvailable} >= 0`),
    check('plant_inventory_min_order_quantity_check', sql`${t.minOrderQuantity} >= 1`),
    check(
      'plant_inventory_max_order_quantity_check',
      sql`${t.maxOrderQuantity} is null or ${t.maxOrderQuantity} >= ${t.minOrderQuantity}`,
    ),
    index('plant_inventory_category_idx').on(t.category),
  ],
)
export type PlantInventoryRow = typeof plantInventory.$inferSelect
export type NewPlantInventoryRow = typeof plantInventory.$inferInsert
