import { addHours } from 'date-fns'
import { and, asc, count, eq, gt, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm'
import { formatFarmInstant } from '#contracts/farm-time'
import {
  openProductWaitlistStatuses,
  productWaitlistLink,
  type ProductWaitlistEntry,
  type ProductWaitlistJoin,
  type StaffProductWaitlistEntry,
} from '#contracts/product-waitlist'
import type { Db } from '#server/db/client'
import { products, type ProductRow } from '#server/db/schema/catalog'
import {
  productWaitlistEntries,
  type ProductWaitlistEntryRow,
} from '#server/db/schema/product-waitlists'
import { conflict, notFound } from '#server/http/http-error'
import { signedIdLinks } from '#server/lib/signed-id-links'
import { putHeldUnitsInCart, type CartOwner } from '#server/domains/cart/public'
import { readSiteTexts } from '#server/domains/content/public'
import { readFarmSettings, readFarmTimeZone } from '#server/domains/settings/public'
import { queueBackInStockNotices, type BackInStockMailContext } from './back-in-stock'
import { releaseStock, reserveStock } from './stock'

/*
 * Waitlists of sold-out products (issue 26, decision 0067). An offer takes its units out of the
 * product's stock (`reserveStock`, never below zero) into the entry's `heldQuantity`, so nobody
 * else can buy them; claiming puts them in the customer's cart, still held; checkout moves them
 * into the order. Every step locks the product's row first, then the entry, so offers, claims,
 * checkouts, releases and the job take turns per product and units are never promised twice.
 */

const links = signedIdLinks({
  secretKey: 'waitlist_link_secret',
  purpose: 'product-waitlist-entry',
  prefix: 'p',
})
const entryToken = async (db: Db, id: number) => (await links.maker(db))(id)

const lockProduct = async (tx: Db, productId: number) => {
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update')
  return product ?? null
}

const lockEntry = async (tx: Db, id: number) => {
  const [entry] = await tx
    .select()
    .from(productWaitlistEntries)
    .where(eq(productWaitlistEntries.id, id))
    .for('update')
  return entry ?? null
}

const isOpen = (entry: ProductWaitlistEntryRow) =>
  (openProductWaitlistStatuses as readonly string[]).includes(entry.status)

const holds = (entry: ProductWaitlistEntryRow, now: Date) =>
  (entry.status === 'offered' || entry.status === 'claimed') && entry.offerExpiresAt! > now

async function queueWaitlistMail(
  tx: Db,
  mail: BackInStockMailContext,
  entry: ProductWaitlistEntryRow,
  product: Pick<ProductRow, 'id' | 'name'>,
  kind: 'joined' | 'offered' | 'closed',
) {
  const [texts, farm, timeZone] = await Promise.all([
    readSiteTexts(tx),
    readFarmSettings(tx),
    readFarmTimeZone(tx),
  ])
  const link = productWaitlistLink(mail.publicUrl, product.id, await entryToken(tx, entry.id))
  const what = `${entry.quantity} × ${product.name}`
  const message = {
    joined: {
      subject: `You are on the waitlist: ${product.name}`,
      lines: [
        `You are on the waitlist for ${what}.`,
        'When it is back in stock we hold it for you and e-mail you a link to buy it.',
        '',
        `See your place or leave the waitlist: ${link}`,
      ],
    },
    offered: {
      subject: `Held for you: ${product.name}`,
      lines: [
        `${product.name} is back, and we are holding ${what} for you until ${formatFarmInstant(entry.offerExpiresAt ?? new Date(), timeZone)}; after that it goes to the next person waiting.`,
        '',
        `Put it in your cart and check out (or let it go): ${link}`,
      ],
    },
    closed: {
      subject: `No longer sold: ${product.name}`,
      lines: [`We are sorry: we no longer sell ${product.name}, so its waitlist is closed.`],
    },
  }[kind]
  const hello = `Hello ${entry.customerName.replace(/\s+/g, ' ').trim()},`
  const signOff = ['', texts.text('farm_name'), farm.phone].filter((line) => line !== '')
  await mail.queueMail(
    {
      to: entry.customerEmail,
      subject: message.subject,
      text: [hello, '', ...message.lines, ...signOff].join('\n'),
    },
    { db: tx },
  )
}

/**
 * Offers a product's free stock to its waitlist, first come first served among the entries that
 * fit: each offer takes its units from the stock and is e-mailed. Runs in the caller's
 * transaction and takes the product's row lock; answers how many offers.
 */
export async function offerFreedStock(
  tx: Db,
  productId: number,
  mail: BackInStockMailContext,
  now = new Date(),
) {
  const product = await lockProduct(tx, productId)
  // Staff who switched a product off the shop keep its stock from the waitlist too.
  if (!product?.active || !product.inStock || (product.stockQuantity ?? 0) <= 0) return 0
  const waiting = await tx
    .select()
    .from(productWaitlistEntries)
    .where(
      and(
        eq(productWaitlistEntries.productId, productId),
        eq(productWaitlistEntries.status, 'waiting'),
      ),
    )
    .orderBy(asc(productWaitlistEntries.id))
  let left = product.stockQuantity!
  let offers = 0
  const offerExpiresAt = addHours(now, (await readFarmSettings(tx)).waitlistHoldHours)
  for (const entry of waiting) {
    if (left <= 0) break
    if (entry.quantity > left) continue
    if (!(await reserveStock(tx, productId, entry.quantity))) continue
    const [offered] = await tx
      .update(productWaitlistEntries)
      .set({
        status: 'offered',
        heldQuantity: entry.quantity,
        offeredAt: now,
        offerExpiresAt,
        updatedAt: now,
      })
      .where(
        and(eq(productWaitlistEntries.id, entry.id), eq(productWaitlistEntries.status, 'waiting')),
      )
      .returning()
    if (!offered) {
      await releaseStock(tx, productId, entry.quantity)
      continue
    }
    left -= entry.quantity
    offers += 1
    await queueWaitlistMail(tx, mail, offered, product, 'offered')
  }
  return offers
}

/**
 * Stock came back to a product (a restock, a released order, a hold let go): the waitlist is
 * offered it first, and when some is still for sale and the product had run out, the people who
 * asked for a back-in-stock e-mail are told.
 */
export async function stockReturned(
  tx: Db,
  productId: number,
  mail: BackInStockMailContext,
  wasOut: boolean,
  now = new Date(),
) {
  await offerFreedStock(tx, productId, mail, now)
  if (!wasOut) return
  const [product] = await tx.select().from(products).where(eq(products.id, productId))
  if (product?.active && product.inStock && (product.stockQuantity ?? 1) > 0) {
    await queueBackInStockNotices(tx, product, mail)
  }
}

/** Gives an entry's held units back to the stock and ends it; the product must be locked. */
async function endEntry(
  tx: Db,
  entry: ProductWaitlistEntryRow,
  status: 'left' | 'expired' | 'closed',
  mail: BackInStockMailContext | null,
  now: Date,
) {
  await tx
    .update(productWaitlistEntries)
    .set({ status, heldQuantity: 0, updatedAt: now })
    .where(eq(productWaitlistEntries.id, entry.id))
  if (entry.heldQuantity === 0) return
  const cameBack = await releaseStock(tx, entry.productId, entry.heldQuantity)
  if (mail) await stockReturned(tx, entry.productId, mail, cameBack !== null, now)
}

/**
 * A customer joins a product's waitlist for a quantity. 409 naming `quantity` when the shop has
 * that many for sale and nobody waits (order it instead); one open entry per e-mail and product.
 */
export async function joinProductWaitlist(
  db: Db,
  mail: BackInStockMailContext,
  productId: number,
  request: ProductWaitlistJoin,
  userId: string | null,
  now = new Date(),
) {
  const id = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const product = await lockProduct(tx, productId)
    if (!product?.active) throw notFound('Product not found')
    if (product.stockQuantity === null) {
      const message = 'This product has no waitlist: ask to be e-mailed when it is back instead'
      throw conflict('NO_WAITLIST', message, { quantity: message })
    }
    const [waiting] = await tx
      .select({ count: count() })
      .from(productWaitlistEntries)
      .where(
        and(
          eq(productWaitlistEntries.productId, productId),
          eq(productWaitlistEntries.status, 'waiting'),
        ),
      )
    const forSale = product.inStock ? product.stockQuantity : 0
    if (forSale >= request.quantity && (waiting?.count ?? 0) === 0) {
      const message = `${forSale} in stock: you can order them now`
      throw conflict('IN_STOCK', message, { quantity: message })
    }
    const [already] = await tx
      .select({ id: productWaitlistEntries.id })
      .from(productWaitlistEntries)
      .where(
        and(
          eq(productWaitlistEntries.productId, productId),
          inArray(productWaitlistEntries.status, [...openProductWaitlistStatuses]),
          sql`lower(${productWaitlistEntries.customerEmail}) = lower(${request.customerEmail})`,
        ),
      )
    if (already) {
      const message = 'This e-mail address is already on the waitlist of this product'
      throw conflict('ALREADY_WAITING', message, { customerEmail: message })
    }
    const [entry] = await tx
      .insert(productWaitlistEntries)
      .values({
        productId,
        userId,
        customerName: request.customerName,
        customerEmail: request.customerEmail,
        quantity: request.quantity,
      })
      .returning()
    await queueWaitlistMail(tx, mail, entry!, product, 'joined')
    // Stock that the entries before could not use may fit this one: offered at once.
    if (forSale > 0) await offerFreedStock(tx, productId, mail, now)
    return entry!.id
  })
  return { token: await entryToken(db, id), entry: await entryView(db, id) }
}

async function entryView(db: Db, id: number): Promise<ProductWaitlistEntry> {
  const [found] = await db
    .select({ entry: productWaitlistEntries, productName: products.name })
    .from(productWaitlistEntries)
    .innerJoin(products, eq(products.id, productWaitlistEntries.productId))
    .where(eq(productWaitlistEntries.id, id))
  if (!found) throw notFound('This waitlist link is not valid')
  const { entry, productName } = found
  const [ahead] =
    entry.status === 'waiting'
      ? await db
          .select({ count: count() })
          .from(productWaitlistEntries)
          .where(
            and(
              eq(productWaitlistEntries.productId, entry.productId),
              eq(productWaitlistEntries.status, 'waiting'),
              lt(productWaitlistEntries.id, entry.id),
            ),
          )
      : []
  return {
    status: entry.status,
    customerName: entry.customerName,
    productId: entry.productId,
    productName,
    quantity: entry.quantity,
    ahead: ahead ? ahead.count : null,
    offerExpiresAt:
      entry.status === 'offered' || entry.status === 'claimed'
        ? entry.offerExpiresAt!.toISOString()
        : null,
  }
}

async function entryOfToken(db: Db, token: string) {
  const id = await links.read(db, token)
  if (id === null) throw notFound('This waitlist link is not valid')
  return id
}

/** The entry and its product, both locked (the product first, as every change of stock does). */
async function lockEntryAndProduct(tx: Db, id: number) {
  const [found] = await tx
    .select({ productId: productWaitlistEntries.productId })
    .from(productWaitlistEntries)
    .where(eq(productWaitlistEntries.id, id))
  if (!found) throw notFound('This waitlist link is not valid')
  const product = (await lockProduct(tx, found.productId))!
  return { product, entry: (await lockEntry(tx, id))! }
}

/** GET /api/product-waitlist/:token: the customer's entry, its place in line or its offer. */
export async function readProductWaitlistEntry(db: Db, token: string) {
  return entryView(db, await entryOfToken(db, token))
}

/**
 * POST /api/product-waitlist/:token/claim: the offer's held units go in the caller's cart, held
 * until the offer's time (a second claim puts them in the caller's cart again). 409 when the
 * offer has lapsed or there is none.
 */
export async function claimProductWaitlistOffer(
  db: Db,
  token: string,
  owner: CartOwner,
  now = new Date(),
) {
  return changeEntryOfToken(db, token, async (tx, entry) => {
    if (entry.status === 'ordered') return
    if (entry.status !== 'offered' && entry.status !== 'claimed') {
      throw conflict('NO_OFFER', 'There is no offer to claim on this waitlist place.')
    }
    if (!holds(entry, now)) {
      throw conflict('OFFER_LAPSED', 'This offer has lapsed and passed to the next person waiting.')
    }
    await tx
      .update(productWaitlistEntries)
      .set({ status: 'claimed', updatedAt: now })
      .where(eq(productWaitlistEntries.id, entry.id))
    await putHeldUnitsInCart(tx, owner, {
      productId: entry.productId,
      quantity: entry.heldQuantity,
      waitlistEntryId: entry.id,
    })
  })
}

/** POST /api/product-waitlist/:token/leave: the customer leaves, or lets an offer go at once. */
export async function leaveProductWaitlist(
  db: Db,
  mail: BackInStockMailContext,
  token: string,
  now = new Date(),
) {
  return changeEntryOfToken(db, token, async (tx, entry) => {
    if (isOpen(entry)) await endEntry(tx, entry, 'left', mail, now)
  })
}

/** Changes the entry a link names under its locks, then answers the entry as it is now. */
async function changeEntryOfToken(
  db: Db,
  token: string,
  change: (tx: Db, entry: ProductWaitlistEntryRow) => Promise<void>,
) {
  const id = await entryOfToken(db, token)
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const { entry } = await lockEntryAndProduct(tx, id)
    await change(tx, entry)
  })
  return entryView(db, id)
}

/** DELETE /api/admin/product-waitlist/:id: staff take an entry off; answers its product. */
export async function removeProductWaitlistEntry(
  db: Db,
  mail: BackInStockMailContext,
  id: number,
  now = new Date(),
) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const [exists] = await tx
      .select({ id: productWaitlistEntries.id })
      .from(productWaitlistEntries)
      .where(eq(productWaitlistEntries.id, id))
    if (!exists) throw notFound('Waitlist entry not found')
    const { entry } = await lockEntryAndProduct(tx, id)
    if (isOpen(entry)) await endEntry(tx, entry, 'left', mail, now)
    return entry.productId
  })
}

/**
 * The waitlist job (every minute): lapsed offers give their units back and pass them on, and
 * products with waiting entries offer whatever stock they have. Answers the offers made.
 */
export async function passProductWaitlistOffers(
  db: Db,
  mail: BackInStockMailContext,
  now = new Date(),
) {
  const lapsed = await db
    .select({ id: productWaitlistEntries.id })
    .from(productWaitlistEntries)
    .where(
      and(
        inArray(productWaitlistEntries.status, ['offered', 'claimed']),
        lte(productWaitlistEntries.offerExpiresAt, now),
      ),
    )
    .orderBy(asc(productWaitlistEntries.id))
  for (const { id } of lapsed) {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      const { entry } = await lockEntryAndProduct(tx, id)
      if (isOpen(entry) && entry.status !== 'waiting' && !holds(entry, now)) {
        await endEntry(tx, entry, 'expired', mail, now)
      }
    })
  }
  const stocked = await db
    .selectDistinct({ productId: productWaitlistEntries.productId })
    .from(productWaitlistEntries)
    .innerJoin(products, eq(products.id, productWaitlistEntries.productId))
    .where(
      and(
        eq(productWaitlistEntries.status, 'waiting'),
        eq(products.active, true),
        eq(products.inStock, true),
        gt(products.stockQuantity, 0),
      ),
    )
  let offers = 0
  for (const { productId } of stocked) {
    offers += await db.transaction((tx) =>
      offerFreedStock(tx as unknown as Db, productId, mail, now),
    )
  }
  return offers
}

/** A product taken off the shop: its open entries are closed and told, held units go back. */
export async function closeProductWaitlist(
  tx: Db,
  product: Pick<ProductRow, 'id' | 'name'>,
  mail: BackInStockMailContext,
  now = new Date(),
) {
  const open = await tx
    .select()
    .from(productWaitlistEntries)
    .where(
      and(
        eq(productWaitlistEntries.productId, product.id),
        inArray(productWaitlistEntries.status, [...openProductWaitlistStatuses]),
      ),
    )
    .for('update')
  for (const entry of open) {
    await endEntry(tx, entry, 'closed', null, now)
    await queueWaitlistMail(tx, mail, entry, product, 'closed')
  }
}

/** A product's entries, in line order (staff). */
export async function productWaitlist(
  db: Db,
  productId: number,
): Promise<StaffProductWaitlistEntry[]> {
  const rows = await db
    .select()
    .from(productWaitlistEntries)
    .where(eq(productWaitlistEntries.productId, productId))
    .orderBy(asc(productWaitlistEntries.id))
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    quantity: row.quantity,
    createdAt: row.createdAt.toISOString(),
    offerExpiresAt:
      row.status === 'offered' || row.status === 'claimed'
        ? row.offerExpiresAt!.toISOString()
        : null,
    orderId: row.orderId,
  }))
}

// ------------------------------------------------------------------ checkout and released orders

/**
 * The cart lines' claimed offers that still hold units (product id → entry id): checkout may sell
 * these products though the shop has none left. Read without locks; `takeWaitlistHold` checks
 * again under them.
 */
export async function liveWaitlistHolds(
  db: Db,
  lines: readonly { productId: number; waitlistEntryId: number | null }[],
  now: Date,
) {
  const ids = lines.flatMap((line) => (line.waitlistEntryId ? [line.waitlistEntryId] : []))
  if (ids.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ id: productWaitlistEntries.id, productId: productWaitlistEntries.productId })
    .from(productWaitlistEntries)
    .where(
      and(
        inArray(productWaitlistEntries.id, ids),
        eq(productWaitlistEntries.status, 'claimed'),
        gt(productWaitlistEntries.offerExpiresAt, now),
      ),
    )
  return new Map(rows.map((row) => [row.productId, row.id]))
}

/**
 * Checkout spends a claimed offer's held units on an order line of `quantity`: answers how many
 * the hold covers (the rest is reserved from the stock as usual). Units held beyond the line go
 * back to the stock and the next entries. The entry is `ordered` and names the order once it is
 * written (`bindWaitlistHolds`).
 */
export async function takeWaitlistHold(
  tx: Db,
  entryId: number,
  quantity: number,
  mail: BackInStockMailContext,
  now: Date,
) {
  const { entry } = await lockEntryAndProduct(tx, entryId)
  if (entry.status !== 'claimed' || !holds(entry, now)) return 0
  const covered = Math.min(entry.heldQuantity, quantity)
  await tx
    .update(productWaitlistEntries)
    .set({ status: 'ordered', heldQuantity: 0, updatedAt: now })
    .where(eq(productWaitlistEntries.id, entryId))
  const spare = entry.heldQuantity - covered
  if (spare > 0) {
    const cameBack = await releaseStock(tx, entry.productId, spare)
    await stockReturned(tx, entry.productId, mail, cameBack !== null, now)
  }
  return covered
}

/** The entries whose held units an order took now name it. */
export async function bindWaitlistHolds(tx: Db, entryIds: readonly number[], orderId: number) {
  if (entryIds.length === 0) return
  await tx
    .update(productWaitlistEntries)
    .set({ orderId })
    .where(inArray(productWaitlistEntries.id, [...entryIds]))
}

/**
 * An unpaid order that took a waitlist hold is released (it lapsed or was replaced): while the
 * offer's time lasts, its units go back to the entry's hold, claimed again (the customer may try
 * once more). Answers how many units of the line went back to the hold; the product is locked.
 */
export async function returnWaitlistHold(
  tx: Db,
  orderId: number,
  productId: number,
  quantity: number,
  now: Date,
) {
  await lockProduct(tx, productId)
  const [entry] = await tx
    .select()
    .from(productWaitlistEntries)
    .where(
      and(
        eq(productWaitlistEntries.orderId, orderId),
        eq(productWaitlistEntries.productId, productId),
        eq(productWaitlistEntries.status, 'ordered'),
        isNotNull(productWaitlistEntries.offerExpiresAt),
        gt(productWaitlistEntries.offerExpiresAt, now),
      ),
    )
    .for('update')
  if (!entry) return 0
  const back = Math.min(quantity, entry.quantity)
  await tx
    .update(productWaitlistEntries)
    .set({ status: 'claimed', heldQuantity: back, orderId: null, updatedAt: now })
    .where(eq(productWaitlistEntries.id, entry.id))
  return back
}
