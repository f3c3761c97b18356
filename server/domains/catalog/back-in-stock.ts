import { and, eq, isNull } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Db } from '#server/db/client'
import { backInStockRequests, products, type ProductRow } from '#server/db/schema/catalog'
import { conflict, notFound } from '#server/http/http-error'
import type { MailMessage } from '#server/domains/notifications/public'

export interface BackInStockMailContext {
  publicUrl: string
  /** `app.mail.queue`: queues the e-mail inside the caller's transaction. */
  queueMail: (message: MailMessage, options: { db: Db }) => Promise<void>
}

export const backInStockMailOf = (app: FastifyInstance): BackInStockMailContext => ({
  publicUrl: app.config.publicUrl,
  queueMail: (message, options) => app.mail.queue(message, options),
})

export const backInStockUnsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/back-in-stock/unsubscribe?token=${encodeURIComponent(token)}`

/**
 * Stores "e-mail me when it's back" for an out-of-stock product. Asking again while a request
 * is pending changes nothing (and the caller answers the same, so nobody learns who asked).
 */
export async function requestBackInStockNotice(db: Db, productId: number, email: string) {
  const [product] = await db
    .select({ active: products.active, inStock: products.inStock })
    .from(products)
    .where(eq(products.id, productId))
  if (!product?.active) throw notFound('Product not found')
  if (product.inStock) {
    throw conflict('IN_STOCK', 'This product is in stock: you can order it now.')
  }
  await db
    .insert(backInStockRequests)
    .values({ productId, email, unsubscribeToken: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
}

/**
 * The product just came back in stock: queues one e-mail per pending request and marks each
 * done in the same statement, so a request is e-mailed once, never twice. Call it inside the
 * transaction that put the product back in stock.
 */
export async function queueBackInStockNotices(
  tx: Db,
  product: Pick<ProductRow, 'id' | 'name'>,
  context: BackInStockMailContext,
) {
  const notified = await tx
    .update(backInStockRequests)
    .set({ notifiedAt: new Date() })
    .where(
      and(
        eq(backInStockRequests.productId, product.id),
        isNull(backInStockRequests.notifiedAt),
        isNull(backInStockRequests.unsubscribedAt),
      ),
    )
    .returning()
  const productLink = `${context.publicUrl}/products/${product.id}`
  for (const request of notified) {
    const unsubscribe = backInStockUnsubscribeLink(context.publicUrl, request.unsubscribeToken)
    await context.queueMail(
      {
        to: request.email,
        subject: `${product.name} is back in stock`,
        text: [
          'Hello from the farm!',
          '',
          `You asked us to tell you when ${product.name} is back. It is in stock again:`,
          productLink,
          '',
          'This is the only e-mail we send for this request.',
          '',
          '---',
          'You get this e-mail because this address asked to hear when the product is back.',
          `Stop all back-in-stock e-mails to this address: ${unsubscribe}`,
        ].join('\n'),
        headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
      },
      { db: tx },
    )
  }
}

/**
 * Follows an unsubscribe link: ends every pending request of that address (idempotent).
 * False for an unknown token.
 */
export async function unsubscribeBackInStock(db: Db, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ email: backInStockRequests.email })
      .from(backInStockRequests)
      .where(eq(backInStockRequests.unsubscribeToken, token))
    if (!request) return false
    await tx
      .update(backInStockRequests)
      .set({ unsubscribedAt: new Date() })
      .where(
        and(
          eq(backInStockRequests.email, request.email),
          isNull(backInStockRequests.notifiedAt),
          isNull(backInStockRequests.unsubscribedAt),
        ),
      )
    return true
  })
}
