import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { addCalendarDays } from '#contracts/farm-time'
import {
  customerSubscriptionListSchema,
  staffSubscriptionPageSchema,
  subscriptionBoxesSchema,
  type CustomerSubscription,
} from '#contracts/subscriptions'
import {
  subscriptionPayments,
  subscriptionPlans,
  subscriptions,
} from '#server/db/schema/subscriptions'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'
import { expectStaffOnly } from '#server/test/staff-resource-checks'
import {
  deliveryAddress,
  farmDay,
  mailTo,
  onFarmDay,
  paidSubscription,
  paymentsOf,
  planNamed,
  subscribe,
  subscriptionAction,
  subscriptionRow,
} from '#server/test/subscription-helpers'
import { runSubscriptionRenewals } from './subscription-renewals'
import { subscriptionDepsOf } from './subscription-deps'

let testApp: TestApp
let staff: string
let customer: string
const customerEmail = 'csa-member@example.com'
beforeAll(async () => {
  testApp = await buildTestApp()
  staff = await signInAsStaff(testApp.app, 'staff')
  customer = await signInAsCustomer(testApp.app, customerEmail)
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app
const testCard = '4242 4242 4242 4242'
const declinedCard = '4000 0000 0000 0002'

async function mango() {
  return planNamed(app(), "Mango Lover's Box") // $45.00 weekly
}

async function validRequest(overrides: Record<string, unknown> = {}) {
  return {
    planId: (await mango()).id,
    customerName: 'Rosa Alvarez',
    startDate: await farmDay(app(), 3),
    fulfilment: 'pickup',
    ...overrides,
  }
}

/** Subscribes and pays the first box with the test card; answers the subscription's id. */
async function boughtSubscription(cookie = customer, overrides: Record<string, unknown> = {}) {
  const created = await subscribe(app(), cookie, await validRequest(overrides))
  expect(created.statusCode, created.body).toBe(201)
  const id = created.json().id as number
  const paid = await subscriptionAction(app(), cookie, id, 'test-mode/confirm', {
    cardNumber: testCard,
  })
  expect(paid.statusCode, paid.body).toBe(200)
  return id
}

async function mine(cookie = customer): Promise<CustomerSubscription[]> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/subscriptions/mine',
    headers: { cookie },
  })
  expect(response.statusCode).toBe(200)
  return customerSubscriptionListSchema.parse(response.json())
}

async function staffList(query = '') {
  const response = await app().inject({
    method: 'GET',
    url: `/api/admin/subscriptions${query ? `${query}&` : '?'}pageSize=100`,
    headers: { cookie: staff },
  })
  expect(response.statusCode, response.body).toBe(200)
  return staffSubscriptionPageSchema.parse(response.json()).items
}

const allRows = () => app().db.select().from(subscriptions)

describe('who may use subscriptions', () => {
  it('refuses visitors (401) on every customer route and changes nothing', async () => {
    const before = await allRows()
    const id = before[0]?.id ?? 1
    const routes = [
      { method: 'POST' as const, url: '/api/subscriptions', payload: await validRequest() },
      { method: 'GET' as const, url: '/api/subscriptions/mine' },
      {
        method: 'POST' as const,
        url: `/api/subscriptions/${id}/test-mode/confirm`,
        payload: { cardNumber: testCard },
      },
      { method: 'POST' as const, url: `/api/subscriptions/${id}/pause`, payload: { weeks: 2 } },
      { method: 'POST' as const, url: `/api/subscriptions/${id}/resume` },
      { method: 'POST' as const, url: `/api/subscriptions/${id}/cancel` },
    ]
    for (const route of routes) {
      const response = await app().inject(route)
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
    }
    expect(await allRows()).toEqual(before)
  })

  it('keeps the staff lists to staff (401 anonymous, 403 customers)', async () => {
    await expectStaffOnly(
      app(),
      [
        { method: 'GET', url: '/api/admin/subscriptions' },
        { method: 'GET', url: '/api/admin/subscriptions/boxes' },
      ],
      () => staffList(),
    )
  })

  it("answers another customer's subscription as not found, and changes nothing", async () => {
    const id = await boughtSubscription()
    const stranger = await signInAsCustomer(app(), 'stranger@example.com')
    const before = await subscriptionRow(app(), id)
    for (const [action, payload] of [
      ['test-mode/confirm', { cardNumber: testCard }],
      ['pause', { weeks: 2 }],
      ['resume', undefined],
      ['cancel', undefined],
    ] as const) {
      const response = await subscriptionAction(app(), stranger, id, action, payload)
      expect(response.statusCode, action).toBe(404)
    }
    expect(await subscriptionRow(app(), id)).toEqual(before)
    expect((await mine(stranger)).map((each) => each.id)).not.toContain(id)
  })
})

describe('subscribing', () => {
  it('refuses bad input with 400 naming the field, and creates nothing', async () => {
    const before = await allRows()
    const today = await farmDay(app())
    const cases: [Record<string, unknown>, string][] = [
      [{ planId: undefined }, 'planId'],
      [{ planId: 'mango' }, 'planId'],
      [{ customerName: '  ' }, 'customerName'],
      [{ startDate: 'next week' }, 'startDate'],
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ startDate: today }, 'startDate'],
      [{ startDate: addCalendarDays(today, 61) }, 'startDate'],
      [{ fulfilment: 'drone' }, 'fulfilment'],
      [{ fulfilment: 'delivery' }, 'deliveryAddress'],
      [
        { fulfilment: 'delivery', deliveryAddress: { ...deliveryAddress, zipCode: 'x' } },
        'deliveryAddress.zipCode',
      ],
      [
        { fulfilment: 'delivery', deliveryAddress: { ...deliveryAddress, street: '' } },
        'deliveryAddress.street',
      ],
      // Outside the farm's delivery ZIP codes.
      [
        { fulfilment: 'delivery', deliveryAddress: { ...deliveryAddress, zipCode: '10001' } },
        'deliveryAddress.zipCode',
      ],
    ]
    for (const [overrides, field] of cases) {
      const response = await subscribe(app(), customer, await validRequest(overrides))
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(overrides)).toContain(field)
    }
    expect(await allRows()).toEqual(before)
  })

  it('answers hostile input from a customer with a 4xx, never a 5xx', async () => {
    const bodies: unknown[] = [
      await validRequest({ customerName: 'Rosa\u0000' }),
      await validRequest({ planId: 2 ** 31 }),
      await validRequest({ deliveryAddress: ['x'], fulfilment: 'delivery' }),
      await validRequest({ startDate: '9999-12-31' }),
      [],
      'plain text',
    ]
    for (const payload of bodies) {
      const response = await subscribe(app(), customer, payload as object)
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500)
    }
    for (const url of ['/api/subscriptions/99999999999/pause', '/api/subscriptions/abc/cancel']) {
      const response = await app().inject({
        method: 'POST',
        url,
        headers: { cookie: customer },
        payload: { weeks: 1e308 },
      })
      expect(response.statusCode, url).toBe(400)
    }
  })

  it('takes the price and frequency from the plan, whatever the client sends', async () => {
    const plan = await mango()
    const response = await subscribe(
      app(),
      customer,
      await validRequest({
        price: '1.00',
        totalPrice: '1.00',
        totalPriceCents: 100,
        frequency: 'daily',
        status: 'active',
        startDate: await farmDay(app(), 5),
      }),
    )
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({
      status: 'pending',
      payment: { provider: 'test', amount: '45.00', clientSecret: null },
    })
    const row = await subscriptionRow(app(), body.id)
    expect(row).toMatchObject({
      planId: plan.id,
      planName: "Mango Lover's Box",
      totalPriceCents: 4500,
      frequency: 'weekly',
      status: 'pending',
      fulfilment: 'pickup',
      customerEmail,
      provider: 'test',
    })
    // Not paid: no box, and not in this week's boxes.
    expect(await paymentsOf(app(), body.id)).toEqual([])
  })

  it('refuses an inactive plan and one that does not exist', async () => {
    const [hidden] = await app()
      .db.insert(subscriptionPlans)
      .values({
        name: 'Retired Citrus Box',
        description: 'No longer offered.',
        basePriceCents: 3000,
        frequency: 'weekly',
        active: false,
      })
      .returning()
    const before = await allRows()
    for (const planId of [hidden!.id, 999_999]) {
      const response = await subscribe(app(), customer, await validRequest({ planId }))
      expect(response.statusCode).toBe(400)
      expect(response.json().fields).toEqual({ planId: 'This plan is not available.' })
    }
    expect(await allRows()).toEqual(before)
  })

  it('reuses the pending subscription of a retried subscribe', async () => {
    const first = await subscribe(
      app(),
      customer,
      await validRequest({ startDate: await farmDay(app(), 8) }),
    )
    const again = await subscribe(
      app(),
      customer,
      await validRequest({
        startDate: await farmDay(app(), 9),
        fulfilment: 'delivery',
        deliveryAddress,
      }),
    )
    expect(again.json().id).toBe(first.json().id)
    const row = await subscriptionRow(app(), again.json().id)
    expect(row).toMatchObject({
      startDate: await farmDay(app(), 9),
      fulfilment: 'delivery',
      deliveryStreet: deliveryAddress.street,
      deliveryZipCode: '34957',
    })
  })

  it('a test card pays the first box: active, paid for the start date, receipt e-mailed', async () => {
    const buyer = 'first-box@example.com'
    const cookie = await signInAsCustomer(app(), buyer)
    const startDate = await farmDay(app(), 4)
    const created = await subscribe(
      app(),
      cookie,
      await validRequest({ startDate, fulfilment: 'delivery', deliveryAddress }),
    )
    const id = created.json().id as number
    const paid = await subscriptionAction(app(), cookie, id, 'test-mode/confirm', {
      cardNumber: testCard,
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json()).toEqual({ status: 'succeeded', message: 'Payment received.' })

    const [listed] = await mine(cookie)
    expect(listed).toMatchObject({
      id,
      planName: "Mango Lover's Box",
      frequency: 'weekly',
      status: 'active',
      nextDelivery: startDate,
      pausedUntil: null,
      price: '45.00',
      fulfilment: 'delivery',
      deliveryAddress,
    })
    expect(await paymentsOf(app(), id)).toMatchObject([
      { deliveryDate: startDate, amountCents: 4500 },
    ])
    const receipts = await mailTo(app(), buyer)
    const receipt = receipts.find((mail) => mail.subject.startsWith('Your Groveside receipt'))
    expect(receipt?.subject).toContain("Mango Lover's Box")
    expect(receipt?.text).toContain('$45.00')
    expect(receipt?.text).toContain('Delivery: to 41 Palm Hammock Lane, Jensen Beach, FL 34957')

    // Confirming again (a double click) pays nothing more.
    const again = await subscriptionAction(app(), cookie, id, 'test-mode/confirm', {
      cardNumber: testCard,
    })
    expect(again.json().status).toBe('succeeded')
    expect(await paymentsOf(app(), id)).toHaveLength(1)
  })

  it('a declined card leaves it pending with nothing paid; another card then pays', async () => {
    const created = await subscribe(
      app(),
      customer,
      await validRequest({ startDate: await farmDay(app(), 6) }),
    )
    const id = created.json().id as number
    const declined = await subscriptionAction(app(), customer, id, 'test-mode/confirm', {
      cardNumber: declinedCard,
    })
    expect(declined.statusCode).toBe(402)
    expect(declined.json().message).toBe('Your card was declined.')
    expect((await subscriptionRow(app(), id)).status).toBe('pending')
    expect(await paymentsOf(app(), id)).toEqual([])

    const unknown = await subscriptionAction(app(), customer, id, 'test-mode/confirm', {
      cardNumber: '5555 5555 5555 4444',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().fields).toHaveProperty('cardNumber')

    const paid = await subscriptionAction(app(), customer, id, 'test-mode/confirm', {
      cardNumber: testCard,
    })
    expect(paid.statusCode).toBe(200)
    expect((await subscriptionRow(app(), id)).status).toBe('active')
  })
})

describe('renewals in test mode', () => {
  it('charges each box on its day, once even when two jobs run at once, with a receipt', async () => {
    const buyer = 'renewing@example.com'
    const cookie = await signInAsCustomer(app(), buyer)
    const start = await farmDay(app(), 2)
    const id = await boughtSubscription(cookie, { startDate: start })
    const receiptsBefore = (await mailTo(app(), buyer)).filter((mail) =>
      mail.subject.startsWith('Your Groveside receipt'),
    ).length
    expect(receiptsBefore).toBe(1)

    // The start date's box was paid when subscribing: its day moves on without a charge.
    await runSubscriptionRenewals(subscriptionDepsOf(app()), await onFarmDay(app(), start))
    expect((await subscriptionRow(app(), id)).nextDelivery).toBe(addCalendarDays(start, 7))
    expect(await paymentsOf(app(), id)).toHaveLength(1)

    const secondBox = addCalendarDays(start, 7)
    const now = await onFarmDay(app(), secondBox)
    await Promise.all([
      runSubscriptionRenewals(subscriptionDepsOf(app()), now),
      runSubscriptionRenewals(subscriptionDepsOf(app()), now),
    ])
    await runSubscriptionRenewals(subscriptionDepsOf(app()), now)

    expect((await paymentsOf(app(), id)).map((payment) => payment.deliveryDate)).toEqual([
      start,
      secondBox,
    ])
    expect((await subscriptionRow(app(), id)).nextDelivery).toBe(addCalendarDays(start, 14))
    const receipts = (await mailTo(app(), buyer)).filter((mail) =>
      mail.subject.startsWith('Your Groveside receipt'),
    )
    expect(receipts).toHaveLength(receiptsBefore + 1)
    expect(receipts.at(-1)!.text).toContain('Paid:     $45.00')
    expect(receipts.at(-1)!.subject).toContain('box of')
  })

  it('a cancelled or pending subscription is never charged', async () => {
    const start = await farmDay(app(), 1)
    const cancelled = await boughtSubscription(customer, { startDate: start })
    expect((await subscriptionAction(app(), customer, cancelled, 'cancel')).statusCode).toBe(200)
    const pending = (
      await subscribe(app(), customer, await validRequest({ startDate: start }))
    ).json().id as number
    await runSubscriptionRenewals(
      subscriptionDepsOf(app()),
      await onFarmDay(app(), addCalendarDays(start, 21)),
    )
    expect(await paymentsOf(app(), cancelled)).toHaveLength(1)
    expect(await paymentsOf(app(), pending)).toEqual([])
  })
})

describe('pause, resume and cancel', () => {
  it('refuses a pause of more than 8 weeks (or none), naming weeks, and changes nothing', async () => {
    const id = await boughtSubscription()
    const before = await subscriptionRow(app(), id)
    for (const weeks of [9, 0, 2.5, '2']) {
      const response = await subscriptionAction(app(), customer, id, 'pause', { weeks })
      expect(response.statusCode, String(weeks)).toBe(400)
      expect(Object.keys(response.json().fields)).toEqual(['weeks'])
    }
    const tooLong = await subscriptionAction(app(), customer, id, 'pause', { weeks: 9 })
    expect(tooLong.json().fields.weeks).toBe('You can pause for up to 8 weeks.')
    expect(await subscriptionRow(app(), id)).toEqual(before)
  })

  it('a pause skips the unpaid boxes until it ends, then renewals go on', async () => {
    const today = await farmDay(app())
    const start = addCalendarDays(today, 3)
    const id = await boughtSubscription(customer, { startDate: start })

    const paused = await subscriptionAction(app(), customer, id, 'pause', { weeks: 2 })
    expect(paused.statusCode, paused.body).toBe(200)
    const pausedUntil = addCalendarDays(today, 14)
    // The start date's box is paid for, so it still comes.
    expect(paused.json()).toMatchObject({ status: 'paused', pausedUntil, nextDelivery: start })

    // Within the pause: the box of start + 7 is skipped, not charged.
    await runSubscriptionRenewals(
      subscriptionDepsOf(app()),
      await onFarmDay(app(), addCalendarDays(today, 10)),
    )
    let row = await subscriptionRow(app(), id)
    expect(row).toMatchObject({ status: 'paused', nextDelivery: addCalendarDays(start, 14) })
    expect((await paymentsOf(app(), id)).map((payment) => payment.deliveryDate)).toEqual([start])

    // After it: active again, and the next box is charged on its day.
    await runSubscriptionRenewals(
      subscriptionDepsOf(app()),
      await onFarmDay(app(), addCalendarDays(start, 14)),
    )
    row = await subscriptionRow(app(), id)
    expect(row).toMatchObject({
      status: 'active',
      pausedUntil: null,
      nextDelivery: addCalendarDays(start, 21),
    })
    expect((await paymentsOf(app(), id)).map((payment) => payment.deliveryDate)).toEqual([
      start,
      addCalendarDays(start, 14),
    ])
  })

  it('resumes a paused subscription from the next date on its schedule, only when paused', async () => {
    const today = await farmDay(app())
    const start = addCalendarDays(today, 1)
    const id = await boughtSubscription(customer, { startDate: start })
    const notPaused = await subscriptionAction(app(), customer, id, 'resume')
    expect(notPaused.statusCode).toBe(409)

    expect((await subscriptionAction(app(), customer, id, 'pause', { weeks: 8 })).statusCode).toBe(
      200,
    )
    const twice = await subscriptionAction(app(), customer, id, 'pause', { weeks: 1 })
    expect(twice.statusCode).toBe(409)
    expect((await subscriptionRow(app(), id)).pausedUntil).toBe(addCalendarDays(today, 56))

    const resumed = await subscriptionAction(app(), customer, id, 'resume')
    expect(resumed.statusCode, resumed.body).toBe(200)
    expect(resumed.json()).toMatchObject({
      status: 'active',
      pausedUntil: null,
      nextDelivery: start,
    })
  })

  it('cancels from active, paused or pending, once; a cancelled one cannot be paused', async () => {
    const id = await boughtSubscription()
    expect((await subscriptionAction(app(), customer, id, 'pause', { weeks: 3 })).statusCode).toBe(
      200,
    )
    const cancelled = await subscriptionAction(app(), customer, id, 'cancel')
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      nextDelivery: null,
      pausedUntil: null,
    })
    expect((await subscriptionAction(app(), customer, id, 'cancel')).statusCode).toBe(409)
    expect((await subscriptionAction(app(), customer, id, 'pause', { weeks: 1 })).statusCode).toBe(
      409,
    )
    expect((await subscriptionAction(app(), customer, id, 'resume')).statusCode).toBe(409)
    const confirm = await subscriptionAction(app(), customer, id, 'test-mode/confirm', {
      cardNumber: testCard,
    })
    expect(confirm.statusCode).toBe(409)

    const pending = (
      await subscribe(app(), customer, await validRequest({ startDate: await farmDay(app(), 12) }))
    ).json().id as number
    expect((await subscriptionAction(app(), customer, pending, 'cancel')).statusCode).toBe(200)
    expect((await subscriptionRow(app(), pending)).status).toBe('cancelled')
  })
})

describe("staff: the Subscriptions tab and this week's boxes", () => {
  it('lists every subscription with customer, plan, frequency, status, next delivery, price', async () => {
    const id = await boughtSubscription(customer, {
      fulfilment: 'delivery',
      deliveryAddress,
      startDate: await farmDay(app(), 2),
    })
    const listed = (await staffList()).find((each) => each.id === id)
    expect(listed).toMatchObject({
      customerName: 'Rosa Alvarez',
      customerEmail,
      planName: "Mango Lover's Box",
      frequency: 'weekly',
      status: 'active',
      nextDelivery: await farmDay(app(), 2),
      price: '45.00',
      fulfilment: 'delivery',
      deliveryAddress,
      provider: 'test',
    })
    const active = await staffList('?status=active')
    expect(active.length).toBeGreaterThan(0)
    expect(active.every((each) => each.status === 'active')).toBe(true)
    expect(
      (await staffList('?status=cancelled')).every((each) => each.status === 'cancelled'),
    ).toBe(true)
    const bad = await app().inject({
      method: 'GET',
      url: '/api/admin/subscriptions?status=lapsed',
      headers: { cookie: staff },
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fields)).toEqual(['status'])
  })

  it("gives this week's boxes by date: paid and due ones, never pending, paused-over or cancelled", async () => {
    const boxer = await signInAsCustomer(app(), 'boxes@example.com')
    const tomorrow = await farmDay(app(), 1)
    const delivered = await boughtSubscription(boxer, {
      customerName: 'Dee Livery',
      startDate: tomorrow,
      fulfilment: 'delivery',
      deliveryAddress,
    })
    const honey = await planNamed(app(), 'Honey of the Month')
    const pickedUp = await boughtSubscription(boxer, {
      customerName: 'Pat Pickup',
      planId: honey.id,
      startDate: await farmDay(app(), 3),
    })
    const pending = (
      await subscribe(
        app(),
        boxer,
        await validRequest({ customerName: 'Penny Pending', startDate: tomorrow }),
      )
    ).json().id as number
    const paused = await boughtSubscription(boxer, {
      customerName: 'Paul Paused',
      startDate: tomorrow,
      planId: (await planNamed(app(), 'Farm Share Basket')).id,
    })
    await app()
      .db.update(subscriptions)
      .set({ status: 'paused', pausedUntil: addCalendarDays(tomorrow, 30) })
      .where(eq(subscriptions.id, paused))
    await app()
      .db.delete(subscriptionPayments)
      .where(eq(subscriptionPayments.subscriptionId, paused))

    const response = await app().inject({
      method: 'GET',
      url: '/api/admin/subscriptions/boxes',
      headers: { cookie: staff },
    })
    expect(response.statusCode).toBe(200)
    const boxes = subscriptionBoxesSchema.parse(response.json())
    expect(boxes.from).toBe(await farmDay(app()))
    expect(boxes.to).toBe(await farmDay(app(), 6))
    const onDay = (date: string) => boxes.days.find((day) => day.date === date)?.boxes ?? []
    expect(onDay(tomorrow).find((box) => box.subscriptionId === delivered)).toMatchObject({
      customerName: 'Dee Livery',
      planName: "Mango Lover's Box",
      fulfilment: 'delivery',
      deliveryAddress,
      paid: true,
    })
    expect(
      onDay(await farmDay(app(), 3)).find((box) => box.subscriptionId === pickedUp),
    ).toMatchObject({
      customerName: 'Pat Pickup',
      fulfilment: 'pickup',
      deliveryAddress: null,
    })
    const everyBox = boxes.days.flatMap((day) => day.boxes.map((box) => box.subscriptionId))
    expect(everyBox).not.toContain(pending)
    expect(everyBox).not.toContain(paused)
    expect(boxes.days.map((day) => day.date)).toEqual([...boxes.days.map((day) => day.date)].sort())
  })
})

describe('changing the card boxes are charged to', () => {
  it('checks the test card, keeps its last four digits, and only for the member’s own charging subscription', async () => {
    const buyer = 'new-card@example.com'
    const cookie = await signInAsCustomer(app(), buyer)
    const { id } = await paidSubscription(app(), cookie)
    expect((await mine(cookie)).find((each) => each.id === id)?.cardLast4).toBe('4242')
    const change = (body: object, as = cookie, subscription = id) =>
      subscriptionAction(app(), as, subscription, 'card', body)

    const missing = await change({})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields.cardNumber).toBe('Card number is required')
    const unknown = await change({ cardNumber: '1234 5678 9012 3456' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().fields).toHaveProperty('cardNumber')
    expect((await change({ cardNumber: declinedCard })).statusCode).toBe(402)
    expect((await subscriptionRow(app(), id)).cardLast4).toBe('4242')
    expect((await change({ cardNumber: testCard }, customer)).statusCode).toBe(404)
    const anonymous = await app().inject({
      method: 'POST',
      url: `/api/subscriptions/${id}/card`,
      payload: { cardNumber: '4242424242424242' },
    })
    expect(anonymous.statusCode).toBe(401)

    const changed = await change({ cardNumber: '4242-4242-4242-4242' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toEqual({ status: 'saved', cardLast4: '4242', clientSecret: null })

    const plan = await planNamed(app(), "Mango Lover's Box")
    const pending = await subscribe(app(), cookie, {
      planId: plan.id,
      customerName: 'Rosa Alvarez',
      startDate: await farmDay(app(), 5),
      fulfilment: 'pickup',
    })
    const notYet = await change({ cardNumber: '4242424242424242' }, cookie, pending.json().id)
    expect(notYet.statusCode).toBe(409)
    expect(notYet.json().message).toBe(
      'Finish paying for the first box first: that card is the one saved.',
    )
    await subscriptionAction(app(), cookie, id, 'cancel')
    expect((await change({ cardNumber: '4242424242424242' })).statusCode).toBe(409)
  })
})
