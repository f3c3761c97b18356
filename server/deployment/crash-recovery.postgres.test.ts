import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { connectDatabase, type DatabaseConnection } from '../db/client'
import { products } from '#server/db/schema/catalog'
import { orderItems, orders } from '#server/db/schema/orders'
import { payments } from '#server/db/schema/payments'
import { emailOutbox } from '#server/db/schema/notifications'
import { createBoss, jobSchema } from '../jobs/job-engine'
import { storedJobs } from '../test/queued-jobs'
import { sendEmailJob } from '../domains/notifications/notifications-plugin'
import { testCards } from '#server/providers/payments/test-mode-provider'
import { validOrder } from '../test/checkout-helpers'
import {
  cookieJar,
  createPostgresDatabase,
  freePort,
  startServerProcess,
  stopAllProcesses,
  type ServerProcess,
} from '../test/server-process'

/**
 * A real server process on PostgreSQL is killed with SIGKILL in the middle of a burst of
 * checkouts, then started again on the same database (decision 0038). Needs a PostgreSQL server:
 * runs when TEST_DATABASE_URL is given (CI runs the API suite that way).
 */
const serverUrl = process.env.TEST_DATABASE_URL!
let port: number
const initialStock = 80
const buyers = 40

describe('SIGKILL in the middle of a burst of checkouts', () => {
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>
  let database: DatabaseConnection
  let dataDir: string
  let server: ServerProcess | null = null
  const start = () =>
    startServerProcess({
      port,
      env: {
        DATABASE_URL: target.url,
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Forty buyers from one address: lift the per-address limits, as behind a shared address.
        RATE_LIMIT_FACTOR: '1000',
      },
    })

  beforeAll(async () => {
    port = await freePort()
    target = await createPostgresDatabase(serverUrl)
    dataDir = await mkdtemp(path.join(tmpdir(), 'groveside-crash-'))
    database = await connectDatabase({ kind: 'postgres', url: target.url, poolSize: 4 })
  }, 30_000)
  afterAll(async () => {
    await server?.stop('SIGKILL')
    await stopAllProcesses()
    await database?.close()
    await target?.drop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  }, 30_000)

  it('leaves every order whole, stock equal to what orders hold, and sends the queued e-mails', async () => {
    server = await start()
    const [honey] = await database.db
      .insert(products)
      .values({
        name: 'Crash Test Honey',
        priceCents: 1200,
        category: 'honey',
        stockQuantity: initialStock,
      })
      .returning()

    // Each buyer: put the honey in the cart, place the order, pay with the test card.
    const api = server.url
    let failedRequests = 0
    const checkout = async (n: number) => {
      const jar = cookieJar()
      const send = async (url: string, body: unknown) => {
        const response = await fetch(`${api}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: jar.header() },
          body: JSON.stringify(body),
        })
        jar.keep(response)
        return response
      }
      try {
        await send('/api/cart', { productId: honey!.id, quantity: 1 + (n % 2) })
        const placed = await send(
          '/api/orders',
          validOrder({ shippingMethod: 'farm_pickup', customerEmail: `buyer${n}@crash.test` }),
        )
        const { id } = (await placed.json()) as { id: number }
        await send('/api/payments/test-mode/confirm', {
          orderId: id,
          cardNumber: testCards.succeeds,
        })
      } catch {
        failedRequests += 1 // the connection died with the process
      }
    }
    const burst = Promise.all(Array.from({ length: buyers }, (_, n) => checkout(n)))

    const ours = sql`${orders.customerEmail} like '%@crash.test'`
    // Kill as soon as a few orders are paid, while the others are still on their way.
    const paidCount = async () => {
      const [row] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(ours, eq(orders.paymentStatus, 'paid')))
      return row!.count
    }
    for (let waited = 0; (await paidCount()) < 4 && waited < 60_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20))
    await server.stop('SIGKILL')
    await burst
    expect(failedRequests, 'the kill came in the middle of the burst').toBeGreaterThan(0)

    // Time passes (as the tests of decision 0015 do with lapseReservation): some unpaid holds run
    // out, and the jobs the dead process was running expire (5 minutes), so they are retried.
    const unpaidBefore = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(ours, eq(orders.paymentStatus, 'unpaid')))
    const lapsed = unpaidBefore.filter((_, index) => index % 2 === 0).map(({ id }) => id)
    if (lapsed.length)
      await database.db
        .update(orders)
        .set({ reservedUntil: new Date(Date.now() - 1000) })
        .where(inArray(orders.id, lapsed))
    await database.db.execute(
      sql`update ${sql.identifier(jobSchema)}.job set started_on = now() - interval '6 minutes'
          where state = 'active'`,
    )
    server = await start()
    // The minute's release of lapsed holds, without waiting for the minute.
    const boss = createBoss(database, { supervise: false, schedule: false })
    await boss.start()
    await boss.send('orders.release-lapsed-reservations', {})
    await boss.stop({ close: true, graceful: false })
    const settled = async () => {
      const pending = (await storedJobs(database.db, sendEmailJob)).filter(
        (job) => !['completed', 'failed'].includes(job.state),
      )
      const unreleased = lapsed.length
        ? await database.db
            .select({ id: orders.id })
            .from(orders)
            .where(and(inArray(orders.id, lapsed), sql`${orders.stockReleasedAt} is null`))
        : []
      return pending.length === 0 && unreleased.length === 0
    }
    for (let waited = 0; !(await settled()) && waited < 60_000; waited += 250)
      await new Promise((resolve) => setTimeout(resolve, 250))
    expect(await settled(), server.output()).toBe(true)

    const all = await database.db.select().from(orders).where(ours)
    expect(all.length).toBeGreaterThan(0)
    let held = 0
    for (const order of all) {
      const items = await database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
      expect(items, `order ${order.id} has its lines`).toHaveLength(1)
      expect(items[0]!.totalPriceCents).toBe(order.subtotalCents)
      const [payment] = await database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order.id))
      if (order.paymentStatus === 'paid') {
        expect(order.status).toBe('confirmed')
        expect(payment).toMatchObject({ status: 'succeeded', amountCents: order.totalAmountCents })
        held += items[0]!.quantity
      } else if (lapsed.includes(order.id)) {
        expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' })
        expect(order.stockReleasedAt).not.toBeNull()
      } else {
        // Placed but not paid when the process died: still an open hold (its payment row is
        // written right after the order, so a kill in between leaves none; paying creates it).
        expect(order).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' })
        expect(order.stockReleasedAt).toBeNull()
        expect(order.reservedUntil!.getTime()).toBeGreaterThan(Date.now())
        held += items[0]!.quantity
      }
    }
    const [after] = await database.db.select().from(products).where(eq(products.id, honey!.id))
    expect(after!.stockQuantity).toBe(initialStock - held)

    // Every paid order's receipt went out, once, after the restart if not before.
    const paid = all.filter((order) => order.paymentStatus === 'paid')
    expect(paid.length).toBeGreaterThanOrEqual(4)
    for (const order of paid) {
      const receipts = await database.db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.toAddress, order.customerEmail),
            eq(emailOutbox.subject, `Your Groveside order #${order.id}`),
          ),
        )
      expect(receipts.length, `receipt of order ${order.id}`).toBeGreaterThanOrEqual(1)
    }
    const failedMail = (await storedJobs(database.db, sendEmailJob)).filter(
      (job) => job.state === 'failed',
    )
    expect(failedMail).toEqual([])
  }, 150_000)
})
