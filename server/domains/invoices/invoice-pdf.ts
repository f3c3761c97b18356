import { asc, eq } from 'drizzle-orm'
import { farmAddressOneLine } from '#contracts/farm-settings-format'
import { farmToday, formatShortVisitDate } from '#contracts/farm-time'
import { fulfilmentOf } from '#contracts/order-states'
import type { TaxClass } from '#contracts/sales-tax'
import type { Db } from '#server/db/client'
import { orderItems, type OrderRow } from '#server/db/schema/orders'
import type { RefundRow } from '#server/db/schema/payments'
import { readSiteTexts } from '#server/domains/content/public'
import { describeSaleTax } from '#server/domains/sales-tax/public'
import { readFarmSettings } from '#server/domains/settings/public'
import { centsToDecimal } from '#server/lib/money'
import { pdfBuffer, pdfHeading, pdfRow, printable } from '#server/lib/pdf-document'

const letter: [number, number] = [612, 792]
const margin = 48
const width = letter[0] - margin * 2
const dollars = (cents: number) => `$${centsToDecimal(cents)}`
const taxMark: Record<TaxClass, string> = {
  exempt_food: 'E',
  exempt_food_plant: 'P',
  taxable: 'T',
}

async function farmOf(db: Db) {
  const [texts, settings] = await Promise.all([readSiteTexts(db), readFarmSettings(db)])
  return {
    name: texts.text('farm_name') || 'Groveside Farm',
    line: [farmAddressOneLine(settings.address), settings.phone, settings.email].join(' · '),
    timeZone: settings.timeZone,
  }
}

function billTo(document: PDFKit.PDFDocument, order: OrderRow) {
  document.font('Helvetica-Bold').fontSize(11).text('Bill to')
  document.font('Helvetica').fontSize(10)
  document.text(printable(order.customerName))
  document.text(printable([order.customerEmail, order.customerPhone].filter(Boolean).join(' · ')))
  const address = order.shippingAddress
  if (
    fulfilmentOf(order.shippingMethod) === 'ship' ||
    fulfilmentOf(order.shippingMethod) === 'local_delivery'
  )
    document.text(
      printable(`${address.street}, ${address.city}, ${address.state} ${address.zipCode}`),
    )
  document.moveDown(1)
}

function totalLine(document: PDFKit.PDFDocument, label: string, cents: number, bold = false) {
  document.font(bold ? 'Helvetica-Bold' : 'Helvetica')
  pdfRow(
    document,
    [
      [label, width - 96, 'right'],
      [dollars(cents), 96, 'right'],
    ],
    margin,
  )
}

/**
 * A paid order's invoice: the farm, the buyer, each line with its tax class, subtotal, shipping,
 * sales tax (what it was charged at) and the total paid (decision 0063).
 */
export async function invoicePdf(db: Db, order: OrderRow & { invoiceNumber: string }) {
  const [farm, lines] = await Promise.all([
    farmOf(db),
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
  ])
  const issued = farmToday(farm.timeZone, order.invoiceIssuedAt ?? order.createdAt)
  return pdfBuffer(
    { size: letter, margin, info: { Title: `Invoice ${order.invoiceNumber}` } },
    (document) => {
      pdfHeading(document, `${farm.name} · Invoice ${order.invoiceNumber}`, farm.line, {
        left: margin,
        width,
      })
      document
        .fontSize(10)
        .text(`Issued ${formatShortVisitDate(issued)} · Order #${order.id} · Paid`)
      document.moveDown(1)
      billTo(document, order)
      document.font('Helvetica-Bold')
      pdfRow(
        document,
        [
          ['Qty', 40, 'right'],
          ['Item', width - 256, 'left'],
          ['Tax', 40, 'left'],
          ['Unit price', 80, 'right'],
          ['Amount', 96, 'right'],
        ],
        margin,
      )
      document.font('Helvetica')
      for (const line of lines) {
        pdfRow(
          document,
          [
            [String(line.quantity), 40, 'right'],
            [
              line.unit ? `${line.productName} (${line.unit})` : line.productName,
              width - 256,
              'left',
            ],
            [taxMark[line.taxClass], 40, 'left'],
            [dollars(line.pricePerUnitCents), 80, 'right'],
            [dollars(line.totalPriceCents), 96, 'right'],
          ],
          margin,
        )
      }
      document.moveDown(0.5)
      totalLine(document, 'Subtotal', order.subtotalCents)
      totalLine(document, 'Shipping', order.shippingCostCents)
      totalLine(document, `Sales tax (${describeSaleTax(order)})`, order.taxCents)
      totalLine(document, 'Total paid', order.totalAmountCents, true)
      if (order.giftCardCents > 0) totalLine(document, 'Paid with a gift card', order.giftCardCents)
      if (order.storeCreditCents > 0)
        totalLine(document, 'Paid with store credit', order.storeCreditCents)
      if (order.giftCardCents + order.storeCreditCents > 0)
        totalLine(
          document,
          'Paid by card',
          order.totalAmountCents - order.storeCreditCents - order.giftCardCents,
        )
      document
        .moveDown(1.5)
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#555555')
        .text(
          'Tax: E exempt food · P exempt food-producing plant · T taxable.',
          margin,
          undefined,
          { width },
        )
    },
  )
}

/** A refund's credit note: the invoice it corrects, the amount returned and its share of tax. */
export async function creditNotePdf(
  db: Db,
  order: OrderRow,
  refund: RefundRow & { creditNoteNumber: string },
) {
  const farm = await farmOf(db)
  const issued = farmToday(farm.timeZone, refund.creditNoteIssuedAt ?? refund.createdAt)
  return pdfBuffer(
    { size: letter, margin, info: { Title: `Credit note ${refund.creditNoteNumber}` } },
    (document) => {
      pdfHeading(document, `${farm.name} · Credit note ${refund.creditNoteNumber}`, farm.line, {
        left: margin,
        width,
      })
      document
        .fontSize(10)
        .text(
          `Issued ${formatShortVisitDate(issued)} · For invoice ${order.invoiceNumber ?? '(none)'} · Order #${order.id}`,
        )
      document.moveDown(1)
      billTo(document, order)
      if (refund.reason)
        document.text(printable(`Reason: ${refund.reason}`), { width }).moveDown(0.5)
      totalLine(document, 'Goods and shipping returned', refund.amountCents - refund.taxCents)
      totalLine(document, 'Sales tax returned', refund.taxCents)
      totalLine(document, 'Total refunded', refund.amountCents, true)
    },
  )
}
