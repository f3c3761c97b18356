import { inArray } from 'drizzle-orm'
import {
  shippingCarrierNames,
  shippingCarriers,
  trackingLink,
  type OrderTracking,
  type ShippingCarrier,
} from '#contracts/shipping-labels'
import type { Db } from '#server/db/client'
import type { OrderRow } from '#server/db/schema/orders'
import { shippingLabels } from '#server/db/schema/shipping-labels'

const isCarrier = (value: string | null): value is ShippingCarrier =>
  (shippingCarriers as readonly (string | null)[]).includes(value)

/** An order's shipment as the contract shows it; `offline`: the farm's own number, not followable. */
export function orderTracking(
  carrier: ShippingCarrier,
  trackingNumber: string,
  offline: boolean,
): OrderTracking {
  return {
    carrier,
    carrierName: shippingCarrierNames[carrier],
    trackingNumber,
    url: offline ? null : trackingLink(carrier, trackingNumber),
  }
}

/**
 * The tracking of each shipped order (the carrier and number stored on the order when it shipped,
 * from its label or typed by staff), by order id; orders not shipped are absent.
 */
export async function trackingOfOrders(
  db: Db,
  rows: readonly Pick<OrderRow, 'id' | 'trackingCarrier' | 'trackingNumber'>[],
): Promise<Map<number, OrderTracking>> {
  const shipped = rows.filter((row) => isCarrier(row.trackingCarrier) && row.trackingNumber)
  const tracking = new Map<number, OrderTracking>()
  if (shipped.length === 0) return tracking
  const labels = await db
    .select({ orderId: shippingLabels.orderId, provider: shippingLabels.provider })
    .from(shippingLabels)
    .where(
      inArray(
        shippingLabels.orderId,
        shipped.map((row) => row.id),
      ),
    )
  const offline = new Set(
    labels.filter((label) => label.provider === 'offline').map((label) => label.orderId),
  )
  for (const row of shipped)
    tracking.set(
      row.id,
      orderTracking(
        row.trackingCarrier as ShippingCarrier,
        row.trackingNumber!,
        offline.has(row.id),
      ),
    )
  return tracking
}
