import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boxCutOffInstant } from '#contracts/csa-season'
import { addCalendarDays } from '#contracts/farm-time'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'
import {
  declinedPaymentMethod,
  startStripeStandIn,
  type StripeStandIn,
} from '#server/test/stripe-stand-in'
import {
  farmDay,
  mailTo,
  paymentsOf,
  planNamed,
  subscribe,
  subscriptionAction,
  subscriptionRow,
} from '#server/test/subscription-helpers'
import { createStripeClient } from '#server/providers/payments/stripe-provider'
import { farmTimeZone } from './subscription-records'
import { runSubscriptionRenewals } from './subscription-renewals'
import { subscriptionDepsOf } from './subscription-deps'

const webhookSecret = 'whsec_groveside_subscriptions'
let standIn: StripeStandIn
let testApp: TestApp
let customer: string
const customerEmail = 'stripe-member@example.com'
beforeAll(async () => {
  standIn = await startStripeStandIn()
  testApp = await buildTestApp({
    config: {
      stripe: {
        secretKey: 'sk_test_standin',
        publishableKey: 'pk_test_standin',
        webhookSecret,
        apiBase: standIn.url,
      },
    },
  })
  customer = await signInAsCustomer(testApp.app, customerEmail)
})
afterAll(async () => {
  await testApp.close()
  await standIn.close()
})

const app = () => testApp.app
const signer = await createStripeClient({ secretKey: 'sk_test_standin' })

function webhook(event: object, secret = webhookSecret) {
  const payload = JSON.stringify(event)
  return app().inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  })
}

/** The `payment_intent.succeeded` event Stripe sends for a box's PaymentIntent. */
const intentSucceeded = (
  eventId: string,
  intent: { id: string; amount: number; metadata: Record<string, string> },
  paymentMethod = 'pm_card_visa',
) => ({
  id: eventId,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: {
    object: {
      ...intent,
      object: 'payment_intent',
      status: 'succeeded',
      amount_received: intent.amount,
      currency: 'usd',
      payment_method: paymentMethod,
    },
  },
})

const requestsTo = (method: string, path: string) =>
  standIn.requests.filter((request) => request.method === method && request.path === path)

/** The PaymentIntents asked for one subscription, in order. */
const intentsOf = (id: number) =>
  requestsTo('POST', '/v1/payment_intents').filter(
    (request) => request.form.get('metadata[subscriptionId]') === String(id),
  )

async function stripeSubscription(planName = "Mango Lover's Box", cookie = customer) {
  const plan = await planNamed(app(), planName)
  const startDate = await farmDay(app(), 3)
  const response = await subscribe(app(), cookie, {
    planId: plan.id,
    customerName: 'Sam Stripe',
    startDate,
    fulfilment: 'pickup',
    price: '0.50',
  })
  expect(response.statusCode, response.body).toBe(201)
  const id = response.json().id as number
  return { id, startDate, response: response.json() }
}

/** Subscribes and has Stripe report the first box paid with `paymentMethod` saved. */
async function paidStripeSubscription(cookie = customer, paymentMethod = 'pm_card_visa') {
  const subscription = await stripeSubscription("Mango Lover's Box", cookie)
  const first = intentsOf(subscription.id).at(-1)!
  const paid = await webhook(
    intentSucceeded(
      `evt_first_${subscription.id}`,
      {
        id: `pi_first_${subscription.id}`,
        amount: Number(first.form.get('amount')),
        metadata: {
          subscriptionId: String(subscription.id),
          deliveryDate: first.form.get('metadata[deliveryDate]')!,
        },
      },
      paymentMethod,
    ),
  )
  expect(paid.statusCode, paid.body).toBe(200)
  return subscription
}

const afterCutOff = async (date: string) =>
  new Date(boxCutOffInstant(date, await farmTimeZone(app().db)).getTime() + 60_000)

describe('CSA subscriptions paid with Stripe (decision 0060)', () => {
  it('starts the first box as a PaymentIntent that saves the card, once per subscription', async () => {
    const { id, startDate, response } = await stripeSubscription()
    expect(response).toMatchObject({
      id,
      status: 'pending',
      payment: { provider: 'stripe', amount: '45.00' },
    })
    expect(response.payment.clientSecret).toMatch(/^pi_standin_\d+_secret_/)

    const [created] = intentsOf(id)
    expect(created!.idempotencyKey).toBe(`groveside-subscription-${id}-first-${startDate}-4500`)
    expect(created!.form.get('amount')).toBe('4500')
    expect(created!.form.get('currency')).toBe('usd')
    expect(created!.form.get('setup_future_usage')).toBe('off_session')
    expect(created!.form.get('metadata[deliveryDate]')).toBe(startDate)
    const customerId = (await subscriptionRow(app(), id)).stripeCustomerId
    expect(created!.form.get('customer')).toBe(customerId)
    expect(
      requestsTo('POST', '/v1/customers').some(
        (request) => request.form.get('email') === customerEmail,
      ),
    ).toBe(true)

    // Subscribing again before paying finds the same intent at Stripe.
    const again = await subscribe(app(), customer, {
      planId: (await planNamed(app(), "Mango Lover's Box")).id,
      customerName: 'Sam Stripe',
      startDate,
      fulfilment: 'pickup',
    })
    expect(again.json()).toMatchObject({ id, payment: response.payment })
  })

  it('takes no test card in Stripe mode', async () => {
    const { id } = await stripeSubscription()
    const response = await subscriptionAction(app(), customer, id, 'test-mode/confirm', {
      cardNumber: '4242 4242 4242 4242',
    })
    expect(response.statusCode).toBe(404)
    expect((await subscriptionRow(app(), id)).status).toBe('pending')
  })

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const { id, startDate } = await stripeSubscription()
    const forged = await webhook(
      intentSucceeded('evt_forged_sub', {
        id: 'pi_forged',
        amount: 4500,
        metadata: { subscriptionId: String(id), deliveryDate: startDate },
      }),
      'whsec_wrong',
    )
    expect(forged.statusCode).toBe(400)
    expect((await subscriptionRow(app(), id)).status).toBe('pending')
    expect(await paymentsOf(app(), id)).toEqual([])
  })

  it('a signed payment_intent.succeeded activates it, pays the first box once and keeps the card', async () => {
    const buyer = 'stripe-first@example.com'
    const cookie = await signInAsCustomer(app(), buyer)
    const { id, startDate } = await paidStripeSubscription(cookie)
    expect(await subscriptionRow(app(), id)).toMatchObject({
      status: 'active',
      nextDelivery: startDate,
      stripePaymentMethodId: 'pm_card_visa',
    })
    // The same event again, or another event for the same intent, records nothing more.
    await webhook(
      intentSucceeded(`evt_first_${id}`, {
        id: `pi_first_${id}`,
        amount: 4500,
        metadata: { subscriptionId: String(id), deliveryDate: startDate },
      }),
    )
    await webhook(
      intentSucceeded(`evt_first_again_${id}`, {
        id: `pi_first_${id}`,
        amount: 4500,
        metadata: { subscriptionId: String(id), deliveryDate: startDate },
      }),
    )
    expect(
      (await paymentsOf(app(), id)).map((p) => `${p.deliveryDate} ${p.providerReference}`),
    ).toEqual([`${startDate} pi_first_${id}`])
    const receipts = (await mailTo(app(), buyer)).filter((mail) =>
      mail.subject.startsWith('Your Groveside receipt'),
    )
    expect(receipts).toHaveLength(1)
  })

  it('the renewal job charges each later box off-session with its add-ons, once, even twice at once', async () => {
    const staff = await signInAsStaff(app(), 'staff')
    const addOn = await app().inject({
      method: 'POST',
      url: '/api/admin/box-add-ons',
      headers: { cookie: staff },
      payload: { name: 'Stripe honey', price: '8.00' },
    })
    expect(addOn.statusCode, addOn.body).toBe(201)
    const cookie = await signInAsCustomer(app(), 'stripe-renewals@example.com')
    const { id, startDate } = await paidStripeSubscription(cookie)
    const second = addCalendarDays(startDate, 7)
    const third = addCalendarDays(startDate, 14)
    const chosen = await app().inject({
      method: 'PUT',
      url: `/api/subscriptions/${id}/boxes/${second}/add-ons`,
      headers: { cookie },
      payload: { addOns: [{ addOnId: addOn.json().id, quantity: 1 }] },
    })
    expect(chosen.statusCode, chosen.body).toBe(200)
    const skipped = await app().inject({
      method: 'POST',
      url: `/api/subscriptions/${id}/boxes/${third}/skip`,
      headers: { cookie },
    })
    expect(skipped.statusCode, skipped.body).toBe(200)

    const deps = subscriptionDepsOf(app())
    await Promise.all([
      runSubscriptionRenewals(deps, await afterCutOff(second)),
      runSubscriptionRenewals(deps, await afterCutOff(second)),
    ])
    await runSubscriptionRenewals(deps, await afterCutOff(third))

    const renewal = intentsOf(id).filter((request) => request.form.get('confirm') === 'true')
    expect(renewal.length).toBeGreaterThanOrEqual(1)
    // However many runs asked, one box, one key: Stripe charges it once.
    expect(new Set(renewal.map((request) => request.idempotencyKey))).toEqual(
      new Set([`groveside-box-${id}-${second}`]),
    )
    expect(renewal[0]!.form.get('amount')).toBe('5300')
    expect(renewal[0]!.form.get('off_session')).toBe('true')
    expect(renewal[0]!.form.get('payment_method')).toBe('pm_card_visa')
    expect((await paymentsOf(app(), id)).map((p) => `${p.deliveryDate} ${p.amountCents}`)).toEqual([
      `${startDate} 4500`,
      `${second} 5300`,
    ])
    expect((await subscriptionRow(app(), id)).nextDelivery).toBe(addCalendarDays(startDate, 21))
  })

  it('a declined card skips the box (not packed, not charged) and tells the member', async () => {
    const buyer = 'stripe-declined@example.com'
    const cookie = await signInAsCustomer(app(), buyer)
    const { id, startDate } = await paidStripeSubscription(cookie, declinedPaymentMethod)
    const second = addCalendarDays(startDate, 7)
    await runSubscriptionRenewals(subscriptionDepsOf(app()), await afterCutOff(second))
    expect(await paymentsOf(app(), id)).toHaveLength(1)
    const boxes = await app().inject({
      method: 'GET',
      url: `/api/subscriptions/${id}/boxes`,
      headers: { cookie },
    })
    expect(
      (boxes.json() as { date: string; state: string }[]).find((b) => b.date === second),
    ).toMatchObject({
      state: 'skipped',
    })
    const mails = (await mailTo(app(), buyer)).filter((mail) =>
      mail.subject.startsWith('Your card was declined'),
    )
    expect(mails).toHaveLength(1)
    expect((await subscriptionRow(app(), id)).nextDelivery).toBe(addCalendarDays(startDate, 14))
  })

  it('a member whose card was declined changes it, and the next box is charged to the new card', async () => {
    const buyer = 'stripe-new-card@example.com'
    const cookie = await signInAsCustomer(app(), buyer)
    const { id, startDate } = await paidStripeSubscription(cookie, declinedPaymentMethod)
    const change = (body: object = {}) =>
      app().inject({
        method: 'POST',
        url: `/api/subscriptions/${id}/card`,
        headers: { cookie },
        payload: body,
      })
    // Someone else's subscription is not found; a stranger cannot change it.
    expect(
      (
        await app().inject({
          method: 'POST',
          url: `/api/subscriptions/${id}/card`,
          headers: { cookie: customer },
          payload: {},
        })
      ).statusCode,
    ).toBe(404)

    const started = await change()
    expect(started.statusCode, started.body).toBe(200)
    expect(started.json()).toMatchObject({ status: 'requires_confirmation' })
    const [setup] = requestsTo('POST', '/v1/setup_intents').slice(-1)
    expect(setup!.form.get('usage')).toBe('off_session')
    expect(setup!.form.get('metadata[subscriptionId]')).toBe(String(id))
    const setupIntentId = (started.json().clientSecret as string).split('_secret_')[0]!

    const confirm = () =>
      app().inject({
        method: 'POST',
        url: `/api/subscriptions/${id}/card/confirm`,
        headers: { cookie },
        payload: { setupIntentId },
      })
    const unconfirmed = await confirm()
    expect(unconfirmed.statusCode).toBe(409)
    expect(unconfirmed.json().code).toBe('CARD_NOT_CONFIRMED')
    expect((await subscriptionRow(app(), id)).stripePaymentMethodId).toBe(declinedPaymentMethod)

    standIn.confirmSetupIntent(setupIntentId, 'pm_card_mastercard', '4444')
    const confirmed = await confirm()
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toEqual({ status: 'saved', cardLast4: '4444', clientSecret: null })
    const row = await subscriptionRow(app(), id)
    expect(row).toMatchObject({ stripePaymentMethodId: 'pm_card_mastercard', cardLast4: '4444' })
    const mine = await app().inject({
      method: 'GET',
      url: '/api/subscriptions/mine',
      headers: { cookie },
    })
    expect(mine.json()[0]).toMatchObject({ id, cardLast4: '4444' })

    const second = addCalendarDays(startDate, 7)
    await runSubscriptionRenewals(subscriptionDepsOf(app()), await afterCutOff(second))
    expect(await paymentsOf(app(), id)).toHaveLength(2)
    const [charge] = intentsOf(id).slice(-1)
    expect(charge!.form.get('payment_method')).toBe('pm_card_mastercard')
  })

  it('the setup_intent.succeeded webhook saves the new card too, only for its own customer', async () => {
    const cookie = await signInAsCustomer(app(), 'stripe-webhook-card@example.com')
    const { id } = await paidStripeSubscription(cookie)
    const row = await subscriptionRow(app(), id)
    const event = (eventId: string, customer: string) => ({
      id: eventId,
      object: 'event',
      type: 'setup_intent.succeeded',
      data: {
        object: {
          id: `seti_${eventId}`,
          object: 'setup_intent',
          status: 'succeeded',
          customer,
          payment_method: `pm_${eventId}`,
          metadata: { subscriptionId: String(id) },
        },
      },
    })
    expect((await webhook(event('evt_foreign_card', 'cus_someone_else'))).statusCode).toBe(200)
    expect((await subscriptionRow(app(), id)).stripePaymentMethodId).toBe('pm_card_visa')
    expect((await webhook(event('evt_own_card', row.stripeCustomerId!))).statusCode).toBe(200)
    expect((await subscriptionRow(app(), id)).stripePaymentMethodId).toBe('pm_evt_own_card')
  })

  it('Stripe unreachable: that box waits for the next run, the others are charged', async () => {
    const down = await paidStripeSubscription(
      await signInAsCustomer(app(), 'stripe-outage@example.com'),
    )
    const second = addCalendarDays(down.startDate, 7)
    const deps = subscriptionDepsOf(app())
    // The first box moves on without Stripe (it is paid); the second's charge fails.
    await runSubscriptionRenewals(deps, await afterCutOff(down.startDate))
    standIn.paymentIntentsDown = true
    try {
      await runSubscriptionRenewals(deps, await afterCutOff(second))
    } finally {
      standIn.paymentIntentsDown = false
    }
    expect(await paymentsOf(app(), down.id)).toHaveLength(1)
    expect((await subscriptionRow(app(), down.id)).nextDelivery).toBe(second)
    await runSubscriptionRenewals(deps, await afterCutOff(second))
    expect((await paymentsOf(app(), down.id)).map((p) => p.deliveryDate)).toEqual([
      down.startDate,
      second,
    ])
  })

  it('staff see Stripe subscriptions marked as such', async () => {
    const subscription = await stripeSubscription()
    const staff = await signInAsStaff(app(), 'staff')
    const response = await app().inject({
      method: 'GET',
      url: '/api/admin/subscriptions?status=pending',
      headers: { cookie: staff },
    })
    const listed = (response.json() as { items: { id: number; provider: string }[] }).items.find(
      (each) => each.id === subscription.id,
    )
    expect(listed?.provider).toBe('stripe')
  })
})
