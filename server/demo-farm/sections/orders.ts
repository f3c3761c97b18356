// Seeds a few past orders, each with its items, its payment and its history.
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import { orderItems, orders, type ShippingAddress } from '#server/db/schema/orders'
import { payments } from '#server/db/schema/payments'
import { auditLog } from '#server/db/schema/audit'
import { orderAuditActions } from '#server/domains/orders/order-history'
import { issueInvoice } from '#server/domains/invoices/public'
import type { DemoClock } from './demo-clock'
import type { DemoProductId } from './products'

export async function seedPastOrders(
  tx: Db,
  productId: DemoProductId,
  { daysAgo }: DemoClock,
): Promise<void> {
  const demoOrders: Array<{
    customerName: string
    customerEmail: string
    customerPhone: string
    shippingAddress: ShippingAddress
    shippingMethod: string
    shippingCostCents: number
    status: 'confirmed' | 'processing' | 'delivered'
    createdAt: Date
    items: Array<[string, number]>
    reference: string
  }> = [
    {
      customerName: 'Hannah Whitaker',
      customerEmail: 'hannah.whitaker@example.com',
      customerPhone: '(555) 402-1187',
      shippingAddress: {
        street: '118 NE Ricou Terrace',
        city: 'Jensen Beach',
        state: 'FL',
        zipCode: '34957',
      },
      shippingMethod: 'farm_pickup',
      shippingCostCents: 0,
      status: 'delivered',
      createdAt: daysAgo(12, 10),
      items: [
        ['Haden Mangos', 3],
        ['Wildflower Honey', 1],
      ],
      reference: 'demo_payment_0001',
    },
    {
      customerName: 'Luis Ortega',
      customerEmail: 'luis.ortega@example.com',
      customerPhone: '(555) 739-5520',
      shippingAddress: {
        street: '42 SW Palm Cove Drive',
        city: 'Stuart',
        state: 'FL',
        zipCode: '34997',
      },
      shippingMethod: 'local_delivery',
      shippingCostCents: 0,
      status: 'processing',
      createdAt: daysAgo(2, 11),
      items: [
        ['Grafted Mango Tree – Glenn', 1],
        ['Raw Honeycomb', 2],
      ],
      reference: 'demo_payment_0002',
    },
    {
      customerName: 'Karen Liu',
      customerEmail: 'karen.liu@example.com',
      customerPhone: '(555) 218-0934',
      shippingAddress: {
        street: '905 Lake Ivanhoe Boulevard',
        city: 'Orlando',
        state: 'FL',
        zipCode: '32804',
      },
      shippingMethod: 'refrigerated_shipping',
      shippingCostCents: 3500,
      status: 'confirmed',
      createdAt: daysAgo(1, 9),
      items: [
        ['Fresh Blackberries', 2],
        ['Mango Blossom Honey', 2],
      ],
      reference: 'demo_payment_0003',
    },
  ]
  const priceOf = new Map(
    (
      await tx
        .select({
          id: products.id,
          priceCents: products.priceCents,
          unit: products.unit,
          taxClass: products.taxClass,
        })
        .from(products)
    ).map((p) => [p.id, p]),
  )
  // Invoices are numbered in the order the demo orders were paid.
  for (const demo of [...demoOrders].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  )) {
    const lines = demo.items.map(([name, quantity]) => {
      const id = productId(name)
      const product = priceOf.get(id)!
      return {
        productId: id,
        productName: name,
        unit: product.unit,
        quantity,
        pricePerUnitCents: product.priceCents,
        totalPriceCents: product.priceCents * quantity,
        taxClass: product.taxClass,
      }
    })
    const subtotalCents = lines.reduce((sum, line) => sum + line.totalPriceCents, 0)
    const totalAmountCents = subtotalCents + demo.shippingCostCents
    const [order] = await tx
      .insert(orders)
      .values({
        customerName: demo.customerName,
        customerEmail: demo.customerEmail,
        customerPhone: demo.customerPhone,
        shippingAddress: demo.shippingAddress,
        shippingMethod: demo.shippingMethod,
        shippingCostCents: demo.shippingCostCents,
        subtotalCents,
        totalAmountCents,
        status: demo.status,
        paymentStatus: 'paid',
        paymentProvider: 'test',
        createdAt: demo.createdAt,
        updatedAt: demo.createdAt,
      })
      .returning({ id: orders.id })
    await issueInvoice(tx, order!.id, demo.createdAt)
    await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order!.id })))
    await tx.insert(payments).values({
      orderId: order!.id,
      provider: 'test',
      providerReference: demo.reference,
      amountCents: totalAmountCents,
      status: 'succeeded',
      createdAt: demo.createdAt,
      updatedAt: demo.createdAt,
    })
    // The order's history starts as a real one does: placed, then paid (order-history.ts).
    await tx.insert(auditLog).values({
      action: orderAuditActions.paid,
      targetType: 'orders',
      targetId: String(order!.id),
      before: { status: 'pending', paymentStatus: 'unpaid' },
      after: { status: 'confirmed', paymentStatus: 'paid' },
      createdAt: new Date(demo.createdAt.getTime() + 60_000),
    })
  }
}
