/*
 * Invoices and credit notes (issue 27 point 4, decision 0063): each paid order gets an invoice
 * number, and each refund that went through a credit note number, from a gap-free sequence per
 * year; both are PDFs the customer and staff download.
 */

export const documentKinds = ['invoice', 'credit_note'] as const
export type DocumentKind = (typeof documentKinds)[number]

/** "2026-00042" for an invoice, "CN-2026-00003" for a credit note. */
export function documentNumberText(kind: DocumentKind, year: number, number: number) {
  const serial = `${year}-${String(number).padStart(5, '0')}`
  return kind === 'invoice' ? serial : `CN-${serial}`
}

/** Where an order's invoice and a refund's credit note are downloaded, by its buyer and by staff. */
export const invoicePaths = {
  invoice: '/api/orders/:id/invoice.pdf',
  creditNote: '/api/orders/:id/credit-notes/:refundId.pdf',
  staffInvoice: '/api/admin/orders/:id/invoice.pdf',
  staffCreditNote: '/api/admin/orders/:id/credit-notes/:refundId.pdf',
} as const

export const invoiceUrl = (orderId: number, staff = false) =>
  (staff ? invoicePaths.staffInvoice : invoicePaths.invoice).replace(':id', String(orderId))

export const creditNoteUrl = (orderId: number, refundId: number, staff = false) =>
  (staff ? invoicePaths.staffCreditNote : invoicePaths.creditNote)
    .replace(':id', String(orderId))
    .replace(':refundId', String(refundId))
