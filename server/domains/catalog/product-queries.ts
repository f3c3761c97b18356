import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { products, type ProductRow } from '#server/db/schema/catalog'
import { centsToDecimal } from '#server/lib/money'
import type { Product } from '#contracts/catalog'
import type { Weekday } from '#contracts/farm-settings'
import type { HarvestSchedule } from '#contracts/harvest-days'
import type { ShipsTo } from '#contracts/plant-shipping'

export function toProductContract(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToDecimal(row.priceCents),
    unit: row.unit,
    category: row.category,
    imageUrl: row.imageUrl,
    inStock: row.inStock,
    featured: row.featured,
    perishable: row.perishable,
    stockQuantity: row.stockQuantity,
    ...harvestScheduleOf(row),
    shipsTo: shipsToOf(row),
    taxClass: row.taxClass,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** A product's harvest days and order cut-off (issue 26), as the harvest rules read them. */
export const harvestScheduleOf = (row: ProductRow): HarvestSchedule => ({
  harvestDays: row.harvestDays as Weekday[],
  harvestCutOffDaysBefore: row.harvestCutOffDaysBefore,
  harvestCutOffTime: row.harvestCutOffTime,
})

/** Where a product may be shipped (decision 0061), as the shipping rule reads it. */
export const shipsToOf = (row: ProductRow): ShipsTo => ({
  rule: row.shipStateRule,
  states: row.shipStates as ShipsTo['states'],
  reason: row.shipRuleReason,
})

/** Products the shop offers (inactive ones are hidden), in catalogue order. */
export async function listActiveProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
  return rows.map(toProductContract)
}

export async function findActiveProduct(db: Db, id: number): Promise<Product | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)))
    .limit(1)
  return row ? toProductContract(row) : null
}
