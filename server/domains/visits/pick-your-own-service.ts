import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { addCalendarDays, farmInstant, farmToday } from '#contracts/farm-time'
import type { BookingStatus, PickYourOwnBookingRequest, PickYourOwnSlot } from '#contracts/visits'
import type {
  PickYourOwnSlotAdmin,
  PickYourOwnSlotSeriesValues,
  PickYourOwnSlotValues,
  SlotScheduleQuery,
  StaffBooking,
} from '#contracts/visits-admin'
import type { ListPage } from '#contracts/paged-list'
import type { Db } from '#server/db/client'
import { products } from '#server/db/schema/catalog'
import {
  pickYourOwnBookings,
  pickYourOwnSlots,
  type NewPickYourOwnBookingRow,
  type PickYourOwnSlotRow,
} from '#server/db/schema/visits'
import { badRequest, conflict, notFound } from '#server/http/http-error'
import { tablePage, type PageRequest } from '#server/http/table-page'
import { centsToDecimal, decimalToCents } from '#server/lib/money'
import { bookedVisit } from './booked-visit'
import { queueVisitMail, visitContext } from './visit-mail'
import { pickYourOwnVisits, toStaffBooking } from './visit-records'
import type { VisitDeps } from './visit-deps'
import { closeWaitlist, offerFreedSpots } from './waitlist-service'

const openStatuses: BookingStatus[] = ['pending', 'confirmed']
/** How far back the manager lists past sessions. */
const pastDaysListed = 30

export function toSlot(row: PickYourOwnSlotRow): PickYourOwnSlot {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    maxPeople: row.maxPeople,
    currentBookings: row.currentBookings,
    spotsLeft: Math.max(0, row.maxPeople - row.currentBookings),
    pricePerPerson: centsToDecimal(row.pricePerPersonCents),
    active: row.active,
  }
}

export const hasStarted = (slot: PickYourOwnSlotRow, timeZone: string, now: Date) =>
  farmInstant(slot.date, slot.startTime, timeZone).getTime() <= now.getTime()

/** GET /api/pick-your-own/slots: active sessions that have not started, soonest first. */
export async function listUpcomingSlots(db: Db, now = new Date()): Promise<PickYourOwnSlot[]> {
  const { timeZone } = await visitContext(db)
  const rows = await db
    .select()
    .from(pickYourOwnSlots)
    .where(
      and(
        eq(pickYourOwnSlots.active, true),
        isNull(pickYourOwnSlots.cancelledAt),
        gte(pickYourOwnSlots.date, farmToday(timeZone, now)),
      ),
    )
    .orderBy(
      asc(pickYourOwnSlots.date),
      asc(pickYourOwnSlots.startTime),
      asc(pickYourOwnSlots.productName),
    )
  return rows.filter((row) => !hasStarted(row, timeZone, now)).map(toSlot)
}

/**
 * POST /api/pick-your-own/slots/:id/book. Taking the spots is one conditional UPDATE (room left,
 * active, not cancelled, not begun), so concurrent bookings can never pass maxPeople: each waits
 * for the row and re-checks the condition. The booking row and the confirmation e-mail (with its
 * calendar file) are written in the same transaction; the total is price x people.
 */
export async function bookSlot(
  deps: VisitDeps,
  slotId: number,
  request: PickYourOwnBookingRequest,
  userId: string | null,
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const { timeZone } = await visitContext(tx)
    const [slot] = await tx.select().from(pickYourOwnSlots).where(eq(pickYourOwnSlots.id, slotId))
    if (!slot) throw notFound('Session not found')
    if (!slot.active || slot.cancelledAt || hasStarted(slot, timeZone, now)) {
      throw conflict('SLOT_UNAVAILABLE', 'This session can no longer be booked.')
    }
    const people = request.numberOfPeople
    const taken = await takeSpots(tx, slotId, people, { activeOnly: true })
    if (!taken) {
      const [current] = await tx
        .select()
        .from(pickYourOwnSlots)
        .where(eq(pickYourOwnSlots.id, slotId))
      const left = current ? Math.max(0, current.maxPeople - current.currentBookings) : 0
      throw conflict(
        'SLOT_FULL',
        left === 0
          ? 'This session is full.'
          : `Only ${left} ${left === 1 ? 'spot is' : 'spots are'} left in this session.`,
      )
    }
    const { booking, visit } = await insertConfirmedBooking(deps, tx, taken, {
      userId,
      customerName: request.customerName,
      customerEmail: request.customerEmail,
      customerPhone: request.customerPhone ?? null,
      numberOfPeople: people,
      specialRequests: request.specialRequests ?? null,
    })
    return {
      id: booking.id,
      status: booking.status,
      totalPrice: centsToDecimal(booking.totalPriceCents),
      slot: toSlot(taken),
      ...(await bookedVisit(tx, visit)),
    }
  })
}

/**
 * Writes a confirmed booking of a session whose spots the caller has taken, at the session's
 * price, and queues its confirmation e-mail (with the calendar file) in the same transaction.
 */
export async function insertConfirmedBooking(
  deps: VisitDeps,
  tx: Db,
  slot: Pick<PickYourOwnSlotRow, 'id' | 'pricePerPersonCents'>,
  visitor: Pick<
    NewPickYourOwnBookingRow,
    'userId' | 'customerName' | 'customerEmail' | 'customerPhone' | 'specialRequests'
  > & { numberOfPeople: number },
) {
  const [booking] = await tx
    .insert(pickYourOwnBookings)
    .values({
      ...visitor,
      slotId: slot.id,
      totalPriceCents: slot.pricePerPersonCents * visitor.numberOfPeople,
      status: 'confirmed',
    })
    .returning()
  const [visit] = await pickYourOwnVisits(tx, eq(pickYourOwnBookings.id, booking!.id), 1)
  await queueVisitMail(deps, tx, visit!, 'confirmed')
  return { booking: booking!, visit: visit! }
}

/** Gives a booking's spots back to its slot (never below zero). */
export async function releaseSpots(db: Db, slotId: number, people: number) {
  await db
    .update(pickYourOwnSlots)
    .set({
      currentBookings: sql`greatest(${pickYourOwnSlots.currentBookings} - ${people}, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(pickYourOwnSlots.id, slotId))
}

/**
 * Takes `people` spots of a slot in one conditional UPDATE (room left, not cancelled, and with
 * `activeOnly` still active): concurrent callers wait for the row and re-check the condition, so
 * maxPeople is never passed. Answers the updated slot, or null when the condition failed.
 */
export async function takeSpots(
  db: Db,
  slotId: number,
  people: number,
  { activeOnly }: { activeOnly: boolean },
) {
  const [row] = await db
    .update(pickYourOwnSlots)
    .set({
      currentBookings: sql`${pickYourOwnSlots.currentBookings} + ${people}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(pickYourOwnSlots.id, slotId),
        activeOnly ? eq(pickYourOwnSlots.active, true) : undefined,
        isNull(pickYourOwnSlots.cancelledAt),
        lte(sql`${pickYourOwnSlots.currentBookings} + ${people}`, pickYourOwnSlots.maxPeople),
      ),
    )
    .returning()
  return row ?? null
}

/** Takes a booking's spots again (re-opening a cancelled booking); 409 when they are gone. */
async function retakeSpots(db: Db, slotId: number, people: number) {
  const row = await takeSpots(db, slotId, people, { activeOnly: false })
  if (!row) throw conflict('SLOT_FULL', 'The session no longer has room for this booking.')
}

/**
 * Changes a pick-your-own booking's status (staff, or the visitor cancelling): cancelling gives
 * its spots back; re-opening a cancelled one takes them again if they are still free.
 */
export async function changePickYourOwnBooking(db: Db, id: number, status: BookingStatus) {
  const [booking] = await db
    .select()
    .from(pickYourOwnBookings)
    .where(eq(pickYourOwnBookings.id, id))
    .for('update')
  if (!booking) throw notFound('Booking not found')
  const wasOpen = booking.status !== 'cancelled'
  const isOpen = status !== 'cancelled'
  if (wasOpen && !isOpen) await releaseSpots(db, booking.slotId, booking.numberOfPeople)
  if (!wasOpen && isOpen) await retakeSpots(db, booking.slotId, booking.numberOfPeople)
  if (booking.status !== status) {
    await db
      .update(pickYourOwnBookings)
      .set({ status, updatedAt: new Date() })
      .where(eq(pickYourOwnBookings.id, id))
  }
  const [visit] = await pickYourOwnVisits(db, eq(pickYourOwnBookings.id, id), 1)
  return { before: booking.status, visit: visit! }
}

/** PATCH /api/admin/pick-your-own-bookings/:id: staff change; the visitor is e-mailed. */
export async function setPickYourOwnBookingStatus(
  deps: VisitDeps,
  id: number,
  status: BookingStatus,
): Promise<{ before: BookingStatus; booking: StaffBooking }> {
  return deps.db.transaction(async (tx) => {
    const { before, visit } = await changePickYourOwnBooking(tx, id, status)
    if (before !== status && status === 'cancelled') {
      await queueVisitMail(deps, tx, visit, 'cancelled-by-farm')
      await offerFreedSpots(deps, tx, visit.parentId!)
    }
    if (before === 'cancelled' && status !== 'cancelled') {
      await queueVisitMail(deps, tx, visit, 'confirmed')
    }
    const { timeZone } = await visitContext(tx)
    return { before, booking: toStaffBooking(visit, timeZone) }
  })
}

// ------------------------------------------------------------------ the manager's slots

async function adminSlots(db: Db, where?: ReturnType<typeof eq>): Promise<PickYourOwnSlotAdmin[]> {
  const open = db
    .select({
      slotId: pickYourOwnBookings.slotId,
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(pickYourOwnBookings)
    .where(inArray(pickYourOwnBookings.status, openStatuses))
    .groupBy(pickYourOwnBookings.slotId)
    .as('open_bookings')
  const rows = await db
    .select({ slot: pickYourOwnSlots, count: open.count })
    .from(pickYourOwnSlots)
    .leftJoin(open, eq(open.slotId, pickYourOwnSlots.id))
    .where(where)
    .orderBy(
      asc(pickYourOwnSlots.date),
      asc(pickYourOwnSlots.startTime),
      asc(pickYourOwnSlots.productName),
    )
  return rows.map(({ slot, count }) => ({
    ...toSlot(slot),
    cancelledAt: slot.cancelledAt?.toISOString() ?? null,
    bookingCount: Number(count ?? 0),
  }))
}

export async function listManagerSlots(db: Db) {
  const { timeZone } = await visitContext(db)
  const from = addCalendarDays(farmToday(timeZone), -pastDaysListed)
  return adminSlots(db, gte(pickYourOwnSlots.date, from) as ReturnType<typeof eq>)
}

/** The manager's window of sessions: from `pastDaysListed` days ago on. */
async function managerWindow(db: Db) {
  const { timeZone } = await visitContext(db)
  return gte(pickYourOwnSlots.date, addCalendarDays(farmToday(timeZone), -pastDaysListed))
}

/**
 * A page of the manager's sessions (the same window as `listManagerSlots`): searched in the
 * product's name, by date and time by default, each with its open bookings.
 */
export const managerSlotPage = (db: Db, query: PageRequest<'date' | 'product'>) =>
  tablePage(
    db,
    pickYourOwnSlots,
    {
      scope: managerWindow,
      search: [pickYourOwnSlots.productName],
      sorts: {
        date: [pickYourOwnSlots.date, pickYourOwnSlots.startTime],
        product: [
          sql`lower(${pickYourOwnSlots.productName})`,
          pickYourOwnSlots.date,
          pickYourOwnSlots.startTime,
        ],
      },
    },
    query,
    (rows) => slotsInOrder(db, rows),
  )

/**
 * The manager's schedule (issue 25): a page of the upcoming sessions, soonest first, or of the
 * last `pastDaysListed` days', latest first, searched in the product's name.
 */
export async function slotSchedule(
  db: Db,
  query: SlotScheduleQuery,
): Promise<ListPage<PickYourOwnSlotAdmin>> {
  const today = farmToday((await visitContext(db)).timeZone)
  const upcoming = query.when === 'upcoming'
  const { items, total } = await tablePage(
    db,
    pickYourOwnSlots,
    {
      scope: () =>
        upcoming
          ? gte(pickYourOwnSlots.date, today)
          : and(
              gte(pickYourOwnSlots.date, addCalendarDays(today, -pastDaysListed)),
              lt(pickYourOwnSlots.date, today),
            ),
      search: [pickYourOwnSlots.productName],
      sorts: { date: [pickYourOwnSlots.date, pickYourOwnSlots.startTime] },
    },
    { ...query, sort: 'date', dir: upcoming ? 'asc' : 'desc' },
    (rows) => slotsInOrder(db, rows),
  )
  return { items, total, page: query.page, pageSize: query.pageSize }
}

/** The admin view of the page's sessions, in the page's order. */
async function slotsInOrder(db: Db, rows: readonly { id: number }[]) {
  const ids = rows.map((row) => row.id)
  const slots = new Map(
    (await adminSlots(db, inArray(pickYourOwnSlots.id, ids))).map((slot) => [slot.id, slot]),
  )
  return ids.flatMap((id) => slots.get(id) ?? [])
}

export const getSlot = async (db: Db, id: number) =>
  (await adminSlots(db, eq(pickYourOwnSlots.id, id)))[0] ?? null

async function productNameOf(db: Db, productId: number) {
  const [product] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, productId))
  if (!product) {
    throw badRequest('Please choose a product', { productId: 'Please choose a product' })
  }
  return product.name
}

/** POST /api/admin/pick-your-own/slots: one session, or the same hours weekly for `weeks` weeks. */
export async function createSlots(db: Db, values: PickYourOwnSlotSeriesValues) {
  const productName = await productNameOf(db, values.productId)
  const pricePerPersonCents = decimalToCents(values.pricePerPerson)!
  const rows = await db
    .insert(pickYourOwnSlots)
    .values(
      Array.from({ length: values.weeks }, (_, week) => ({
        productId: values.productId,
        productName,
        date: addCalendarDays(values.date, week * 7),
        startTime: values.startTime,
        endTime: values.endTime,
        maxPeople: values.maxPeople,
        pricePerPersonCents,
        active: values.active,
      })),
    )
    .returning({ id: pickYourOwnSlots.id })
  const made = await Promise.all(rows.map((row) => getSlot(db, row.id)))
  return made.filter((slot) => slot !== null)
}

/** PUT /api/admin/pick-your-own/slots/:id; max people cannot drop below the people booked. */
export async function updateSlot(db: Db, id: number, values: PickYourOwnSlotValues) {
  return db.transaction(async (tx) => {
    const [slot] = await tx
      .select()
      .from(pickYourOwnSlots)
      .where(eq(pickYourOwnSlots.id, id))
      .for('update')
    if (!slot) return null
    if (values.maxPeople < slot.currentBookings) {
      const message = `Max people cannot be below the ${slot.currentBookings} people already booked`
      throw badRequest(message, { maxPeople: message })
    }
    await tx
      .update(pickYourOwnSlots)
      .set({
        productId: values.productId,
        productName: await productNameOf(tx, values.productId),
        date: values.date,
        startTime: values.startTime,
        endTime: values.endTime,
        maxPeople: values.maxPeople,
        pricePerPersonCents: decimalToCents(values.pricePerPerson)!,
        active: values.active,
        updatedAt: new Date(),
      })
      .where(eq(pickYourOwnSlots.id, id))
    return getSlot(tx, id)
  })
}

export async function setSlotActive(db: Db, id: number, active: boolean) {
  const [row] = await db
    .update(pickYourOwnSlots)
    .set({ active, updatedAt: new Date() })
    .where(eq(pickYourOwnSlots.id, id))
    .returning({ id: pickYourOwnSlots.id })
  return row ? getSlot(db, row.id) : null
}

/** DELETE: only a session nobody ever booked; one with bookings is cancelled instead. */
export async function removeSlot(db: Db, id: number) {
  const slot = await getSlot(db, id)
  if (!slot) return null
  const [booked] = await db
    .select({ id: pickYourOwnBookings.id })
    .from(pickYourOwnBookings)
    .where(eq(pickYourOwnBookings.slotId, id))
    .limit(1)
  if (booked) {
    throw conflict(
      'HAS_BOOKINGS',
      'This session has bookings. Cancel it instead, so each visitor is told.',
    )
  }
  await db.delete(pickYourOwnSlots).where(eq(pickYourOwnSlots.id, id))
  return slot
}

/** Cancels a session: closed for booking, each open booking cancelled and its visitor e-mailed. */
export async function cancelSlot(deps: VisitDeps, id: number) {
  return deps.db.transaction(async (tx) => {
    const [slot] = await tx
      .update(pickYourOwnSlots)
      .set({ active: false, cancelledAt: new Date(), currentBookings: 0, updatedAt: new Date() })
      .where(eq(pickYourOwnSlots.id, id))
      .returning({ id: pickYourOwnSlots.id })
    if (!slot) throw notFound('Session not found')
    const cancelled = await tx
      .update(pickYourOwnBookings)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        and(eq(pickYourOwnBookings.slotId, id), inArray(pickYourOwnBookings.status, openStatuses)),
      )
      .returning({ id: pickYourOwnBookings.id })
    for (const booking of cancelled) {
      const [visit] = await pickYourOwnVisits(tx, eq(pickYourOwnBookings.id, booking.id), 1)
      await queueVisitMail(deps, tx, visit!, 'cancelled-by-farm')
    }
    await closeWaitlist(deps, tx, { slotId: id })
    return { cancelledBookings: cancelled.length }
  })
}

/** GET /api/admin/pick-your-own/slots/:id/bookings. */
export async function slotBookings(db: Db, id: number): Promise<StaffBooking[]> {
  if (!(await getSlot(db, id))) throw notFound('Session not found')
  const { timeZone } = await visitContext(db)
  const visits = await pickYourOwnVisits(db, eq(pickYourOwnBookings.slotId, id))
  return visits.map((visit) => toStaffBooking(visit, timeZone))
}
