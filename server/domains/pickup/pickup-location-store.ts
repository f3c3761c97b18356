import { and, asc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm'
import { weekdays, type Weekday } from '#contracts/farm-settings'
import { farmToday } from '#contracts/farm-time'
import type { PickupLocation, PickupLocationValues } from '#contracts/pickup-locations'
import type { pickupLocations as pickupLocationEndpoints } from '#contracts/pickup-locations-api'
import type { Db } from '#server/db/client'
import {
  pickupClosedDates,
  pickupLocations,
  pickupWindowPlaces,
  pickupWindows,
  type PickupLocationRow,
} from '#server/db/schema/pickup'
import { isUniqueViolation } from '#server/db/unique-violation'
import { conflict } from '#server/http/http-error'
import type { StoreOf } from '#server/http/staff-resource'
import { tablePage } from '#server/http/table-page'
import { readFarmTimeZone } from '#server/domains/settings/public'

const farmTodayOf = async (db: Db) => farmToday(await readFarmTimeZone(db))

/** ISO weekday numbers: 1 Monday … 7 Sunday. */
export const weekdayNumber = (day: Weekday) => weekdays.indexOf(day) + 1
export const weekdayOfNumber = (day: number): Weekday => weekdays[day - 1]!

/** The locations with their windows (by weekday and hours) and closed dates (by date). */
async function withWindows(db: Db, rows: readonly PickupLocationRow[]): Promise<PickupLocation[]> {
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return []
  const [windows, closed] = await Promise.all([
    db
      .select()
      .from(pickupWindows)
      .where(inArray(pickupWindows.locationId, ids))
      .orderBy(asc(pickupWindows.weekday), asc(pickupWindows.startsAt), asc(pickupWindows.id)),
    db
      .select()
      .from(pickupClosedDates)
      .where(inArray(pickupClosedDates.locationId, ids))
      .orderBy(asc(pickupClosedDates.date)),
  ])
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    notes: row.notes,
    active: row.active,
    sortOrder: row.sortOrder,
    windows: windows
      .filter((window) => window.locationId === row.id)
      .map((window) => ({
        id: window.id,
        weekday: weekdayOfNumber(window.weekday),
        startsAt: window.startsAt,
        endsAt: window.endsAt,
        orderCap: window.orderCap,
        cutoffHours: window.cutoffHours,
      })),
    closedDates: closed
      .filter((each) => each.locationId === row.id)
      .map((each) => ({ date: each.date, reason: each.reason })),
  }))
}

async function findLocation(db: Db, id: number) {
  const rows = await db.select().from(pickupLocations).where(eq(pickupLocations.id, id))
  return (await withWindows(db, rows))[0] ?? null
}

const nameTaken = (name: string) =>
  conflict('DUPLICATE', `A pickup location named ${name} already exists`, {
    name: `A pickup location named ${name} already exists`,
  })

/**
 * Writes the location's windows and closed dates as given: a window with an `id` of this
 * location is changed in place (orders point at it), one without is added, and a window left out
 * is removed unless an order still holds a place in it from today on (409 naming it).
 */
async function writeWindows(tx: Db, locationId: number, input: PickupLocationValues) {
  const existing = await tx
    .select({ id: pickupWindows.id })
    .from(pickupWindows)
    .where(eq(pickupWindows.locationId, locationId))
  const existingIds = new Set(existing.map((row) => row.id))
  const kept = input.windows.flatMap((window) => (window.id === undefined ? [] : [window.id]))
  const stranger = input.windows.findIndex(
    (window) => window.id !== undefined && !existingIds.has(window.id),
  )
  if (stranger >= 0) {
    throw conflict('NOT_THIS_LOCATION', 'That window is not one of this location’s', {
      [`windows.${stranger}.id`]: 'That window is not one of this location’s',
    })
  }
  const removed = [...existingIds].filter((id) => !kept.includes(id))
  if (removed.length > 0) {
    const [held] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(pickupWindowPlaces)
      .where(
        and(
          inArray(pickupWindowPlaces.windowId, removed),
          gte(pickupWindowPlaces.date, await farmTodayOf(tx)),
          sql`${pickupWindowPlaces.orders} > 0`,
        ),
      )
    if ((held?.count ?? 0) > 0) {
      const message = 'A window you removed has orders to collect; keep it until they are picked up'
      throw conflict('WINDOW_IN_USE', message, { windows: message })
    }
    await tx.delete(pickupWindows).where(inArray(pickupWindows.id, removed))
  }
  for (const window of input.windows) {
    const columns = {
      weekday: weekdayNumber(window.weekday),
      startsAt: window.startsAt,
      endsAt: window.endsAt,
      orderCap: window.orderCap,
      cutoffHours: window.cutoffHours,
    }
    if (window.id === undefined) await tx.insert(pickupWindows).values({ locationId, ...columns })
    else await tx.update(pickupWindows).set(columns).where(eq(pickupWindows.id, window.id))
  }
  await tx
    .delete(pickupClosedDates)
    .where(
      and(
        eq(pickupClosedDates.locationId, locationId),
        notInArray(
          pickupClosedDates.date,
          input.closedDates.map((closed) => closed.date).concat(['0001-01-01']),
        ),
      ),
    )
  for (const closed of input.closedDates) {
    await tx
      .insert(pickupClosedDates)
      .values({ locationId, date: closed.date, reason: closed.reason || null })
      .onConflictDoUpdate({
        target: [pickupClosedDates.locationId, pickupClosedDates.date],
        set: { reason: closed.reason || null },
      })
  }
}

const locationColumns = (input: PickupLocationValues) => ({
  name: input.name,
  address: input.address,
  notes: input.notes || null,
  active: input.active,
  sortOrder: input.sortOrder,
})

async function saveLocation(db: Db, id: number | null, input: PickupLocationValues) {
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db
      let locationId = id
      if (locationId === null) {
        const [row] = await tx
          .insert(pickupLocations)
          .values(locationColumns(input))
          .returning({ id: pickupLocations.id })
        locationId = row!.id
      } else {
        const [row] = await tx
          .update(pickupLocations)
          .set({ ...locationColumns(input), updatedAt: new Date() })
          .where(eq(pickupLocations.id, locationId))
          .returning({ id: pickupLocations.id })
        if (!row) return null
      }
      await writeWindows(tx, locationId, input)
      return locationId
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name)
    throw error
  }
}

/** Switches a location on or off for checkout. */
export async function setPickupLocationActive(db: Db, id: number, active: boolean) {
  await db
    .update(pickupLocations)
    .set({ active, updatedAt: new Date() })
    .where(eq(pickupLocations.id, id))
  return findLocation(db, id)
}

/**
 * The pickup locations manager's reads and writes: each location with its windows and closed
 * dates, written together in one transaction; the page is searched in the name and address.
 */
export const pickupLocationStore: StoreOf<typeof pickupLocationEndpoints> = {
  list: async (db) =>
    withWindows(
      db,
      await db
        .select()
        .from(pickupLocations)
        .orderBy(asc(pickupLocations.sortOrder), asc(pickupLocations.id)),
    ),
  page: (db, query) =>
    tablePage(
      db,
      pickupLocations,
      {
        search: [pickupLocations.name, pickupLocations.address],
        sorts: {
          sortOrder: [pickupLocations.sortOrder],
          name: [sql`lower(${pickupLocations.name})`],
        },
      },
      query,
      (rows) => withWindows(db, rows),
    ),
  get: findLocation,
  create: async (db, input) => (await findLocation(db, (await saveLocation(db, null, input))!))!,
  update: async (db, id, input) => {
    const saved = await saveLocation(db, id, input)
    return saved === null ? null : findLocation(db, saved)
  },
  remove: async (db, id) => {
    const location = await findLocation(db, id)
    if (!location) return null
    const [held] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(pickupWindowPlaces)
      .innerJoin(pickupWindows, eq(pickupWindows.id, pickupWindowPlaces.windowId))
      .where(
        and(
          eq(pickupWindows.locationId, id),
          gte(pickupWindowPlaces.date, await farmTodayOf(db)),
          sql`${pickupWindowPlaces.orders} > 0`,
        ),
      )
    if ((held?.count ?? 0) > 0) {
      throw conflict(
        'LOCATION_IN_USE',
        `${location.name} has orders to collect; switch it off instead of deleting it`,
      )
    }
    await db.delete(pickupLocations).where(eq(pickupLocations.id, id))
    return location
  },
}
