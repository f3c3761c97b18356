import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { clearFarmSettingsCache } from '#server/domains/settings/public'
import { farmSettings } from '#server/db/schema/settings'
import { emailOutbox } from '#server/db/schema/notifications'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { productNamed, validOrder, visitorWithCart } from '#server/test/checkout-helpers'
import { nextTestAddress, signInAsStaff } from '#server/test/sign-in'

// What the buyer chose, said in the e-mails (decision 0042): the shipping method by name, where and
// when a pickup is collected, and the step each way of fulfilment takes instead of "shipped".
let testApp: TestApp
let staff: string
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app, 'staff')
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app
let orderCount = 0

/** A paid order of Fresh Blackberries and a jar of Wildflower Honey, by `shippingMethod`. */
async function paidOrder(shippingMethod: string) {
  orderCount += 1
  const customerEmail = `fulfilment-${orderCount}@example.com`
  const { cookie } = await visitorWithCart(app(), [
    { productId: (await productNamed(app(), 'Fresh Blackberries')).id, quantity: 1 },
    { productId: (await productNamed(app(), 'Wildflower Honey')).id, quantity: 1 },
  ])
  const placed = await app().inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: validOrder({ customerEmail, shippingMethod }),
    remoteAddress: nextTestAddress(),
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const id = placed.json().id as number
  const paid = await app().inject({
    method: 'POST',
    url: '/api/payments/test-mode/confirm',
    headers: { cookie },
    payload: { orderId: id, cardNumber: '4242424242424242' },
    remoteAddress: nextTestAddress(),
  })
  expect(paid.statusCode, paid.body).toBe(200)
  return { id, customerEmail }
}

async function mailsTo(address: string) {
  await app().jobs.runDueJobs()
  return app().db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))
}

async function farmNotice(orderId: number) {
  const mails = await mailsTo('hello@groveside.farm')
  return mails.find((mail) => mail.subject.startsWith(`New order #${orderId} `))!
}

const move = (orderId: number, payload: object) =>
  app().inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}`,
    headers: { cookie: staff },
    payload,
  })

describe('order e-mails say what the buyer chose', () => {
  it('names the shipping method in the receipt and the farm’s notice, never its code', async () => {
    const order = await paidOrder('refrigerated_shipping')
    const [receipt] = await mailsTo(order.customerEmail)
    expect(receipt!.subject).toBe(`Your Groveside order #${order.id}`)
    expect(receipt!.text).toContain('Shipping (Refrigerated Shipping): $35.00')
    expect(receipt!.text).toContain('Ship to: 41 Palm Hammock Lane, Jensen Beach, FL 34957')
    expect(receipt!.text).toContain('We will e-mail you the tracking number when it ships')
    const notice = await farmNotice(order.id)
    expect(notice.text).toContain(
      'Ship by Refrigerated Shipping to: 41 Palm Hammock Lane, Jensen Beach, FL 34957',
    )
    expect(notice.text).toContain(`Customer: Rosa Alvarez <${order.customerEmail}> 772-555-0142`)
    for (const text of [receipt!.text, notice.text]) expect(text).not.toContain('_shipping')
  })

  it('tells a pickup buyer where and when to collect, from the farm settings', async () => {
    const [before] = await app().db.select().from(farmSettings)
    const late = [{ from: '08:00', to: '18:00' }]
    await app()
      .db.update(farmSettings)
      .set({
        openingHours: { ...before!.openingHours, friday: late, saturday: late },
        hoursNote: 'Closed on Thanksgiving',
      })
    clearFarmSettingsCache(app().db)
    const order = await paidOrder('farm_pickup')
    const [receipt] = await mailsTo(order.customerEmail)
    expect(receipt!.text).toContain('Farm Pickup: $0.00')
    expect(receipt!.text).toContain(
      'Pick up at: Groveside Farm, 2180 Seagrape Grove Road, Jensen Beach, FL 34957',
    )
    expect(receipt!.text).toContain(
      'Opening hours: Thu, Sun 8:00 AM – 4:00 PM; Fri, Sat 8:00 AM – 6:00 PM (Closed on Thanksgiving)',
    )
    expect(receipt!.text).toContain('We will e-mail you when it is ready for pickup')
    for (const wrong of [
      'Ship to',
      'Farm pickup at the farm stand',
      ', ,',
      'on its way',
      'farm_pickup',
    ])
      expect(receipt!.text).not.toContain(wrong)
    const notice = await farmNotice(order.id)
    expect(notice.text).toContain('Farm Pickup: the customer collects it at the farm stand.')
    expect(notice.text).not.toContain('farm_pickup')
    await app()
      .db.update(farmSettings)
      .set({ openingHours: before!.openingHours, hoursNote: before!.hoursNote })
    clearFarmSettingsCache(app().db)
  })
})

describe('each way of fulfilment takes its own step, never "shipped"', () => {
  it('a pickup order becomes ready for pickup (with where and when), then picked up', async () => {
    const order = await paidOrder('farm_pickup')
    expect((await move(order.id, { status: 'processing' })).statusCode).toBe(200)
    const shipped = await move(order.id, {
      status: 'shipped',
      carrier: 'usps',
      trackingNumber: '9400111899223344556677',
    })
    expect(shipped.statusCode).toBe(409)
    expect(shipped.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: `Order #${order.id} goes by Farm Pickup: it becomes ready for pickup, not shipped.`,
      fields: { status: 'A Farm Pickup order becomes ready for pickup' },
    })
    const ready = await move(order.id, { status: 'ready_for_pickup' })
    expect(ready.statusCode, ready.body).toBe(200)
    expect(ready.json()).toMatchObject({ status: 'ready_for_pickup', tracking: null })
    expect((await move(order.id, { status: 'delivered' })).statusCode).toBe(200)

    const mails = await mailsTo(order.customerEmail)
    const readyMail = mails.find((mail) => mail.subject.endsWith('is ready for pickup'))!
    expect(readyMail.subject).toBe(`Your Groveside order #${order.id} is ready for pickup`)
    expect(readyMail.text).toContain('packed and waiting for you at the farm stand')
    expect(readyMail.text).toContain(
      'Pick up at: Groveside Farm, 2180 Seagrape Grove Road, Jensen Beach, FL 34957',
    )
    expect(readyMail.text).toContain('Opening hours: ')
    expect(mails.map((mail) => mail.subject)).toContain(
      `Your Groveside order #${order.id} is picked up`,
    )
    expect(mails.some((mail) => /shipped/i.test(mail.subject + mail.text))).toBe(false)
  })

  it('a local delivery goes out for delivery, then is delivered', async () => {
    const order = await paidOrder('local_delivery')
    expect((await move(order.id, { status: 'processing' })).statusCode).toBe(200)
    expect(
      (
        await move(order.id, {
          status: 'shipped',
          carrier: 'ups',
          trackingNumber: '1Z999AA10123456784',
        })
      ).statusCode,
    ).toBe(409)
    expect((await move(order.id, { status: 'ready_for_pickup' })).statusCode).toBe(409)
    expect((await move(order.id, { status: 'out_for_delivery' })).statusCode).toBe(200)
    // Out of the farm's hands: no cancelling now.
    expect((await move(order.id, { status: 'cancelled' })).statusCode).toBe(409)
    expect((await move(order.id, { status: 'delivered' })).statusCode).toBe(200)

    const mails = await mailsTo(order.customerEmail)
    const out = mails.find((mail) => mail.subject.endsWith('is out for delivery'))!
    expect(out.text).toContain(
      "on its way with the farm's own delivery, to:\n  41 Palm Hammock Lane, Jensen Beach, FL 34957",
    )
    expect(mails.map((mail) => mail.subject)).toContain(
      `Your Groveside order #${order.id} is delivered`,
    )
    expect(mails.some((mail) => /shipped/i.test(mail.subject + mail.text))).toBe(false)
  })

  it('a carrier order is shipped only with its carrier and tracking number, which the buyer gets', async () => {
    const order = await paidOrder('refrigerated_shipping')
    expect((await move(order.id, { status: 'processing' })).statusCode).toBe(200)
    expect((await move(order.id, { status: 'ready_for_pickup' })).statusCode).toBe(409)
    const missing = await move(order.id, { status: 'shipped', carrier: 'usps' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields).toEqual({ trackingNumber: 'Tracking number is required' })
    const bad = await move(order.id, {
      status: 'shipped',
      carrier: 'dhl',
      trackingNumber: 'not a number!',
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fields).sort()).toEqual(['carrier', 'trackingNumber'])
    const details = await app().inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: staff },
    })
    expect(details.json()).toMatchObject({ status: 'processing', tracking: null })

    const shipped = await move(order.id, {
      status: 'shipped',
      carrier: 'ups',
      trackingNumber: '1z 999 aa1 0123456784',
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(shipped.json().tracking).toEqual({
      carrier: 'ups',
      carrierName: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    })
    const mails = await mailsTo(order.customerEmail)
    const shippedMail = mails.find((mail) => mail.subject.endsWith('has shipped'))!
    expect(shippedMail.text).toContain('Tracking: 1Z999AA10123456784')
    expect(shippedMail.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784')
  })
})
