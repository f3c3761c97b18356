import { inArray } from 'drizzle-orm'
import type { OrderDetail } from '#contracts/checkout'
import { farmToday, formatShortVisitDate } from '#contracts/farm-time'
import { fulfilmentOf } from '#contracts/order-states'
import { pickupWhen } from '#contracts/order-pickup'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import { readSiteTexts } from '#server/domains/content/public'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { pdfBuffer, pdfHeading, pdfRow, printable, type PdfCell } from '#server/lib/pdf-document'

const letter: [number, number] = [612, 792]
const margin = 48
const width = letter[0] - margin * 2

async function perishableProductIds(db: Db, orders: OrderDetail[]) {
  const ids = [
    ...new Set(orders.flatMap((order) => order.items.flatMap((item) => item.productId ?? []))),
  ]
  if (ids.length === 0) return new Set<number>()
  const rows = await db
    .select({ id: products.id, perishable: products.perishable })
    .from(products)
    .where(inArray(products.id, ids))
  return new Set(rows.filter((row) => row.perishable).map((row) => row.id))
}

async function farmContext(db: Db) {
  const [texts, timeZone] = await Promise.all([readSiteTexts(db), readFarmTimeZone(db)])
  return { farmName: texts.text('farm_name') || 'Groveside', timeZone }
}

function fulfilmentLine(order: OrderDetail) {
  const address = order.shippingAddress
  const where = `${address.street}, ${address.city}, ${address.state} ${address.zipCode}`
  switch (fulfilmentOf(order.shippingMethod)) {
    case 'pickup':
      return order.pickup
        ? `Pickup at ${order.pickup.locationName}, ${pickupWhen(order.pickup)}`
        : 'Farm pickup'
    case 'in_person':
      return 'Bought at the farm stand'
    case 'local_delivery':
      return `Local delivery to ${where}`
    case 'ship':
      return `${order.shippingMethodName ?? 'Shipping'} to ${where}`
  }
}

const heading = (document: PDFKit.PDFDocument, title: string, subtitle: string) =>
  pdfHeading(document, title, subtitle, { left: margin, width })
const row = (document: PDFKit.PDFDocument, cells: PdfCell[]) => pdfRow(document, cells, margin)

/**
 * Packing slips: one page an order with what goes in the box (a tick box per line), the notes,
 * how it leaves the farm, and a band when it holds perishable fruit.
 */
export async function packingSlipsPdf(db: Db, orders: OrderDetail[]): Promise<Buffer> {
  const [{ farmName, timeZone }, perishable] = await Promise.all([
    farmContext(db),
    perishableProductIds(db, orders),
  ])
  return pdfBuffer({ size: letter, margin, autoFirstPage: false }, (document) => {
    for (const order of orders) {
      document.addPage()
      const placedOn = farmToday(timeZone, new Date(order.createdAt))
      heading(
        document,
        `Packing slip · Order #${order.id}`,
        `${farmName} · placed ${formatShortVisitDate(placedOn)}`,
      )
      document.font('Helvetica-Bold').fontSize(12).text(printable(order.customerName))
      document
        .font('Helvetica')
        .fontSize(10)
        .text(printable([order.customerEmail, order.customerPhone].filter(Boolean).join(' · ')))
      document.moveDown(0.5).text(printable(fulfilmentLine(order)), { width })
      if (order.harvestOn) {
        document.text(`Harvest: ${formatShortVisitDate(order.harvestOn)}`, { width })
      }
      if (order.items.some((item) => item.productId !== null && perishable.has(item.productId))) {
        const y = document.y + 8
        document.rect(margin, y, width, 24).fill('#1f5f3a')
        document
          .fillColor('#ffffff')
          .font('Helvetica-Bold')
          .text('PERISHABLE: KEEP COLD', margin, y + 7, { width, align: 'center' })
        document.fillColor('#000000').font('Helvetica')
        document.y = y + 32
      }
      document.moveDown(1).font('Helvetica-Bold')
      row(document, [
        ['Packed', 56, 'left'],
        ['Qty', 48, 'right'],
        ['Item', width - 104, 'left'],
      ])
      document.font('Helvetica')
      for (const item of order.items) {
        row(document, [
          ['[   ]', 56, 'left'],
          [String(item.quantity), 48, 'right'],
          [
            item.unit ? `${item.productName} (${item.unit})` : item.productName,
            width - 104,
            'left',
          ],
        ])
      }
      if (order.specialInstructions) {
        document.moveDown(1).font('Helvetica-Bold').text('Notes')
        document.font('Helvetica').text(printable(order.specialInstructions), { width })
      }
    }
  })
}

export interface PickListLine {
  productName: string
  unit: string | null
  quantity: number
  orders: number
}

/** What to pick for the chosen orders: each product's total, and in how many orders it is. */
export function pickListLines(orders: OrderDetail[]): PickListLine[] {
  const lines = new Map<string, PickListLine>()
  for (const order of orders) {
    for (const item of order.items) {
      const key = `${item.productId ?? item.productName}|${item.unit ?? ''}`
      const line = lines.get(key) ?? {
        productName: item.productName,
        unit: item.unit,
        quantity: 0,
        orders: 0,
      }
      line.quantity += item.quantity
      line.orders += 1
      lines.set(key, line)
    }
  }
  return [...lines.values()].sort((a, b) => a.productName.localeCompare(b.productName))
}

/** The pick list as a printable page: totals per product for the chosen orders. */
export async function pickListPdf(db: Db, orders: OrderDetail[]): Promise<Buffer> {
  const { farmName } = await farmContext(db)
  const lines = pickListLines(orders)
  return pdfBuffer({ size: letter, margin }, (document) => {
    heading(
      document,
      'Pick list',
      `${farmName} · ${orders.length} orders: ${orders.map((order) => `#${order.id}`).join(', ')}`,
    )
    document.font('Helvetica-Bold').fontSize(11)
    row(document, [
      ['Picked', 56, 'left'],
      ['Qty', 56, 'right'],
      ['Product', width - 192, 'left'],
      ['Orders', 80, 'right'],
    ])
    document.font('Helvetica')
    for (const line of lines) {
      row(document, [
        ['[   ]', 56, 'left'],
        [String(line.quantity), 56, 'right'],
        [line.unit ? `${line.productName} (${line.unit})` : line.productName, width - 192, 'left'],
        [String(line.orders), 80, 'right'],
      ])
    }
  })
}
