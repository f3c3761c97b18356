import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { orderItems, orders, type OrderRow } from '#server/db/schema/orders'
import { centsToDecimal } from '#server/lib/money'
import { shippingMethodNamer } from '#server/domains/shipping/public'
import { trackingOfOrders } from '#server/domains/shipping-labels/public'
import type { OrderDetail } from '#contracts/checkout'
import type { OrderPickup } from '#contracts/order-pickup'
import { saleTaxAnswer } from '#server/domains/sales-tax/public'

/** Orders with their lines, shipping method names and tracking, in the contract shape. */
export async function toOrderDetails(db: Db, rows: OrderRow[]): Promise<OrderDetail[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [lines, methodName, tracking] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    shippingMethodNamer(db),
    trackingOfOrders(db, rows),
  ])
  return rows.map((order) => ({
    id: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    shippingAddress: order.shippingAddress,
    shippingMethod: order.shippingMethod,
    shippingMethodName: order.shippingMethod ? methodName(order.shippingMethod) : null,
    specialInstructions: order.specialInstructions,
    subtotal: centsToDecimal(order.subtotalCents),
    shippingCost: centsToDecimal(order.shippingCostCents),
    tax: saleTaxAnswer(order),
    invoiceNumber: order.invoiceNumber,
    totalAmount: centsToDecimal(order.totalAmountCents),
    storeCreditPaid: centsToDecimal(order.storeCreditCents),
    giftCardPaid: centsToDecimal(order.giftCardCents),
    createdAt: order.createdAt.toISOString(),
    items: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        productId: line.productId,
        productName: line.productName,
        unit: line.unit,
        quantity: line.quantity,
        pricePerUnit: centsToDecimal(line.pricePerUnitCents),
        totalPrice: centsToDecimal(line.totalPriceCents),
        taxClass: line.taxClass,
      })),
    tracking: tracking.get(order.id) ?? null,
    pickup: orderPickupOf(order),
    harvestOn: order.harvestOn,
  }))
}

/** An order's pickup window columns (issue 26): the window and its hours and place as chosen. */
export type OrderPickupColumns = Pick<
  OrderRow,
  | 'pickupWindowId'
  | 'pickupDate'
  | 'pickupStartsAt'
  | 'pickupEndsAt'
  | 'pickupLocationName'
  | 'pickupLocationAddress'
>

/** The columns an order keeps of the window it is collected in on `date`. */
export function orderPickupColumns(
  date: string,
  window: { id: number; startsAt: string; endsAt: string },
  location: { name: string; address: string },
): OrderPickupColumns {
  return {
    pickupWindowId: window.id,
    pickupDate: date,
    pickupStartsAt: window.startsAt,
    pickupEndsAt: window.endsAt,
    pickupLocationName: location.name,
    pickupLocationAddress: location.address,
  }
}

/** Where and when the order is collected, when it has a pickup window. */
export function orderPickupOf(order: OrderPickupColumns): OrderPickup | null {
  if (!order.pickupDate || !order.pickupStartsAt || !order.pickupEndsAt) return null
  return {
    windowId: order.pickupWindowId,
    locationName: order.pickupLocationName ?? '',
    locationAddress: order.pickupLocationAddress ?? '',
    date: order.pickupDate,
    startsAt: order.pickupStartsAt,
    endsAt: order.pickupEndsAt,
  }
}

export async function findOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1)
  return row ?? null
}
