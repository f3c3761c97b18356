import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  sql,
} from 'drizzle-orm'
import { format } from 'date-fns'
import { methodsWithoutLabel } from './farm-address'
import { onFarmClock } from '#contracts/farm-time'
import {
  labelEligibleStatuses,
  offlineLabelNotice,
  shippingCarriers,
  shippingServiceDetails,
  type LabelAddress,
  type LabelEligibleOrder,
  type LabelProvider,
  type ShippingCarrier,
  type ShippingLabel,
  type ShippingService,
} from '#contracts/shipping-labels'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import { orderItems, orders, type OrderRow } from '#server/db/schema/orders'
import { shippingLabels, type ShippingLabelRow } from '#server/db/schema/shipping-labels'
import { shippingMethodNamer } from '#server/domains/shipping/public'
import { centsToDecimal } from '#server/lib/money'
import { parcelOunces } from './parcel-weight'

/** The order's ship-to address as printed: the name, then street and "City, ST 12345". */
export function shipToOf(order: Pick<OrderRow, 'customerName' | 'shippingAddress'>): LabelAddress {
  const address = order.shippingAddress
  const cityLine = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return {
    name: order.customerName,
    lines: [...address.street.split(/\s*\n\s*/), cityLine].filter((line) => line.trim() !== ''),
  }
}

/** The farm date of an instant ("2026-11-28"). */
export function farmDateOf(instant: Date, timeZone: string): string {
  return format(onFarmClock(instant, timeZone), 'yyyy-MM-dd')
}

/** Each order's parcel weight from its lines (see parcel-weight.ts). */
export async function orderWeights(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  const weights = new Map<number, number>()
  if (orderIds.length === 0) return weights
  const lines = await db
    .select({ orderId: orderItems.orderId, unit: orderItems.unit, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
  for (const id of orderIds)
    weights.set(id, parcelOunces(lines.filter((line) => line.orderId === id)))
  return weights
}

/** Whether any line of the order is a perishable product (fresh fruit; decision 0016). */
export async function hasPerishableItems(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.perishable, true)))
    .limit(1)
  return row !== undefined
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

export function toShippingLabel(
  label: ShippingLabelRow,
  order: OrderRow,
  timeZone: string,
): ShippingLabel {
  const carrier = (shippingCarriers as readonly string[]).includes(label.carrier)
    ? (label.carrier as ShippingCarrier)
    : 'usps'
  const offline = label.provider === 'offline'
  return {
    id: label.id,
    orderId: label.orderId,
    orderStatus: order.status,
    customerName: order.customerName,
    shipTo: shipToOf(order),
    trackingNumber: label.trackingNumber ?? '',
    carrier,
    service: label.service,
    serviceName: shippingServiceDetails[label.service as ShippingService]?.name ?? label.service,
    cost: centsToDecimal(label.costCents),
    estimatedDelivery: label.estimatedDelivery
      ? farmDateOf(label.estimatedDelivery, timeZone)
      : null,
    // The order's delivery is the label's: staff mark it on the dashboard (decision 0031).
    status: order.status === 'delivered' || label.status === 'delivered' ? 'delivered' : 'created',
    provider: label.provider as LabelProvider,
    offline,
    notice: offline ? offlineLabelNotice : null,
    weightOunces: label.weightOunces,
    downloadUrl: `/api/admin/shipping-labels/${label.id}/download`,
    createdAt: label.createdAt.toISOString(),
  }
}

/** Labels, newest first; `search` matches the tracking number or the carrier, any case. */
export async function listShippingLabels(
  db: Db,
  search: string | null | undefined,
  timeZone: string,
): Promise<ShippingLabel[]> {
  const pattern = search ? `%${escapeLike(search)}%` : null
  const rows = await db
    .select({ label: shippingLabels, order: orders })
    .from(shippingLabels)
    .innerJoin(orders, eq(orders.id, shippingLabels.orderId))
    .where(
      pattern
        ? or(ilike(shippingLabels.trackingNumber, pattern), ilike(shippingLabels.carrier, pattern))
        : undefined,
    )
    .orderBy(desc(shippingLabels.createdAt), desc(shippingLabels.id))
    .limit(500)
  return rows.map((row) => toShippingLabel(row.label, row.order, timeZone))
}

export async function findShippingLabel(db: Db, id: number) {
  const [row] = await db
    .select({ label: shippingLabels, order: orders })
    .from(shippingLabels)
    .innerJoin(orders, eq(orders.id, shippingLabels.orderId))
    .where(eq(shippingLabels.id, id))
    .limit(1)
  return row ?? null
}

/**
 * Spec 3 §4: confirmed or processing orders with no label, oldest first; orders collected at the
 * farm (pickup, the farm stand; decision 0031) or delivered by the farm (local delivery; decision
 * 0042) go by no carrier and are left out.
 */
export async function listLabelEligibleOrders(db: Db): Promise<LabelEligibleOrder[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(shippingLabels, eq(shippingLabels.orderId, orders.id))
    .where(
      and(
        inArray(orders.status, [...labelEligibleStatuses]),
        isNull(shippingLabels.id),
        isNotNull(orders.shippingMethod),
        notInArray(orders.shippingMethod, [...methodsWithoutLabel]),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(500)
  const ids = rows.map((row) => row.order.id)
  const [weights, methodName] = await Promise.all([orderWeights(db, ids), shippingMethodNamer(db)])
  const counts = new Map<number, number>()
  if (ids.length > 0) {
    const lines = await db
      .select({
        orderId: orderItems.orderId,
        count: sql<number>`sum(${orderItems.quantity})::int`,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .groupBy(orderItems.orderId)
    for (const line of lines) counts.set(line.orderId, line.count)
  }
  return rows.map(({ order }) => ({
    id: order.id,
    status: order.status,
    customerName: order.customerName,
    shippingMethod: order.shippingMethod,
    shippingMethodName: order.shippingMethod ? methodName(order.shippingMethod) : null,
    shipTo: shipToOf(order),
    itemCount: counts.get(order.id) ?? 0,
    weightOunces: weights.get(order.id) ?? 0,
    createdAt: order.createdAt.toISOString(),
  }))
}
