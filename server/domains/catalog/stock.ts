import { and, eq, gte, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'

/**
 * Takes `quantity` from a product's tracked stock if that much is left, in one conditional
 * UPDATE (the row lock serializes simultaneous buyers, so stock never goes below zero).
 * Reaching 0 marks the product out of stock. Answers false when there is not enough; a product
 * whose stock is not tracked (null) always has enough.
 *
 * With `share`, the holder (who already holds `share.held` units unpaid) may end up holding at
 * most half of the units, rounded up: held + quantity <= ceil((stock + held) / 2), i.e.
 * stock >= held + 2 * quantity - 1. So two or more units left are never all taken by one holder.
 */
export async function reserveStock(
  db: Db,
  productId: number,
  quantity: number,
  share?: { held: number },
): Promise<boolean> {
  const needed = share ? Math.max(quantity, share.held + 2 * quantity - 1) : quantity
  const rows = await db
    .update(products)
    .set({
      stockQuantity: sql`${products.stockQuantity} - ${quantity}`,
      inStock: sql`${products.stockQuantity} - ${quantity} > 0`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(products.id, productId),
        isNotNull(products.stockQuantity),
        gte(products.stockQuantity, needed),
      ),
    )
    .returning({ id: products.id })
  if (rows.length > 0) return true
  const [product] = await db
    .select({ stockQuantity: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId))
  return product !== undefined && product.stockQuantity === null
}

/**
 * Gives reserved stock back; a product that ran out is in stock again. Answers that product when
 * it came back (its stock was 0), so the caller can tell the people waiting for it.
 */
export async function releaseStock(db: Db, productId: number, quantity: number) {
  const [row] = await db
    .update(products)
    .set({
      inStock: sql`case when ${products.stockQuantity} = 0 then true else ${products.inStock} end`,
      stockQuantity: sql`${products.stockQuantity} + ${quantity}`,
      updatedAt: new Date(),
    })
    .where(and(eq(products.id, productId), isNotNull(products.stockQuantity)))
    .returning({ id: products.id, name: products.name, stockQuantity: products.stockQuantity })
  return row && row.stockQuantity === quantity ? { id: row.id, name: row.name } : null
}
