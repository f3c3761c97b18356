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
  type SQL,
} from 'drizzle-orm'
import { format } from 'date-fns'
import { methodsWithoutLabel } from './farm-address'
import { onFarmClock } from '#contracts/farm-time'
import { pageWindow } from '#contracts/paged-list'
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
  type ShippingLabelListQuery,
  type ShippingLabelPage,
  type ShippingLabelSort,
  type ShippingLabelStatus,
  type ShippingService,
} from '#contracts/shipping-labels'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import { orderItems, orders, type OrderRow } from '#server/db/schema/orders'
import { shippingLabels, type ShippingLabelRow } from '#server/db/schema/shipping-labels'
import { shippingMethodNamer } from '#server/domains/shipping/public'
import { containsPattern } from '#server/lib/like-pattern'
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

/** A label counts as delivered when it or its order is (`toShippingLabel`'s status). */
const delivered = or(eq(orders.status, 'delivered'), eq(shippingLabels.status, 'delivered'))!
const labelStatusConditions: Record<ShippingLabelStatus, SQL> = {
  delivered,
  created: sql`not (${delivered})`,
}

/**
 * Spec 3: the tracking number or the carrier, any case; also the order's number ("1042" or
 * "#1042") and its customer's name.
 */
function labelSearch(q: string): SQL | undefined {
  const number = /^#?(\d{1,9})$/.exec(q)?.[1]
  const pattern = containsPattern(q)
  const text = or(
    ilike(shippingLabels.trackingNumber, pattern),
    ilike(shippingLabels.carrier, pattern),
    ilike(orders.customerName, pattern),
  )
  return number ? or(eq(shippingLabels.orderId, Number(number)), text) : text
}

/** The whitelisted sorts (the contract refuses any other with a 400 naming `sort`). */
const labelSorts: Record<ShippingLabelSort, SQL> = {
  created: sql`${shippingLabels.createdAt}`,
  order: sql`${shippingLabels.orderId}`,
  customer: sql`lower(${orders.customerName})`,
  carrier: sql`${shippingLabels.carrier}`,
  cost: sql`${shippingLabels.costCents}`,
}

/**
 * GET /api/admin/shipping-labels (issue 25): one page of the labels the search and filters match,
 * in the chosen order (newest first by default), and how many match.
 */
export async function listShippingLabels(
  db: Db,
  query: ShippingLabelListQuery,
  timeZone: string,
): Promise<ShippingLabelPage> {
  const q = query.q?.trim()
  const where = and(
    q ? labelSearch(q) : undefined,
    query.status ? labelStatusConditions[query.status] : undefined,
    query.carrier ? eq(shippingLabels.carrier, query.carrier) : undefined,
  )
  const order = query.dir === 'asc' ? asc : desc
  const { limit, offset } = pageWindow(query)
  const [rows, [counted]] = await Promise.all([
    db
      .select({ label: shippingLabels, order: orders })
      .from(shippingLabels)
      .innerJoin(orders, eq(orders.id, shippingLabels.orderId))
      .where(where)
      .orderBy(order(labelSorts[query.sort]), order(shippingLabels.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(shippingLabels)
      .innerJoin(orders, eq(orders.id, shippingLabels.orderId))
      .where(where),
  ])
  return {
    items: rows.map((row) => toShippingLabel(row.label, row.order, timeZone)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
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
