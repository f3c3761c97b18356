import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { productInputSchema } from '#contracts/catalog'
import type { products as productEndpoints } from '#contracts/catalog-api'
import type { Db } from '#server/db/client'
import { cartItems } from '#server/db/schema/cart'
import { products } from '#server/db/schema/catalog'
import type { StoreOf } from '#server/http/staff-resource'
import { tablePage, type TableListing } from '#server/http/table-page'
import { decimalToCents } from '#server/lib/money'
import type { BackInStockMailContext } from './back-in-stock'
import { closeProductWaitlist, stockReturned } from './product-waitlist'
import { findActiveProduct, listActiveProducts, toProductContract } from './product-queries'

type ProductFields = Partial<z.output<typeof productInputSchema>>

/** Form fields to columns; a tracked stock of 0 means out of stock. */
function toColumns(input: ProductFields) {
  const columns: Partial<typeof products.$inferInsert> = { updatedAt: new Date() }
  if (input.name !== undefined) columns.name = input.name
  if (input.description !== undefined) columns.description = input.description || null
  if (input.price !== undefined) columns.priceCents = decimalToCents(input.price)!
  if (input.category !== undefined) columns.category = input.category
  if (input.unit !== undefined) columns.unit = input.unit || null
  if (input.imageUrl !== undefined) columns.imageUrl = input.imageUrl
  if (input.inStock !== undefined) columns.inStock = input.inStock
  if (input.featured !== undefined) columns.featured = input.featured
  if (input.perishable !== undefined) columns.perishable = input.perishable
  if (input.stockQuantity !== undefined) columns.stockQuantity = input.stockQuantity ?? null
  if (input.harvestDays !== undefined) columns.harvestDays = [...input.harvestDays]
  if (input.harvestCutOffDaysBefore !== undefined)
    columns.harvestCutOffDaysBefore = input.harvestCutOffDaysBefore
  if (input.harvestCutOffTime !== undefined) columns.harvestCutOffTime = input.harvestCutOffTime
  if (input.shipsTo !== undefined) {
    columns.shipStateRule = input.shipsTo.rule
    // "Anywhere" keeps no list: a later rule starts from the states chosen then.
    columns.shipStates = input.shipsTo.rule === 'anywhere' ? [] : [...new Set(input.shipsTo.states)]
    columns.shipRuleReason = input.shipsTo.rule === 'anywhere' ? null : input.shipsTo.reason
  }
  if (input.taxClass !== undefined) columns.taxClass = input.taxClass
  if (input.stockQuantity === 0) columns.inStock = false
  return columns
}

/** Only a product on sale can be changed: a deleted one is kept, inactive, for past orders. */
const onSale = (id: number) => and(eq(products.id, id), eq(products.active, true))

/**
 * The Product Manager's page: products on sale (a deleted one is kept, inactive, for past
 * orders), searched in the name, description, category and unit; in the order they were added
 * by default, as the shop lists them.
 */
const productListing: TableListing<'added' | 'name' | 'price' | 'category', never> = {
  scope: () => eq(products.active, true),
  search: [products.name, products.description, products.category, products.unit],
  sorts: {
    added: products.createdAt,
    name: sql`lower(${products.name})`,
    price: products.priceCents,
    category: [products.category, sql`lower(${products.name})`],
  },
}

/**
 * The Product Manager's store (staff resource routes at /api/products, decision 0020). Changing
 * a product that comes back in stock e-mails the people waiting for it in the same transaction;
 * deleting keeps the row (inactive) so past orders still name it, and takes it out of every cart.
 */
export const productStore = (
  backInStockMail: BackInStockMailContext,
): StoreOf<typeof productEndpoints> => ({
  list: listActiveProducts,
  page: (db, query) =>
    tablePage(db, products, productListing, query, (rows) => rows.map(toProductContract)),
  get: findActiveProduct,
  async create(db, input) {
    const [row] = await db
      .insert(products)
      .values({
        ...toColumns(input),
        name: input.name,
        category: input.category,
        priceCents: decimalToCents(input.price)!,
      })
      .returning()
    return toProductContract(row!)
  },
  update: (db, id, input) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(onSale(id)).for('update')
      if (!before) return null
      const [updated] = await tx
        .update(products)
        .set(toColumns(input))
        .where(eq(products.id, id))
        .returning()
      const wasOut = !before.inStock && updated!.inStock
      const restocked = (updated!.stockQuantity ?? 0) > (before.stockQuantity ?? 0)
      if (wasOut || restocked) {
        await stockReturned(tx as unknown as Db, id, backInStockMail, wasOut)
      }
      return toProductContract(updated!)
    }),
  remove: (db, id) =>
    db.transaction(async (tx) => {
      const [removed] = await tx.select().from(products).where(onSale(id)).for('update')
      if (!removed) return null
      await tx
        .update(products)
        .set({ active: false, featured: false, updatedAt: new Date() })
        .where(eq(products.id, id))
      await tx.delete(cartItems).where(eq(cartItems.productId, id))
      await closeProductWaitlist(tx as unknown as Db, removed, backInStockMail)
      return toProductContract(removed)
    }),
})
