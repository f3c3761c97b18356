// The order state machine as a use case, without HTTP: a seeded database, and a mail queue, job
// queue and payment provider that record what they were asked (order-admin.api.test.ts and
// order-fulfilment.api.test.ts prove the same rules over the staff API).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { DatabaseConnection } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import { staffAccounts } from '#server/db/schema/identity'
import { auditLog } from '#server/db/schema/audit'
import { orderItems, orders } from '#server/db/schema/orders'
import { payments, refunds } from '#server/db/schema/payments'
import { HttpError } from '#server/http/http-error'
import { createTestDatabase } from '#server/test/test-database'
import type { MailMessage } from '#server/domains/notifications/mail-transport'
import type { PaymentProvider } from '#server/providers/payments/payment-provider'
import { changeOrderStatus, type OrderStatusChange } from './change-order-status'
import type { OrderDeps } from './order-deps'

let database: DatabaseConnection
let staff: { id: number; email: string }
beforeAll(async () => {
  database = await createTestDatabase('seeded')
  const [member] = await database.db
    .insert(staffAccounts)
    .values({ email: 'packer@groveside.test', name: 'Packer', passwordHash: 'not used' })
    .returning()
  staff = member!
})
afterAll(() => database.close())

function recordingDeps(
  refund: PaymentProvider['refund'] = async () => ({ reference: 're_1', status: 'succeeded' }),
) {
  const mails: MailMessage[] = []
  const jobs: { type: string; payload: Record<string, unknown>; runAt?: Date }[] = []
  const deps: OrderDeps = {
    db: database.db,
    mail: { queue: async (message) => void mails.push(message) },
    jobs: {
      enqueue: async (type, payload, options) => {
        jobs.push({ type, payload, runAt: options?.runAt })
        return String(jobs.length)
      },
    },
    payments: {
      kind: 'stripe',
      publishableKey: null,
      createPayment: () => Promise.reject(new Error('not used')),
      clientSecretFor: () => Promise.reject(new Error('not used')),
      createHostedCheckout: () => Promise.reject(new Error('not used')),
      refund,
    },
    log: { warn: () => undefined } as unknown as OrderDeps['log'],
    publicUrl: 'https://groveside.test',
    backInStock: {
      publicUrl: 'https://groveside.test',
      queueMail: async (message) => void mails.push(message),
    },
  }
  return { deps, mails, jobs }
}

/** A paid Stripe order of two units of a tracked product, its stock already taken. */
async function paidOrder(shippingMethod: string | null = 'refrigerated_shipping') {
  const { db } = database
  const [product] = await db.select().from(products).where(eq(products.inStock, true)).limit(1)
  await db.update(products).set({ stockQuantity: 10 }).where(eq(products.id, product!.id))
  const [order] = await db
    .insert(orders)
    .values({
      customerEmail: 'rosa@example.com',
      customerName: 'Rosa Alvarez',
      shippingAddress: {
        street: '41 Palm Hammock Lane',
        city: 'Jensen Beach',
        state: 'FL',
        zipCode: '34957',
      },
      shippingMethod,
      subtotalCents: 2400,
      totalAmountCents: 2400,
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentProvider: 'stripe',
    })
    .returning()
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: product!.id,
    productName: product!.name,
    quantity: 2,
    pricePerUnitCents: 1200,
    totalPriceCents: 2400,
  })
  await db.insert(payments).values({
    orderId: order!.id,
    provider: 'stripe',
    providerReference: `pi_${order!.id}_${Date.now()}`,
    amountCents: 2400,
    status: 'succeeded',
  })
  return { order: order!, productId: product!.id }
}

const change = (orderId: number, update: Partial<OrderStatusChange>): OrderStatusChange => ({
  orderId,
  status: 'processing',
  actor: staff,
  audit: {},
  ...update,
})

const stockOf = async (productId: number) =>
  (await database.db.select().from(products).where(eq(products.id, productId)))[0]!.stockQuantity

describe('changing an order status', () => {
  it('moves an order one step, records before and after, and e-mails the customer', async () => {
    const { deps, mails } = recordingDeps()
    const { order } = await paidOrder()
    const audit = {}
    const moved = await changeOrderStatus(deps, change(order.id, { status: 'processing', audit }))
    expect(moved.status).toBe('processing')
    expect(audit).toEqual({
      before: { status: 'confirmed', paymentStatus: 'paid' },
      after: { status: 'processing', paymentStatus: 'paid' },
    })
    expect(mails.map((mail) => mail.to)).toEqual(['rosa@example.com'])
  })

  it("refuses a move the order's fulfilment does not take, naming the status field, and changes nothing", async () => {
    const { deps, mails } = recordingDeps()
    const { order } = await paidOrder('farm_pickup')
    const refused = await changeOrderStatus(
      deps,
      change(order.id, {
        status: 'shipped',
        carrier: 'usps',
        trackingNumber: '9400100000000000000000',
      }),
    ).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HttpError)
    expect(refused).toMatchObject({ statusCode: 409, code: 'INVALID_TRANSITION' })
    expect((refused as HttpError).message).toMatch(/becomes ready for pickup, not shipped/)
    const [after] = await database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after!.status).toBe('confirmed')
    expect(mails).toEqual([])
  })

  it('answers 404 for an order that does not exist', async () => {
    const { deps } = recordingDeps()
    await expect(changeOrderStatus(deps, change(999_999, {}))).rejects.toMatchObject({
      statusCode: 404,
    })
  })

  it('lets one of two staff making the same move at once win; the other gets a 409', async () => {
    const { deps } = recordingDeps()
    const { order } = await paidOrder()
    const results = await Promise.allSettled([
      changeOrderStatus(deps, change(order.id, { status: 'processing' })),
      changeOrderStatus(deps, change(order.id, { status: 'processing' })),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const [rejected] = results.filter((result) => result.status === 'rejected')
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 })
  })

  it('cancelling gives the stock back and refunds what is left, once, in one e-mail', async () => {
    const asked: string[] = []
    const { deps, mails } = recordingDeps(async (request) => {
      asked.push(request.idempotencyKey)
      return { reference: `re_${request.orderId}`, status: 'succeeded' }
    })
    const { order, productId } = await paidOrder()
    const before = await stockOf(productId)
    const cancelled = await changeOrderStatus(deps, change(order.id, { status: 'cancelled' }))
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.paymentStatus).toBe('refunded')
    expect(await stockOf(productId)).toBe(before! + 2)
    expect(asked).toEqual([`order-${order.id}-cancel`])
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toMatch(/We have refunded \$24\.00/)
  })

  it('a refused refund leaves the order cancelled, audits the change and answers 502', async () => {
    const { deps, mails } = recordingDeps(() => Promise.reject(new Error('Card network down')))
    const { order } = await paidOrder()
    await expect(
      changeOrderStatus(deps, change(order.id, { status: 'cancelled' })),
    ).rejects.toMatchObject({ statusCode: 502, code: 'REFUND_FAILED' })
    const [after] = await database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' })
    const [failed] = await database.db.select().from(refunds).where(eq(refunds.orderId, order.id))
    expect(failed!.status).toBe('failed')
    const audited = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.status'), eq(auditLog.targetId, String(order.id))))
    expect(audited).toHaveLength(1)
    expect(mails[0]!.text).toMatch(/will be refunded within 3-5 business days/)
  })

  it('delivering schedules the review request; shipping e-mails the tracking number', async () => {
    const { deps, mails, jobs } = recordingDeps()
    const { order } = await paidOrder()
    await changeOrderStatus(deps, change(order.id, { status: 'processing' }))
    await changeOrderStatus(
      deps,
      change(order.id, {
        status: 'shipped',
        carrier: 'usps',
        trackingNumber: '9400100000000000000001',
      }),
    )
    expect(mails.at(-1)!.text).toContain('9400100000000000000001')
    expect(jobs).toEqual([])
    await changeOrderStatus(deps, change(order.id, { status: 'delivered' }))
    expect(jobs).toEqual([
      { type: 'reviews.request', payload: { orderId: order.id }, runAt: expect.any(Date) },
    ])
  })
})
