import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { orderItems, orders, type OrderRow } from '../../db/schema/orders'
import { shippingOptions } from '../../db/schema/shipping'
import { centsToDecimal } from '../../lib/money'
import { farmStandMethodName } from '../shipping/shipping-rules'
import { farmStandMethod } from '../../../contracts/checkout'
import type { OrderDetail } from '../../../contracts/checkout'

/** Orders with their lines and shipping method names, in the contract shape. */
export async function toOrderDetails(db: Db, rows: OrderRow[]): Promise<OrderDetail[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [lines, methods] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db.select({ code: shippingOptions.code, name: shippingOptions.name }).from(shippingOptions),
  ])
  const methodNames = new Map(methods.map((method) => [method.code, method.name]))
  methodNames.set(farmStandMethod, farmStandMethodName)
  return rows.map((order) => ({
    id: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    shippingAddress: order.shippingAddress,
    shippingMethod: order.shippingMethod,
    shippingMethodName: order.shippingMethod
      ? (methodNames.get(order.shippingMethod) ?? order.shippingMethod)
      : null,
    specialInstructions: order.specialInstructions,
    subtotal: centsToDecimal(order.subtotalCents),
    shippingCost: centsToDecimal(order.shippingCostCents),
    totalAmount: centsToDecimal(order.totalAmountCents),
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
      })),
  }))
}

export async function findOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1)
  return row ?? null
}
