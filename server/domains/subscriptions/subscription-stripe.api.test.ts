import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCalendarDays, farmInstant } from '#contracts/farm-time'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsCustomer, signInAsStaff } from '#server/test/sign-in'
import { startStripeStandIn, type StripeStandIn } from '#server/test/stripe-stand-in'
import {
  farmDay,
  mailTo,
  onFarmDay,
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

/**
 * An `invoice.paid` event as Stripe sends it for a subscription's invoice (API 2025-03-31 and
 * later: the subscription and its metadata under `parent.subscription_details`).
 */
const invoicePaid = (
  eventId: string,
  invoiceId: string,
  subscription: { id: number; stripeId: string },
  billingReason = 'subscription_cycle',
  amountPaid = 4500,
) => ({
  id: eventId,
  object: 'event',
  type: 'invoice.paid',
  data: {
    object: {
      id: invoiceId,
      object: 'invoice',
      status: 'paid',
      billing_reason: billingReason,
      amount_paid: amountPaid,
      currency: 'usd',
      metadata: {},
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          subscription: subscription.stripeId,
          metadata: { subscriptionId: String(subscription.id) },
        },
      },
    },
  },
})

const requestsTo = (method: string, path: string) =>
  standIn.requests.filter((request) => request.method === method && request.path === path)

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
  const row = await subscriptionRow(app(), id)
  return { id, stripeId: row.stripeSubscriptionId!, startDate, response: response.json() }
}

describe('CSA subscriptions with Stripe Billing', () => {
  it("creates a Stripe subscription for the plan's price and frequency, once per subscription", async () => {
    const { id, stripeId, response } = await stripeSubscription()
    expect(response).toMatchObject({
      id,
      status: 'pending',
      payment: { provider: 'stripe', amount: '45.00' },
    })
    expect(response.payment.clientSecret).toMatch(/^pi_standin_\d+_secret_/)
    expect(stripeId).toMatch(/^sub_standin_/)

    const created = requestsTo('POST', '/v1/subscriptions').find(
      (request) => request.form.get('metadata[subscriptionId]') === String(id),
    )!
    expect(created.idempotencyKey).toBe(`groveside-subscription-${id}`)
    expect(created.form.get('items[0][price_data][unit_amount]')).toBe('4500')
    expect(created.form.get('items[0][price_data][currency]')).toBe('usd')
    expect(created.form.get('items[0][price_data][recurring][interval]')).toBe('week')
    expect(created.form.get('items[0][price_data][recurring][interval_count]')).toBe('1')
    expect(created.form.get('payment_behavior')).toBe('default_incomplete')
    expect(created.form.get('expand[0]')).toBe('latest_invoice.confirmation_secret')
    const product = requestsTo('POST', '/v1/products').find(
      (request) => request.idempotencyKey === `groveside-subscription-${id}-product`,
    )
    expect(product?.form.get('name')).toBe("Mango Lover's Box")
    expect(
      requestsTo('POST', '/v1/customers').some(
        (request) => request.form.get('email') === customerEmail,
      ),
    ).toBe(true)

    // Subscribing again before paying finds the same Stripe subscription.
    const before = requestsTo('POST', '/v1/subscriptions').length
    const again = await subscribe(app(), customer, {
      planId: (await planNamed(app(), "Mango Lover's Box")).id,
      customerName: 'Sam Stripe',
      startDate: await farmDay(app(), 4),
      fulfilment: 'pickup',
    })
    expect(again.json()).toMatchObject({ id, payment: response.payment })
    expect(requestsTo('POST', '/v1/subscriptions')).toHaveLength(before)
  })

  it('maps every frequency to its Stripe interval', async () => {
    const biweekly = await stripeSubscription('Farm Share Basket')
    const monthly = await stripeSubscription('Honey of the Month')
    const interval = (id: number) => {
      const request = requestsTo('POST', '/v1/subscriptions').find(
        (each) => each.form.get('metadata[subscriptionId]') === String(id),
      )!
      return [
        request.form.get('items[0][price_data][recurring][interval]'),
        request.form.get('items[0][price_data][recurring][interval_count]'),
        request.form.get('items[0][price_data][unit_amount]'),
      ]
    }
    expect(interval(biweekly.id)).toEqual(['week', '2', '6000'])
    expect(interval(monthly.id)).toEqual(['month', '1', '2800'])
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
    const subscription = await stripeSubscription()
    const forged = await webhook(
      invoicePaid('evt_forged_sub', 'in_forged', subscription, 'subscription_create'),
      'whsec_wrong',
    )
    expect(forged.statusCode).toBe(400)
    expect((await subscriptionRow(app(), subscription.id)).status).toBe('pending')
    expect(await paymentsOf(app(), subscription.id)).toEqual([])
  })

  it('a signed invoice.paid activates it and pays the first box; renewals pay the next, once each', async () => {
    const buyer = 'stripe-renewals@example.com'
    const cookie = await signInAsCustomer(app(), buyer)
    const subscription = await stripeSubscription("Mango Lover's Box", cookie)
    const { id, startDate } = subscription

    const first = await webhook(
      invoicePaid(`evt_first_${id}`, `in_first_${id}`, subscription, 'subscription_create'),
    )
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ received: true, duplicate: false })
    expect(await subscriptionRow(app(), id)).toMatchObject({
      status: 'active',
      nextDelivery: startDate,
    })
    expect(await paymentsOf(app(), id)).toMatchObject([
      { deliveryDate: startDate, amountCents: 4500, providerReference: `in_first_${id}` },
    ])

    // Stripe retries the same event: nothing more.
    const replay = await webhook(
      invoicePaid(`evt_first_${id}`, `in_first_${id}`, subscription, 'subscription_create'),
    )
    expect(replay.json()).toEqual({ received: true, duplicate: true })

    // The next period's invoice pays the next box; the same invoice in another event does not.
    const renewal = invoicePaid(`evt_renewal_${id}`, `in_renewal_${id}`, subscription)
    expect((await webhook(renewal)).statusCode).toBe(200)
    expect((await webhook(renewal)).json().duplicate).toBe(true)
    const sameInvoice = invoicePaid(`evt_renewal_again_${id}`, `in_renewal_${id}`, subscription)
    expect((await webhook(sameInvoice)).json().duplicate).toBe(false)

    expect((await paymentsOf(app(), id)).map((payment) => payment.deliveryDate)).toEqual([
      startDate,
      addCalendarDays(startDate, 7),
    ])
    const receipts = (await mailTo(app(), buyer)).filter((mail) =>
      mail.subject.startsWith('Your Groveside receipt'),
    )
    expect(receipts).toHaveLength(2)

    // The renewal job moves a Stripe subscription on but never charges it itself.
    await runSubscriptionRenewals(
      subscriptionDepsOf(app()),
      await onFarmDay(app(), addCalendarDays(startDate, 14)),
    )
    expect((await paymentsOf(app(), id)).map((payment) => payment.deliveryDate)).toEqual([
      startDate,
      addCalendarDays(startDate, 7),
    ])
    expect((await subscriptionRow(app(), id)).nextDelivery).toBe(addCalendarDays(startDate, 21))
  })

  it('finds the subscription by its Stripe id when the invoice carries no metadata', async () => {
    const subscription = await stripeSubscription()
    const event = invoicePaid(
      `evt_plain_${subscription.id}`,
      `in_plain_${subscription.id}`,
      subscription,
      'subscription_create',
    )
    const invoice = event.data.object as Record<string, unknown>
    delete invoice.parent
    invoice.subscription = subscription.stripeId
    expect((await webhook(event)).statusCode).toBe(200)
    expect((await subscriptionRow(app(), subscription.id)).status).toBe('active')
  })

  it('pause, resume and cancel reach Stripe', async () => {
    const subscription = await stripeSubscription()
    await webhook(
      invoicePaid(
        `evt_paid_${subscription.id}`,
        `in_paid_${subscription.id}`,
        subscription,
        'subscription_create',
      ),
    )
    const path = `/v1/subscriptions/${subscription.stripeId}`

    const paused = await subscriptionAction(app(), customer, subscription.id, 'pause', { weeks: 4 })
    expect(paused.statusCode, paused.body).toBe(200)
    const pausedUntil = paused.json().pausedUntil as string
    expect(pausedUntil).toBe(await farmDay(app(), 28))
    const pause = requestsTo('POST', path).at(-1)!
    expect(pause.form.get('pause_collection[behavior]')).toBe('void')
    expect(Number(pause.form.get('pause_collection[resumes_at]'))).toBe(
      farmInstant(pausedUntil, '00:00', await farmTimeZone(app().db)).getTime() / 1000,
    )

    expect((await subscriptionAction(app(), customer, subscription.id, 'resume')).statusCode).toBe(
      200,
    )
    const resume = requestsTo('POST', path).at(-1)!
    expect(resume.form.has('pause_collection')).toBe(true)
    expect(resume.form.get('pause_collection')).toBe('')

    expect((await subscriptionAction(app(), customer, subscription.id, 'cancel')).statusCode).toBe(
      200,
    )
    expect(requestsTo('DELETE', path)).toHaveLength(1)
    expect((await subscriptionRow(app(), subscription.id)).status).toBe('cancelled')
  })

  it('Stripe ending a subscription (customer.subscription.deleted) cancels it here', async () => {
    const subscription = await stripeSubscription()
    await webhook(
      invoicePaid(
        `evt_ok_${subscription.id}`,
        `in_ok_${subscription.id}`,
        subscription,
        'subscription_create',
      ),
    )
    const ended = await webhook({
      id: `evt_deleted_${subscription.id}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          id: subscription.stripeId,
          object: 'subscription',
          status: 'canceled',
          metadata: { subscriptionId: String(subscription.id) },
        },
      },
    })
    expect(ended.statusCode).toBe(200)
    expect(await subscriptionRow(app(), subscription.id)).toMatchObject({
      status: 'cancelled',
      nextDelivery: null,
    })
    // A late invoice for it records nothing.
    await webhook(
      invoicePaid(`evt_late_${subscription.id}`, `in_late_${subscription.id}`, subscription),
    )
    expect(await paymentsOf(app(), subscription.id)).toHaveLength(1)
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
