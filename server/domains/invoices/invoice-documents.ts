import { and, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import type { OrderRow } from '#server/db/schema/orders'
import { refunds } from '#server/db/schema/payments'
import { notFound } from '#server/http/http-error'
import { creditNotePdf, invoicePdf } from './invoice-pdf'

/** An order's invoice as a PDF, or 404 while it has none (it is issued once paid). */
export async function invoiceOf(db: Db, order: OrderRow) {
  if (!order.invoiceNumber) throw notFound('This order has no invoice yet: it is issued once paid.')
  return invoicePdf(db, { ...order, invoiceNumber: order.invoiceNumber })
}

/** The credit note of one of the order's refunds as a PDF, or 404 when it has none. */
export async function creditNoteOf(db: Db, order: OrderRow, refundId: number) {
  const [refund] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.orderId, order.id)))
  if (!refund?.creditNoteNumber) throw notFound('Credit note not found')
  return creditNotePdf(db, order, { ...refund, creditNoteNumber: refund.creditNoteNumber })
}
