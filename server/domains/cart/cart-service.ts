import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { cartItems, type CartItemRow } from '#server/db/schema/cart'
import { products, type ProductRow } from '#server/db/schema/catalog'
import { productWaitlistEntries } from '#server/db/schema/product-waitlists'
import { badRequest, conflict, HttpError, notFound } from '#server/http/http-error'
import { centsToDecimal } from '#server/lib/money'
import { maxCartLineQuantity, type CartItem } from '#contracts/cart'
import type { SessionData } from '#server/domains/identity/public'

/**
 * Whose cart: the signed-in customer's, or else the visitor's. A visitor's lines are keyed by
 * the session's `visitorId` (stable when the session id rotates) and have no userId.
 */
export type CartOwner = { userId: string } | { visitorId: string }

export const cartOwnerOf = (session: SessionData): CartOwner =>
  session.userId ? { userId: session.userId } : { visitorId: session.visitorId }

const ownerCondition = (owner: CartOwner) =>
  'userId' in owner
    ? eq(cartItems.userId, owner.userId)
    : and(eq(cartItems.sessionId, owner.visitorId), isNull(cartItems.userId))

const ownerColumns = (owner: CartOwner) =>
  'userId' in owner
    ? { userId: owner.userId, sessionId: null }
    : { userId: null, sessionId: owner.visitorId }

/** The conflict target matching the partial unique index of the owner's kind. */
const ownerConflictTarget = (owner: CartOwner) =>
  'userId' in owner
    ? { target: [cartItems.userId, cartItems.productId], targetWhere: isNotNull(cartItems.userId) }
    : { target: [cartItems.sessionId, cartItems.productId], targetWhere: isNull(cartItems.userId) }

export function toCartItemContract(line: CartItemRow, product: ProductRow, held = false): CartItem {
  return {
    id: line.id,
    quantity: line.quantity,
    product: {
      id: product.id,
      name: product.name,
      price: centsToDecimal(product.priceCents),
      unit: product.unit,
      imageUrl: product.imageUrl,
      // Units a waitlist offer holds for this buyer can be bought while the shop has none.
      inStock: isAvailable(product) || held,
      category: product.category,
    },
  }
}

/** Whether a line's claimed waitlist offer still holds its units (decision 0067). */
const heldColumn = sql<boolean>`coalesce(${productWaitlistEntries.status} = 'claimed' and ${productWaitlistEntries.offerExpiresAt} > now(), false)`

/** In stock: the staff switch is on and a counted stock is not used up. */
const isAvailable = (product: ProductRow) =>
  product.active && product.inStock && (product.stockQuantity === null || product.stockQuantity > 0)

/** The most one line of this product may hold: 99, or less when the farm counts its stock. */
const lineLimit = (product: ProductRow) =>
  Math.min(maxCartLineQuantity, product.stockQuantity ?? maxCartLineQuantity)

const outOfStock = (product: ProductRow) =>
  conflict('OUT_OF_STOCK', `${product.name} is out of stock.`)

function overLimit(product: ProductRow, limit: number) {
  if (limit >= maxCartLineQuantity) {
    return badRequest(`You can have at most ${maxCartLineQuantity} of one product in your cart.`, {
      quantity: `At most ${maxCartLineQuantity} of one product`,
    })
  }
  return conflict('INSUFFICIENT_STOCK', `Only ${limit} of ${product.name} left in stock.`, {
    quantity: `At most ${limit}`,
  })
}

/** The owner's lines, oldest first; products taken off the shop are left out. */
export async function listCart(db: Db, owner: CartOwner): Promise<CartItem[]> {
  const rows = await db
    .select({ line: cartItems, product: products, held: heldColumn })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productWaitlistEntries, eq(productWaitlistEntries.id, cartItems.waitlistEntryId))
    .where(and(ownerCondition(owner), eq(products.active, true)))
    .orderBy(asc(cartItems.id))
  return rows.map(({ line, product, held }) => toCartItemContract(line, product, held))
}

async function findOwnLine(db: Db, owner: CartOwner, id: number) {
  const [row] = await db
    .select({ line: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, id), ownerCondition(owner)))
    .limit(1)
  return row ?? null
}

export const cartLineNotFound = () => notFound('This item is not in your cart.')

/**
 * Adds a product (spec 1 §4): a new line with `quantity`, or `quantity` more of an existing line
 * (1 by default, as the product cards add; the product page's quantity picker adds more). One
 * upsert on the owner's unique index, so parallel adds never make two lines; the increment only
 * happens while the line stays within its limit.
 */
export async function addToCart(
  db: Db,
  /** Called once the product may be added, so a refused request starts no visitor session. */
  resolveOwner: () => Promise<CartOwner>,
  input: { productId: number; quantity: number },
): Promise<CartItem> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.active, true)))
    .limit(1)
  if (!product) {
    throw new HttpError(404, 'NOT_FOUND', `Product ${input.productId} was not found.`, {
      productId: 'No such product',
    })
  }
  if (!isAvailable(product)) throw outOfStock(product)
  const limit = lineLimit(product)
  if (input.quantity > limit) throw overLimit(product, limit)

  const owner = await resolveOwner()
  const [line] = await db
    .insert(cartItems)
    .values({ ...ownerColumns(owner), productId: product.id, quantity: input.quantity })
    .onConflictDoUpdate({
      ...ownerConflictTarget(owner),
      set: { quantity: sql`${cartItems.quantity} + ${input.quantity}`, updatedAt: new Date() },
      setWhere: sql`${cartItems.quantity} + ${input.quantity} <= ${limit}`,
    })
    .returning()
  if (!line) throw overLimit(product, limit)
  return toCartItemContract(line, product)
}

/** Sets a line's quantity; 0 or less removes it (answers null). Only more needs stock. */
export async function updateCartItem(
  db: Db,
  owner: CartOwner,
  id: number,
  quantity: number,
): Promise<CartItem | null> {
  const found = await findOwnLine(db, owner, id)
  if (!found) throw cartLineNotFound()
  if (quantity <= 0) {
    await removeCartItem(db, owner, id)
    return null
  }
  const { product } = found
  if (quantity > found.line.quantity) {
    if (!isAvailable(product)) throw outOfStock(product)
    const limit = lineLimit(product)
    if (quantity > limit) throw overLimit(product, limit)
  }
  const [line] = await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.id, id), ownerCondition(owner)))
    .returning()
  if (!line) throw cartLineNotFound()
  return toCartItemContract(line, product)
}

export async function removeCartItem(db: Db, owner: CartOwner, id: number): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), ownerCondition(owner)))
    .returning({ id: cartItems.id })
  if (removed.length === 0) throw cartLineNotFound()
}

export async function clearCart(db: Db, owner: CartOwner): Promise<void> {
  await db.delete(cartItems).where(ownerCondition(owner))
}

/**
 * At sign-in the visitor's lines move to the customer's cart, in one transaction: a product the
 * customer already has gets the quantities added (at most 99 a line), others become new lines.
 */
export async function mergeVisitorCart(db: Db, visitorId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx.delete(cartItems).where(ownerCondition({ visitorId })).returning({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      waitlistEntryId: cartItems.waitlistEntryId,
    })
    if (moved.length === 0) return
    await tx
      .insert(cartItems)
      .values(
        moved.map((line) => ({
          userId,
          sessionId: null,
          productId: line.productId,
          quantity: Math.min(line.quantity, maxCartLineQuantity),
          waitlistEntryId: line.waitlistEntryId,
        })),
      )
      .onConflictDoUpdate({
        ...ownerConflictTarget({ userId }),
        set: {
          quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${maxCartLineQuantity})`,
          waitlistEntryId: sql`coalesce(excluded.waitlist_entry_id, ${cartItems.waitlistEntryId})`,
          updatedAt: new Date(),
        },
      })
  })
}

/**
 * A claimed waitlist offer's units go in the owner's cart (decision 0067): the product's line
 * holds at least that many and names the entry whose hold it spends at checkout.
 */
export async function putHeldUnitsInCart(
  tx: Db,
  owner: CartOwner,
  held: { productId: number; quantity: number; waitlistEntryId: number },
) {
  await tx
    .insert(cartItems)
    .values({ ...ownerColumns(owner), ...held })
    .onConflictDoUpdate({
      ...ownerConflictTarget(owner),
      set: {
        quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)`,
        waitlistEntryId: held.waitlistEntryId,
        updatedAt: new Date(),
      },
    })
}
