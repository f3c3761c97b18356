import { Readable } from 'node:stream'
import { farmClockTime, farmToday } from '#contracts/farm-time'
import { orderStatusLabels, paymentStatusLabels } from '#contracts/order-states'
import type { OrderSearchQuery } from '#contracts/order-search'
import type { Db } from '#server/db/client'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { csvStream } from '#server/lib/csv'
import { searchOrders } from './order-search-queries'

const batchSize = 200
const columns = [
  'Order',
  'Placed',
  'Customer',
  'E-mail',
  'Phone',
  'Fulfilment',
  'Status',
  'Payment',
  'Items',
  'Subtotal',
  'Shipping',
  'Total',
]

/** Every order the list's filters match, a batch at a time (never the whole list in memory). */
async function* matchingOrders(db: Db, query: OrderSearchQuery) {
  for (let page = 1; ; page += 1) {
    const { orders } = await searchOrders(db, { ...query, page, pageSize: batchSize })
    yield* orders
    if (orders.length < batchSize) return
  }
}

/** The filtered order list as CSV, streamed row by row; times on the farm's clock. */
export async function orderListCsv(db: Db, query: OrderSearchQuery): Promise<Readable> {
  const timeZone = await readFarmTimeZone(db)
  async function* rows() {
    for await (const order of matchingOrders(db, query)) {
      const placed = new Date(order.createdAt)
      yield [
        order.id,
        `${farmToday(timeZone, placed)} ${farmClockTime(placed, timeZone)}`,
        order.customerName,
        order.customerEmail,
        order.customerPhone ?? '',
        order.shippingMethodName ?? 'Pickup',
        orderStatusLabels[order.status],
        paymentStatusLabels[order.paymentStatus],
        order.items.map((item) => `${item.quantity} x ${item.productName}`).join('; '),
        order.subtotal,
        order.shippingCost,
        order.totalAmount,
      ]
    }
  }
  return csvStream(columns, rows())
}
