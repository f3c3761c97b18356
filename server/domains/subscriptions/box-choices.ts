import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import {
  boxChangesClosedMessage,
  boxCutOffInstant,
  csaLimits,
  mondayOf,
  type BoxAddOnChoice,
  type MemberBox,
} from '#contracts/csa-season'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import { planFrequencyOf, planFrequencyStep } from '#contracts/subscription-plans'
import type { Db } from '#server/db/client'
import {
  boxAddOns,
  boxContents,
  subscriptionBoxAddOns,
  subscriptionSkips,
  subscriptions,
  type SubscriptionRow,
} from '#server/db/schema/subscriptions'
import { badRequest, conflict, notFound } from '#server/http/http-error'
import { deliveryOnOrAfter } from './subscription-schedule'
import { centsToDecimal } from '#server/lib/money'
import { boxAddOnsOf, nextBoxFrom, scheduledDates } from './box-calendar'
import { farmTimeZone, findSubscription } from './subscription-records'
import type { SubscriptionDeps } from './subscription-deps'

/*
 * A member's boxes (decision 0059): the next few dates of their calendar with what each holds,
 * and, until a box's cut-off, skipping it or choosing its add-ons. Each change locks the
 * subscription's row, so it and the renewal job that charges the box at its cut-off are one after
 * the other: a change after the charge is refused, a charge after the change bills it.
 */

const notYours = () => notFound('Subscription not found')

async function ownSubscription(db: Db, userId: string, id: number) {
  const row = await findSubscription(db, id)
  if (!row || row.userId !== userId) throw notYours()
  return row
}

/** GET /api/subscriptions/:id/boxes: the next `upcomingBoxes` dates from the farm's today. */
export async function listMemberBoxes(
  db: Db,
  userId: string,
  id: number,
  now = new Date(),
): Promise<MemberBox[]> {
  const row = await ownSubscription(db, userId, id)
  const timeZone = await farmTimeZone(db)
  const from = farmToday(timeZone, now)
  // Far enough for `upcomingBoxes` dates of any frequency, past a farm break.
  const step = planFrequencyStep[planFrequencyOf(row.frequency)]
  const stepDays = 'days' in step ? step.days : 'weeks' in step ? step.weeks * 7 : 31
  const to = addCalendarDays(from, stepDays * csaLimits.upcomingBoxes + csaLimits.breakMaxDays)
  const dates = (await scheduledDates(db, from, to, { subscriptionIds: [row.id] })).slice(
    0,
    csaLimits.upcomingBoxes,
  )
  return Promise.all(dates.map((each) => memberBox(db, row, each, timeZone, now)))
}

async function memberBox(
  db: Db,
  row: SubscriptionRow,
  scheduled: { date: string; state: MemberBox['state']; paid: boolean; note: string | null },
  timeZone: string,
  now: Date,
): Promise<MemberBox> {
  const { date, state, paid, note } = scheduled
  const cutOff = boxCutOffInstant(date, timeZone)
  const [addOns, [contents]] = await Promise.all([
    boxAddOnsOf(db, row.id, date),
    db
      .select({ contents: boxContents.contents })
      .from(boxContents)
      .where(and(eq(boxContents.weekOf, mondayOf(date)), isNotNull(boxContents.publishedAt)))
      .limit(1),
  ])
  const live = row.status === 'active' || row.status === 'paused'
  return {
    date,
    state,
    note,
    cutOffAt: cutOff.toISOString(),
    changeable: live && !paid && (state === 'box' || state === 'skipped') && cutOff > now,
    charged: paid,
    addOns: addOns.lines.map((line) => ({
      addOnId: line.addOnId,
      name: line.name,
      quantity: line.quantity,
      price: centsToDecimal(line.priceCents),
    })),
    total: centsToDecimal(state === 'box' ? row.totalPriceCents + addOns.totalCents : 0),
    contents: contents?.contents ?? null,
  }
}

const closed = () => conflict('BOX_CLOSED', boxChangesClosedMessage)

/** Why a date's box cannot change, beyond its cut-off. */
const unchangeable: Record<Exclude<MemberBox['state'], 'box' | 'skipped'>, string> = {
  farm_break: 'The farm packs no boxes that day.',
  paused: 'This box is not coming: the subscription is paused then.',
}

/**
 * One change to one box, in a transaction holding the subscription's row: only the member's own
 * active or paused subscription, a date on its calendar whose cut-off is ahead and
 * which is not charged yet. `change` writes it; the next box is then worked out again.
 */
async function changeBox(
  deps: SubscriptionDeps,
  target: { userId: string; id: number; date: string; now: Date },
  change: (tx: Db, row: SubscriptionRow, state: MemberBox['state']) => Promise<void>,
): Promise<MemberBox> {
  const { userId, id, date, now } = target
  const timeZone = await farmTimeZone(deps.db)
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, id))
      .for('update')
    if (!row || row.userId !== userId) throw notYours()
    if (row.status !== 'active' && row.status !== 'paused')
      throw conflict(
        'SUBSCRIPTION_STATE',
        'Only an active or paused subscription has boxes to change.',
      )
    if (deliveryOnOrAfter(row.startDate, planFrequencyOf(row.frequency), date) !== date) {
      const message = 'There is no box on this date.'
      throw badRequest(message, { date: message })
    }
    if (boxCutOffInstant(date, timeZone) <= now) throw closed()
    const [scheduled] = await scheduledDates(tx, date, date, { subscriptionIds: [row.id] })
    if (!scheduled || scheduled.paid) throw closed()
    if (scheduled.state !== 'box' && scheduled.state !== 'skipped')
      throw conflict('BOX_STATE', unchangeable[scheduled.state])
    await change(tx, row, scheduled.state)
    const from = row.nextDelivery && row.nextDelivery < date ? row.nextDelivery : date
    const next = await nextBoxFrom(tx, row, from)
    await tx
      .update(subscriptions)
      .set({ nextDelivery: next, updatedAt: new Date() })
      .where(eq(subscriptions.id, row.id))
    const [after] = await scheduledDates(tx, date, date, { subscriptionIds: [row.id] })
    return memberBox(tx, { ...row, nextDelivery: next }, after!, timeZone, now)
  })
}

/** POST /api/subscriptions/:id/boxes/:date/skip: no box that day and no charge. */
export async function skipBox(
  deps: SubscriptionDeps,
  target: { userId: string; id: number; date: string; now?: Date },
) {
  return changeBox(deps, { ...target, now: target.now ?? new Date() }, async (tx, row) => {
    await tx
      .insert(subscriptionSkips)
      .values({ subscriptionId: row.id, deliveryDate: target.date })
      .onConflictDoNothing()
  })
}

/** DELETE /api/subscriptions/:id/boxes/:date/skip: the box comes after all. */
export async function unskipBox(
  deps: SubscriptionDeps,
  target: { userId: string; id: number; date: string; now?: Date },
) {
  return changeBox(deps, { ...target, now: target.now ?? new Date() }, async (tx, row) => {
    await tx
      .delete(subscriptionSkips)
      .where(
        and(
          eq(subscriptionSkips.subscriptionId, row.id),
          eq(subscriptionSkips.deliveryDate, target.date),
        ),
      )
  })
}

/**
 * PUT /api/subscriptions/:id/boxes/:date/add-ons: the box's add-ons, replaced as a whole, each at
 * its price now; only active add-ons (else 400 naming the line), only for a coming box.
 */
export async function chooseBoxAddOns(
  deps: SubscriptionDeps,
  target: { userId: string; id: number; date: string; now?: Date },
  choice: BoxAddOnChoice,
) {
  return changeBox(deps, { ...target, now: target.now ?? new Date() }, async (tx, row, state) => {
    if (state !== 'box')
      throw conflict('BOX_STATE', 'Add-ons come with a box: this one is skipped.')
    const ids = choice.addOns.map((line) => line.addOnId)
    const offered = ids.length
      ? await tx
          .select()
          .from(boxAddOns)
          .where(and(inArray(boxAddOns.id, ids), eq(boxAddOns.active, true)))
      : []
    const price = new Map(offered.map((addOn) => [addOn.id, addOn.priceCents]))
    choice.addOns.forEach((line, index) => {
      if (!price.has(line.addOnId)) {
        const message = 'This add-on is not available.'
        throw badRequest(message, { [`addOns.${index}.addOnId`]: message })
      }
    })
    const onDate = and(
      eq(subscriptionBoxAddOns.subscriptionId, row.id),
      eq(subscriptionBoxAddOns.deliveryDate, target.date),
    )
    await tx.delete(subscriptionBoxAddOns).where(onDate)
    if (choice.addOns.length > 0) {
      await tx.insert(subscriptionBoxAddOns).values(
        choice.addOns.map((line) => ({
          subscriptionId: row.id,
          deliveryDate: target.date,
          addOnId: line.addOnId,
          quantity: line.quantity,
          priceCents: price.get(line.addOnId)!,
        })),
      )
    }
  })
}

/** GET /api/box-add-ons: what members can add to a box, in the farm's order. */
export async function listOfferedAddOns(db: Db) {
  const rows = await db
    .select()
    .from(boxAddOns)
    .where(eq(boxAddOns.active, true))
    .orderBy(boxAddOns.sortOrder, boxAddOns.id)
  return rows.map(toBoxAddOn)
}

export const toBoxAddOn = (row: typeof boxAddOns.$inferSelect) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: centsToDecimal(row.priceCents),
  active: row.active,
})
