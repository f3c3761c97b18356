import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { productInputSchema, type Product } from '../../../contracts/catalog'
import type { Db } from '../../db/client'
import { cartItems } from '../../db/schema/cart'
import { products } from '../../db/schema/catalog'
import { notFound } from '../../http/http-error'
import { decimalToCents } from '../../lib/money'
import { queueBackInStockNotices, type BackInStockMailContext } from './back-in-stock'
import { toProductContract } from './product-queries'

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
  if (input.stockQuantity === 0) columns.inStock = false
  return columns
}

/** A product staff may still change: on sale (a deleted one is kept inactive). */
async function liveProduct(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  if (!row || !row.active) throw notFound('Product not found')
  return row
}

/** Staff add a product to the shop. */
export async function createProduct(
  { db }: { db: Db },
  input: z.output<typeof productInputSchema>,
): Promise<Product> {
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
}

/**
 * Staff change a product; when it comes back in stock, the people waiting for it are e-mailed in
 * the same transaction. Answers the product before and after the change.
 */
export async function updateProduct(
  { db, backInStockMail }: { db: Db; backInStockMail: BackInStockMailContext },
  id: number,
  input: ProductFields,
): Promise<{ before: Product; product: Product }> {
  const before = await liveProduct(db, id)
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(products)
      .set(toColumns(input))
      .where(eq(products.id, before.id))
      .returning()
    if (!before.inStock && updated!.inStock) {
      await queueBackInStockNotices(tx, updated!, backInStockMail)
    }
    return updated!
  })
  return { before: toProductContract(before), product: toProductContract(row) }
}

/**
 * Staff delete a product: in one transaction it becomes inactive (the row is kept) and leaves every
 * cart. Answers the product before it was deleted.
 */
export async function deleteProduct({ db }: { db: Db }, id: number): Promise<Product> {
  const before = await liveProduct(db, id)
  await db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({ active: false, featured: false, updatedAt: new Date() })
      .where(eq(products.id, before.id))
    await tx.delete(cartItems).where(eq(cartItems.productId, before.id))
  })
  return toProductContract(before)
}
