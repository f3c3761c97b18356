import { farmBreakWording } from '#contracts/csa-season'
import { isoWeekdayOf } from '#contracts/farm-time'
import { planFrequencyStep, type PlanFrequency } from '#contracts/subscription-plans'
import type { SubscribeValues } from '#contracts/subscriptions'
import type { Db } from '#server/db/client'
import type { SubscriptionRow } from '#server/db/schema/subscriptions'
import { offersPickupWindows, weeklyPickupWindows } from '#server/domains/pickup/public'
import { badRequest } from '#server/http/http-error'
import { farmBreaksFrom } from './box-calendar'

/*
 * Where and when a subscription's boxes are handed over (decision 0059): a weekly or
 * every-two-weeks box collected at the farm goes to one of the farm's pickup windows, on its
 * weekday; and no box starts in a farm break.
 */

const weekBased = (frequency: PlanFrequency) => 'weeks' in planFrequencyStep[frequency]

/**
 * The pickup window a new subscription's boxes are collected in, or null (delivery, a daily or
 * monthly plan, or a farm without windows). A window is then required, must be offered, and the
 * start date must fall on its weekday (400 naming the field).
 */
export async function pickupWindowOf(
  db: Db,
  request: SubscribeValues,
  frequency: PlanFrequency,
): Promise<number | null> {
  if (request.fulfilment !== 'pickup' || !weekBased(frequency)) return null
  if (!(await offersPickupWindows(db))) return null
  if (!request.pickupWindowId) {
    const message = 'Please choose a pickup window'
    throw badRequest(message, { pickupWindowId: message })
  }
  const [window] = await weeklyPickupWindows(db, [request.pickupWindowId])
  if (!window) {
    const message = 'This pickup window is not available.'
    throw badRequest(message, { pickupWindowId: message })
  }
  if (isoWeekdayOf(request.startDate) !== window.weekday) {
    const day = window.weekdayName
    const message = `Boxes at ${window.locationName} are collected on ${day}s: choose a ${day} to start.`
    throw badRequest(message, { startDate: message })
  }
  return window.id
}

/** A start date in a farm break is refused (400 naming `startDate`). */
export async function checkStartDate(db: Db, startDate: string) {
  const breaks = await farmBreaksFrom(db, startDate)
  const during = breaks.find((each) => startDate >= each.startsOn && startDate <= each.endsOn)
  if (!during) return
  const message = `The farm packs no boxes during its break (${farmBreakWording(during)}): choose a start date after it.`
  throw badRequest(message, { startDate: message })
}

/** The labels of subscriptions' pickup windows, by window id. */
export async function pickupWindowLabels(db: Db, rows: readonly SubscriptionRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.pickupWindowId ? [row.pickupWindowId] : [])))]
  const windows = await weeklyPickupWindows(db, ids)
  return new Map(windows.map((window) => [window.id, window.label]))
}
