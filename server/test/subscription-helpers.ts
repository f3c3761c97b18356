import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { addCalendarDays, farmInstant, farmToday } from '#contracts/farm-time'
import {
  subscriptionPayments,
  subscriptionPlans,
  subscriptions,
} from '#server/db/schema/subscriptions'
import { emailOutbox } from '#server/db/schema/notifications'
import { farmTimeZone } from '../domains/subscriptions/subscription-records'
import { nextTestAddress } from './sign-in'

/** The farm's today and the date `days` after it. */
export async function farmDay(app: FastifyInstance, days = 0) {
  return addCalendarDays(farmToday(await farmTimeZone(app.db)), days)
}

/** An instant on a farm date (8 AM on the farm), for running the renewal job "on" that day. */
export async function onFarmDay(app: FastifyInstance, date: string) {
  return farmInstant(date, '08:00', await farmTimeZone(app.db))
}

export async function planNamed(app: FastifyInstance, name: string) {
  const [plan] = await app.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, name))
  if (!plan) throw new Error(`No seeded plan named ${name}`)
  return plan
}

export const deliveryAddress = {
  street: '41 Palm Hammock Lane',
  city: 'Jensen Beach',
  state: 'FL',
  zipCode: '34957',
}

export function subscribe(app: FastifyInstance, cookie: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    headers: { cookie },
    payload,
    remoteAddress: nextTestAddress(),
  })
}

export function subscriptionAction(
  app: FastifyInstance,
  cookie: string,
  id: number,
  action: 'pause' | 'resume' | 'cancel' | 'test-mode/confirm' | 'card',
  payload?: object,
) {
  return app.inject({
    method: 'POST',
    url: `/api/subscriptions/${id}/${action}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
    remoteAddress: nextTestAddress(),
  })
}

export async function subscriptionRow(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, id))
  if (!row) throw new Error(`No subscription ${id}`)
  return row
}

export async function paymentsOf(app: FastifyInstance, id: number) {
  const rows = await app.db
    .select()
    .from(subscriptionPayments)
    .where(eq(subscriptionPayments.subscriptionId, id))
  return rows.sort((a, b) => (a.deliveryDate < b.deliveryDate ? -1 : 1))
}

/** The e-mails sent to an address (after running the queued jobs). */
export async function mailTo(app: FastifyInstance, address: string) {
  await app.jobs.runDueJobs()
  return app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))
}

/**
 * Subscribes to the weekly "Mango Lover's Box" ($45) from `startsIn` farm days on, for pickup
 * unless `overrides` say otherwise, and pays its first box with the test card; answers its id
 * and start date.
 */
export async function paidSubscription(
  app: FastifyInstance,
  cookie: string,
  startsIn = 3,
  overrides: object = {},
) {
  const plan = await planNamed(app, "Mango Lover's Box")
  const created = await subscribe(app, cookie, {
    planId: plan.id,
    customerName: 'Rosa Alvarez',
    startDate: await farmDay(app, startsIn),
    fulfilment: 'pickup',
    ...overrides,
  })
  if (created.statusCode !== 201) throw new Error(`Subscribing failed: ${created.body}`)
  const id = created.json().id as number
  const paid = await subscriptionAction(app, cookie, id, 'test-mode/confirm', {
    cardNumber: '4242 4242 4242 4242',
  })
  if (paid.statusCode !== 200) throw new Error(`Paying failed: ${paid.body}`)
  return { id, start: (await subscriptionRow(app, id)).startDate }
}
