import { and, desc, eq, inArray } from 'drizzle-orm'
import { addCalendarDays, farmToday, formatVisitDate } from '#contracts/farm-time'
import { planFrequencyOf } from '#contracts/subscription-plans'
import {
  subscriptionLimits,
  type CustomerSubscription,
  type SubscribeValues,
  type PauseRequest,
  type SubscribeResponse,
  type SubscriptionBoxes,
  type SubscriptionBox,
  type SubscriptionStatus,
} from '#contracts/subscriptions'
import type { Db } from '#server/db/client'
import { users } from '#server/db/schema/identity'
import { subscriptions, type SubscriptionRow } from '#server/db/schema/subscriptions'
import { badRequest, conflict, notFound } from '#server/http/http-error'
import { centsToDecimal } from '#server/lib/money'
import { deliveryZipCodes } from '#server/domains/shipping/public'
import { findActivePlanRow } from './plan-store'
import { startStripeSubscription } from './subscription-billing'
import {
  addressOf,
  farmTimeZone,
  findSubscription,
  toCustomerSubscription,
} from './subscription-records'
import { deliveriesBetween, nextBox } from './subscription-schedule'
import { boxStateOf, lastClosedBoxDate, scheduledDates } from './box-calendar'
import { checkStartDate, pickupWindowLabels, pickupWindowOf } from './box-place'
import type { SubscriptionDeps } from './subscription-deps'

/*
 * The customer's subscriptions (decision 0030): subscribing (the plan decides price and
 * frequency), pausing up to 8 weeks, resuming and cancelling; and the staff's lists.
 */

const subscriptionNotFound = () => notFound('Subscription not found')

/** The signed-in customer's own subscription, else a 404 (another customer's is not theirs). */
async function ownSubscription(db: Db, userId: string, id: number) {
  const row = await findSubscription(db, id)
  if (!row || row.userId !== userId) throw subscriptionNotFound()
  return row
}

/**
 * POST /api/subscriptions: a pending subscription to an active plan, and its first payment
 * started with the shop's provider. The customer's earlier pending subscription to the same plan
 * is reused (its start date and fulfilment updated), so retries make one subscription.
 */
export async function subscribe(
  deps: SubscriptionDeps,
  userId: string,
  request: SubscribeValues,
): Promise<SubscribeResponse> {
  const plan = await findActivePlanRow(deps.db, request.planId)
  if (!plan)
    throw badRequest('This plan is not available.', { planId: 'This plan is not available.' })

  const today = farmToday(await farmTimeZone(deps.db))
  const earliest = addCalendarDays(today, 1)
  const latest = addCalendarDays(today, subscriptionLimits.startWithinDays)
  if (request.startDate < earliest || request.startDate > latest) {
    const message = `Start date must be between ${formatVisitDate(earliest)} and ${formatVisitDate(latest)}`
    throw badRequest(message, { startDate: message })
  }

  await checkStartDate(deps.db, request.startDate)
  const pickupWindowId = await pickupWindowOf(deps.db, request, planFrequencyOf(plan.frequency))

  const address = request.fulfilment === 'delivery' ? request.deliveryAddress! : null
  if (address) {
    const zips = await deliveryZipCodes(deps.db)
    if (zips.length > 0 && !zips.includes(address.zipCode.slice(0, 5))) {
      const message = `We deliver boxes only near the farm (ZIP ${zips.join(', ')}). Please choose pickup.`
      throw badRequest(message, { 'deliveryAddress.zipCode': message })
    }
  }

  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (!user?.email) {
    throw badRequest('Your account has no e-mail address for receipts.', {
      customerName: 'Your account has no e-mail address for receipts.',
    })
  }

  const columns = {
    planName: plan.name,
    customerName: request.customerName,
    customerEmail: user.email,
    frequency: planFrequencyOf(plan.frequency),
    startDate: request.startDate,
    nextDelivery: request.startDate,
    totalPriceCents: plan.basePriceCents,
    fulfilment: request.fulfilment,
    deliveryStreet: address?.street ?? null,
    deliveryCity: address?.city ?? null,
    deliveryState: address?.state ?? null,
    deliveryZipCode: address?.zipCode ?? null,
    pickupWindowId,
    updatedAt: new Date(),
  }
  const provider = deps.payments.kind
  const [pending] = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.planId, plan.id),
        eq(subscriptions.status, 'pending'),
        eq(subscriptions.provider, provider),
      ),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1)
  const [row] = pending
    ? await deps.db
        .update(subscriptions)
        .set(columns)
        .where(eq(subscriptions.id, pending.id))
        .returning()
    : await deps.db
        .insert(subscriptions)
        .values({ ...columns, userId, planId: plan.id, status: 'pending', provider })
        .returning()

  const clientSecret = provider === 'stripe' ? await startStripeSubscription(deps, row!) : null
  return {
    id: row!.id,
    status: row!.status,
    payment: {
      provider,
      status: 'requires_payment_method',
      amount: centsToDecimal(row!.totalPriceCents),
      clientSecret,
    },
  }
}

/** GET /api/subscriptions/mine: newest first. */
export async function listMine(db: Db, userId: string): Promise<CustomerSubscription[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
  const labels = await pickupWindowLabels(db, rows)
  return rows.map((row) => toCustomerSubscription(row, labels))
}

/** A change that needs a state the subscription is not in (409, nothing changed). */
function wrongState(message: string) {
  return conflict('SUBSCRIPTION_STATE', message)
}

/**
 * The first day of boxes again: `weeks` from today, or the date asked for, which must be after
 * tomorrow and at most `pauseMaxWeeks` ahead (400 naming `until`).
 */
function pauseEnd(request: PauseRequest, today: string) {
  if (request.until === undefined) return addCalendarDays(today, request.weeks! * 7)
  const earliest = addCalendarDays(today, 2)
  const latest = addCalendarDays(today, subscriptionLimits.pauseMaxWeeks * 7)
  if (request.until < earliest || request.until > latest) {
    const message = `Pause until a date from ${formatVisitDate(earliest)} to ${formatVisitDate(latest)}.`
    throw badRequest(message, { until: message })
  }
  return request.until
}

/**
 * POST /api/subscriptions/:id/pause: only an active subscription, for 1 to 8 weeks from the farm's
 * today or until a date. Unpaid boxes before then are skipped (a box already paid for is still
 * delivered).
 */
export async function pauseSubscription(
  deps: SubscriptionDeps,
  userId: string,
  id: number,
  request: PauseRequest,
): Promise<CustomerSubscription> {
  const subscription = await ownSubscription(deps.db, userId, id)
  if (subscription.status !== 'active')
    throw wrongState('Only an active subscription can be paused.')
  const timeZone = await farmTimeZone(deps.db)
  const today = farmToday(timeZone)
  const pausedUntil = pauseEnd(request, today)
  const from =
    subscription.nextDelivery && subscription.nextDelivery > today
      ? subscription.nextDelivery
      : addCalendarDays(today, 1)
  const nextDelivery = nextBox({ ...(await boxStateOf(deps.db, subscription, from)), pausedUntil })
  return changeState(deps.db, subscription, ['active'], {
    status: 'paused',
    pausedUntil,
    nextDelivery,
  })
}

/**
 * POST /api/subscriptions/:id/resume: a paused subscription is active again; its next box is the
 * first on its schedule whose cut-off is still ahead (not skipped, not in a farm break).
 */
export async function resumeSubscription(
  deps: SubscriptionDeps,
  userId: string,
  id: number,
): Promise<CustomerSubscription> {
  const subscription = await ownSubscription(deps.db, userId, id)
  if (subscription.status !== 'paused')
    throw wrongState('Only a paused subscription can be resumed.')
  const timeZone = await farmTimeZone(deps.db)
  const now = new Date()
  const resumed = { ...subscription, status: 'active' as const }
  // A box paid for from tomorrow on still comes; an unpaid one whose cut-off has passed does not.
  const tomorrow = addCalendarDays(farmToday(timeZone, now), 1)
  const state = await boxStateOf(deps.db, resumed, tomorrow)
  const closed = deliveriesBetween(
    state.start,
    state.frequency,
    tomorrow,
    lastClosedBoxDate(timeZone, now),
  )
  const nextDelivery = nextBox({
    ...state,
    skippedDates: new Set([...state.skippedDates, ...closed]),
  })
  return changeState(deps.db, subscription, ['paused'], {
    status: 'active',
    pausedUntil: null,
    nextDelivery,
  })
}

/** POST /api/subscriptions/:id/cancel: from pending, active or paused; no more boxes or charges. */
export async function cancelSubscription(
  deps: SubscriptionDeps,
  userId: string,
  id: number,
): Promise<CustomerSubscription> {
  const subscription = await ownSubscription(deps.db, userId, id)
  if (subscription.status === 'cancelled')
    throw wrongState('This subscription is already cancelled.')
  return changeState(deps.db, subscription, ['pending', 'active', 'paused'], {
    status: 'cancelled',
    pausedUntil: null,
    nextDelivery: null,
  })
}

/** One conditional UPDATE: a change made meanwhile (another tab, the job) answers 409. */
async function changeState(
  db: Db,
  subscription: SubscriptionRow,
  from: SubscriptionStatus[],
  values: Partial<Pick<SubscriptionRow, 'status' | 'pausedUntil' | 'nextDelivery'>>,
) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(subscriptions.id, subscription.id),
        eq(subscriptions.status, subscription.status),
        inArray(subscriptions.status, from),
      ),
    )
    .returning()
  if (!row) throw wrongState('This subscription changed meanwhile. Please reload the page.')
  return toCustomerSubscription(row, await pickupWindowLabels(db, [row]))
}

// ------------------------------------------------------------------ staff

/**
 * GET /api/admin/subscriptions/boxes: the boxes of the farm's today and the next six days, by
 * date. A box is a date on an active or paused subscription's schedule, from its next delivery on
 * (or an earlier one already paid for, such as today's), not skipped, paused or in a farm break.
 */
export async function boxesThisWeek(db: Db, now = new Date()): Promise<SubscriptionBoxes> {
  const from = farmToday(await farmTimeZone(db), now)
  const to = addCalendarDays(from, subscriptionLimits.boxDays - 1)
  const byDate = new Map<string, SubscriptionBox[]>()
  for (const { row, date, state, paid } of await scheduledDates(db, from, to)) {
    if (state !== 'box') continue
    const boxes = byDate.get(date) ?? []
    boxes.push({
      subscriptionId: row.id,
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      planName: row.planName,
      fulfilment: row.fulfilment,
      deliveryAddress: addressOf(row),
      paid,
    })
    byDate.set(date, boxes)
  }
  const days = [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, boxes]) => ({
      date,
      // Pickups first (packed for the stand), then deliveries (loaded in the van).
      boxes: boxes.sort((a, b) =>
        a.fulfilment === b.fulfilment ? 0 : a.fulfilment === 'pickup' ? -1 : 1,
      ),
    }))
  return { from, to, days }
}
