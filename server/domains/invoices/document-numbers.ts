import { and, eq, isNull, sql } from 'drizzle-orm'
import { documentNumberText, type DocumentKind } from '#contracts/invoices'
import { farmToday } from '#contracts/farm-time'
import type { Db } from '#server/db/client'
import { documentNumbers } from '#server/db/schema/invoices'
import { orders } from '#server/db/schema/orders'
import { refunds } from '#server/db/schema/payments'
import { readFarmTimeZone } from '#server/domains/settings/public'

/**
 * The next number of `kind` in the farm's calendar year of `at`, taken in the caller's
 * transaction: the year's row is locked until it commits, and rolled back with it.
 */
async function nextDocumentNumber(tx: Db, kind: DocumentKind, at: Date) {
  const year = Number(farmToday(await readFarmTimeZone(tx), at).slice(0, 4))
  const [row] = await tx
    .insert(documentNumbers)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentNumbers.kind, documentNumbers.year],
      set: { lastNumber: sql`${documentNumbers.lastNumber} + 1` },
    })
    .returning()
  return documentNumberText(kind, year, row!.lastNumber)
}

/**
 * Gives a paid order its invoice number, once: call it in the transaction that records the
 * payment (the order row is locked there). A second call keeps the first number.
 */
export async function issueInvoice(tx: Db, orderId: number, at: Date = new Date()) {
  const [order] = await tx
    .select({ invoiceNumber: orders.invoiceNumber })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  if (!order || order.invoiceNumber) return order?.invoiceNumber ?? null
  const invoiceNumber = await nextDocumentNumber(tx, 'invoice', at)
  await tx
    .update(orders)
    .set({ invoiceNumber, invoiceIssuedAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)))
  return invoiceNumber
}

/**
 * Gives a refund that went through its credit note number, once, in the transaction that settles
 * it; answers the refund's credit note columns.
 */
export async function issueCreditNote(tx: Db, refundId: number, at: Date = new Date()) {
  const [refund] = await tx
    .select({
      creditNoteNumber: refunds.creditNoteNumber,
      creditNoteIssuedAt: refunds.creditNoteIssuedAt,
    })
    .from(refunds)
    .where(eq(refunds.id, refundId))
    .for('update')
  if (!refund || refund.creditNoteNumber) return refund
  const creditNoteNumber = await nextDocumentNumber(tx, 'credit_note', at)
  await tx
    .update(refunds)
    .set({ creditNoteNumber, creditNoteIssuedAt: at })
    .where(and(eq(refunds.id, refundId), isNull(refunds.creditNoteNumber)))
  return { creditNoteNumber, creditNoteIssuedAt: at }
}
