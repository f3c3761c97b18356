import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { backInStockSignUpMessage } from '#contracts/back-in-stock'
import { backInStockRequests, products } from '#server/db/schema/catalog'
import { emailOutbox } from '#server/db/schema/notifications'
import { storedJobs } from '#server/test/queued-jobs'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import {
  lapseReservation,
  productNamed,
  validOrder,
  visitorWithCart,
} from '#server/test/checkout-helpers'
import { nextTestAddress, signInAsStaff } from '#server/test/sign-in'

let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app)
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app
const askToBeTold = (productId: number, payload: object) =>
  app().inject({
    method: 'POST',
    url: `/api/products/${productId}/back-in-stock`,
    payload,
    remoteAddress: nextTestAddress(),
  })
const setInStock = (productId: number, inStock: boolean) =>
  app().inject({
    method: 'PUT',
    url: `/api/products/${productId}`,
    headers: { cookie: staff },
    payload: { inStock },
  })
const mailsTo = async (address: string) => {
  await app().jobs.runDueJobs()
  return app().db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))
}
const unsubscribeLinkIn = (text: string) => {
  const match = text.match(/\/back-in-stock\/unsubscribe\?token=([\w-]+)/)
  if (!match) throw new Error('no unsubscribe link in the e-mail')
  return match[1]!
}

describe('e-mail me when it is back', () => {
  it('answers a sign-up the same whether or not the address asked before, storing one request', async () => {
    const kent = await productNamed(app(), 'Kent Mangos') // out of stock in the demo farm
    const first = await askToBeTold(kent.id, { email: ' Pat@Example.com ' })
    const again = await askToBeTold(kent.id, { email: 'pat@example.com' })
    expect(first.statusCode).toBe(202)
    expect(again.statusCode).toBe(202)
    expect(again.json()).toEqual(first.json())
    expect(first.json()).toEqual({ message: backInStockSignUpMessage })
    const stored = await app()
      .db.select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.email, 'pat@example.com'))
    expect(stored).toHaveLength(1)
    expect(await mailsTo('pat@example.com')).toHaveLength(0) // nothing until it is back
  })

  it('stores nothing for a bot that fills the hidden field, and answers the same', async () => {
    const kent = await productNamed(app(), 'Kent Mangos')
    const response = await askToBeTold(kent.id, { email: 'bot@example.com', website: 'x' })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ message: backInStockSignUpMessage })
    const stored = await app()
      .db.select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.email, 'bot@example.com'))
    expect(stored).toHaveLength(0)
  })

  it('refuses a product that is in stock or unknown', async () => {
    const haden = await productNamed(app(), 'Haden Mangos')
    const inStock = await askToBeTold(haden.id, { email: 'pat@example.com' })
    expect(inStock.statusCode).toBe(409)
    expect(inStock.json()).toMatchObject({ code: 'IN_STOCK' })
    expect((await askToBeTold(999_999, { email: 'pat@example.com' })).statusCode).toBe(404)
    expect((await askToBeTold(haden.id, { email: 'not an e-mail' })).statusCode).toBe(400)
  })

  it('e-mails each request once through the job queue when staff put the product back, never twice', async () => {
    const kent = await productNamed(app(), 'Kent Mangos')
    await askToBeTold(kent.id, { email: 'sam@example.com' })

    expect((await setInStock(kent.id, true)).statusCode).toBe(200)
    const queued = await storedJobs(app().db, 'email.send')
    expect(queued.some((job) => JSON.stringify(job.payload).includes('sam@example.com'))).toBe(true)
    const [mail, ...more] = await mailsTo('sam@example.com')
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe('Kent Mangos is back in stock')
    expect(mail!.text).toContain(`http://localhost:5000/products/${kent.id}`)
    expect(mail!.text).toContain('http://localhost:5000/back-in-stock/unsubscribe?token=')
    expect(await mailsTo('pat@example.com')).toHaveLength(1) // the first test's request too

    // Out and back in again: the requests are done, nobody is e-mailed a second time.
    await setInStock(kent.id, false)
    await setInStock(kent.id, true)
    expect(await mailsTo('sam@example.com')).toHaveLength(1)
    expect(await mailsTo('pat@example.com')).toHaveLength(1)
    const [row] = await app()
      .db.select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.email, 'sam@example.com'))
    expect(row!.notifiedAt).not.toBeNull()
    await setInStock(kent.id, false)
  })

  it('e-mails the waiting people when an unpaid order lapses and gives the last units back', async () => {
    const blackberries = await productNamed(app(), 'Fresh Blackberries')
    await app()
      .db.update(products)
      .set({ stockQuantity: 1, inStock: true })
      .where(eq(products.id, blackberries.id))
    const { cookie } = await visitorWithCart(app(), [{ productId: blackberries.id, quantity: 1 }])
    const placed = await app().inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: validOrder(),
      remoteAddress: nextTestAddress(),
    })
    expect(placed.statusCode, placed.body).toBe(201)
    expect((await productNamed(app(), 'Fresh Blackberries')).inStock).toBe(false)
    expect((await askToBeTold(blackberries.id, { email: 'robin@example.com' })).statusCode).toBe(
      202,
    )

    await lapseReservation(app(), placed.json().id as number)

    expect((await productNamed(app(), 'Fresh Blackberries')).inStock).toBe(true)
    const [mail, ...more] = await mailsTo('robin@example.com')
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe('Fresh Blackberries is back in stock')
    await app()
      .db.update(products)
      .set({ stockQuantity: blackberries.stockQuantity, inStock: blackberries.inStock })
      .where(eq(products.id, blackberries.id))
  })

  it('unsubscribes in one click: the address gets no back-in-stock e-mail any more', async () => {
    const kent = await productNamed(app(), 'Kent Mangos')
    const honey = await productNamed(app(), 'Saw Palmetto Honey')
    await app().db.update(products).set({ inStock: false }).where(eq(products.id, kent.id))
    await askToBeTold(kent.id, { email: 'lee@example.com' })
    await askToBeTold(honey.id, { email: 'lee@example.com' })
    await setInStock(kent.id, true)
    const [mail] = await mailsTo('lee@example.com')
    const token = unsubscribeLinkIn(mail!.text)

    const unsubscribe = () =>
      app().inject({
        method: 'POST',
        url: '/api/back-in-stock/unsubscribe',
        payload: { token },
        remoteAddress: nextTestAddress(),
      })
    const first = await unsubscribe()
    expect(first.statusCode).toBe(200)
    expect((await unsubscribe()).statusCode).toBe(200) // the link works again and again

    await setInStock(honey.id, true)
    expect(await mailsTo('lee@example.com')).toHaveLength(1) // not told about the honey

    const unknown = await app().inject({
      method: 'POST',
      url: '/api/back-in-stock/unsubscribe',
      payload: { token: 'x'.repeat(43) },
      remoteAddress: nextTestAddress(),
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ code: 'INVALID_LINK' })
  })
})
