import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { subHours } from 'date-fns'
import { addCalendarDays, farmInstant, farmToday, isoWeekdayOf } from '#contracts/farm-time'
import { beforeHarvestMessage } from '#contracts/harvest-days'
import { weeklyPickupWindowLabel, type PickupWindowPick } from '#contracts/order-pickup'
import { weekdayNames, weekdays } from '#contracts/farm-settings'
import {
  pickupLimits,
  type PickupWindowChoice,
  type PickupWindowState,
} from '#contracts/pickup-locations'
import type { Db } from '#server/db/client'
import {
  pickupClosedDates,
  pickupLocations,
  pickupWindowPlaces,
  pickupWindows,
} from '#server/db/schema/pickup'
import { conflict } from '#server/http/http-error'

/** When orders for a window on a date close: `cutoffHours` before it opens, on the farm's clock. */
export const orderCutOff = (
  window: { startsAt: string; cutoffHours: number },
  date: string,
  timeZone: string,
) => subHours(farmInstant(date, window.startsAt, timeZone), window.cutoffHours)

/**
 * The windows of active locations over the next `days` farm days (today included), soonest
 * first, each with how many places are left and whether it can be chosen: open, full, closed
 * (a closed date of its location) or cut off (its orders have closed).
 */
export async function pickupWindowChoices(
  db: Db,
  timeZone: string,
  now: Date = new Date(),
  days: number = pickupLimits.daysOffered,
): Promise<PickupWindowChoice[]> {
  const today = farmToday(timeZone, now)
  const last = addCalendarDays(today, days - 1)
  const windows = await db
    .select({ window: pickupWindows, location: pickupLocations })
    .from(pickupWindows)
    .innerJoin(pickupLocations, eq(pickupLocations.id, pickupWindows.locationId))
    .where(eq(pickupLocations.active, true))
    .orderBy(asc(pickupLocations.sortOrder), asc(pickupLocations.id), asc(pickupWindows.startsAt))
  if (windows.length === 0) return []
  const locationIds = [...new Set(windows.map(({ location }) => location.id))]
  const windowIds = windows.map(({ window }) => window.id)
  const [closed, places] = await Promise.all([
    db
      .select()
      .from(pickupClosedDates)
      .where(
        and(
          inArray(pickupClosedDates.locationId, locationIds),
          gte(pickupClosedDates.date, today),
          lte(pickupClosedDates.date, last),
        ),
      ),
    db
      .select()
      .from(pickupWindowPlaces)
      .where(
        and(
          inArray(pickupWindowPlaces.windowId, windowIds),
          gte(pickupWindowPlaces.date, today),
          lte(pickupWindowPlaces.date, last),
        ),
      ),
  ])
  const closedOn = new Map(closed.map((each) => [`${each.locationId} ${each.date}`, each]))
  const taken = new Map(places.map((each) => [`${each.windowId} ${each.date}`, each.orders]))

  const choices: PickupWindowChoice[] = []
  for (let offset = 0; offset < days; offset++) {
    const date = addCalendarDays(today, offset)
    const weekday = isoWeekdayOf(date)
    for (const { window, location } of windows) {
      if (window.weekday !== weekday) continue
      const placesLeft = Math.max(0, window.orderCap - (taken.get(`${window.id} ${date}`) ?? 0))
      const closedDate = closedOn.get(`${location.id} ${date}`)
      const orderBy = orderCutOff(window, date, timeZone)
      const state: PickupWindowState = closedDate
        ? 'closed'
        : orderBy.getTime() <= now.getTime()
          ? 'cut_off'
          : placesLeft === 0
            ? 'full'
            : 'open'
      choices.push({
        windowId: window.id,
        locationId: location.id,
        locationName: location.name,
        locationAddress: location.address,
        date,
        startsAt: window.startsAt,
        endsAt: window.endsAt,
        state,
        placesLeft,
        orderBy: orderBy.toISOString(),
        closedReason: closedDate?.reason ?? null,
      })
    }
  }
  return choices.sort(
    (a, b) => a.date.localeCompare(b.date) || a.startsAt.localeCompare(b.startsAt),
  )
}

/** Whether the farm offers pickup windows at all (else Farm Pickup asks for none). */
export async function offersPickupWindows(db: Db) {
  const [row] = await db
    .select({ id: pickupWindows.id })
    .from(pickupWindows)
    .innerJoin(pickupLocations, eq(pickupLocations.id, pickupWindows.locationId))
    .where(eq(pickupLocations.active, true))
    .limit(1)
  return Boolean(row)
}

const refused = (message: string) =>
  conflict('PICKUP_WINDOW_UNAVAILABLE', message, { pickupWindow: message })

/**
 * Takes a place for one order in a window on a date, inside the caller's transaction, or throws
 * 409 naming `pickupWindow` (also for a date before `readyOn`, the order's harvest). The count
 * grows by one conditional upsert that locks the date's row, so however many checkouts race for
 * the last place, one gets it.
 */
export async function takePickupPlace(
  tx: Db,
  pick: PickupWindowPick,
  timeZone: string,
  now: Date = new Date(),
  readyOn: string | null = null,
) {
  if (readyOn && pick.date < readyOn) throw refused(beforeHarvestMessage(readyOn))
  const [found] = await tx
    .select({ window: pickupWindows, location: pickupLocations })
    .from(pickupWindows)
    .innerJoin(pickupLocations, eq(pickupLocations.id, pickupWindows.locationId))
    .where(eq(pickupWindows.id, pick.windowId))
  if (!found || !found.location.active || isoWeekdayOf(pick.date) !== found.window.weekday) {
    throw refused('That pickup window is not offered; please choose another')
  }
  const { window, location } = found
  if (orderCutOff(window, pick.date, timeZone).getTime() <= now.getTime()) {
    throw refused('Orders for that pickup window have closed; please choose another')
  }
  const [closed] = await tx
    .select({ id: pickupClosedDates.id })
    .from(pickupClosedDates)
    .where(
      and(eq(pickupClosedDates.locationId, location.id), eq(pickupClosedDates.date, pick.date)),
    )
  if (closed) throw refused(`${location.name} is closed that day; please choose another window`)
  const [place] = await tx
    .insert(pickupWindowPlaces)
    .values({ windowId: window.id, date: pick.date, orders: 1 })
    .onConflictDoUpdate({
      target: [pickupWindowPlaces.windowId, pickupWindowPlaces.date],
      set: { orders: sql`${pickupWindowPlaces.orders} + 1` },
      setWhere: sql`${pickupWindowPlaces.orders} < ${window.orderCap}`,
    })
    .returning({ orders: pickupWindowPlaces.orders })
  if (!place) throw refused('That pickup window is full; please choose another')
  return { window, location }
}

/**
 * Takes back the place of an order paid after its hold lapsed: the buyer has paid, so the place
 * is taken even past the cap; answers whether the window is now over its cap (staff are told).
 */
export async function retakePickupPlace(tx: Db, pick: PickupWindowPick) {
  const [place] = await tx
    .insert(pickupWindowPlaces)
    .values({ windowId: pick.windowId, date: pick.date, orders: 1 })
    .onConflictDoUpdate({
      target: [pickupWindowPlaces.windowId, pickupWindowPlaces.date],
      set: { orders: sql`${pickupWindowPlaces.orders} + 1` },
    })
    .returning({ orders: pickupWindowPlaces.orders })
  const [window] = await tx
    .select({ orderCap: pickupWindows.orderCap })
    .from(pickupWindows)
    .where(eq(pickupWindows.id, pick.windowId))
  return (place?.orders ?? 0) > (window?.orderCap ?? Infinity)
}

/** Gives back an order's place in a window on a date (a cancelled or lapsed order, a move). */
export async function releasePickupPlace(tx: Db, pick: PickupWindowPick) {
  await tx
    .update(pickupWindowPlaces)
    .set({ orders: sql`greatest(${pickupWindowPlaces.orders} - 1, 0)` })
    .where(
      and(eq(pickupWindowPlaces.windowId, pick.windowId), eq(pickupWindowPlaces.date, pick.date)),
    )
}

/** Weekly windows of active locations by id, for subscriptions collected in one (decision 0059). */
export async function weeklyPickupWindows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return []
  const rows = await db
    .select({ window: pickupWindows, location: pickupLocations })
    .from(pickupWindows)
    .innerJoin(pickupLocations, eq(pickupLocations.id, pickupWindows.locationId))
    .where(and(inArray(pickupWindows.id, [...ids]), eq(pickupLocations.active, true)))
  return rows.map(({ window, location }) => {
    const weekday = weekdays[window.weekday - 1]!
    const labelled = {
      locationName: location.name,
      weekdayName: weekdayNames[weekday],
      startsAt: window.startsAt,
      endsAt: window.endsAt,
    }
    return {
      id: window.id,
      weekday: window.weekday,
      ...labelled,
      label: weeklyPickupWindowLabel(labelled),
    }
  })
}
