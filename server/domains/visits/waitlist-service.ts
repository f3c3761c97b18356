import { addHours } from 'date-fns'
import { and, asc, count, eq, inArray, lt, lte, sql } from 'drizzle-orm'
import { formatClockTime, formatFarmInstant, formatVisitDate } from '#contracts/farm-time'
import {
  waitlistLink,
  type StaffWaitlistEntry,
  type WaitlistEntry,
  type WaitlistJoin,
} from '#contracts/waitlists'
import type { Db } from '#server/db/client'
import { farmSettings } from '#server/db/schema/settings'
import {
  pickYourOwnSlots,
  waitlistEntries,
  type PickYourOwnSlotRow,
  type WaitlistEntryRow,
} from '#server/db/schema/visits'
import { conflict, notFound } from '#server/http/http-error'
import {
  hasStarted,
  insertConfirmedBooking,
  releaseSpots,
  takeSpots,
  toSlot,
} from './pick-your-own-service'
import { visitContext } from './visit-mail'
import type { VisitDeps } from './visit-deps'
import { visitBookingToken } from './visit-links'
import { readWaitlistToken, waitlistToken } from './waitlist-links'

/**
 * Waitlists of full pick-your-own sessions (decision 0057). Every step that changes a session's
 * spots runs under the session's row lock (the UPDATE of `currentBookings`, or `lockSlot`), so
 * freed spots are offered once: an offer takes its spots in the same conditional UPDATE a booking
 * does, and an entry moves from waiting to offered by a conditional UPDATE in that transaction.
 */

const open = ['waiting', 'offered'] as const

async function holdHours(db: Db) {
  const [row] = await db.select({ hours: farmSettings.waitlistHoldHours }).from(farmSettings)
  return row?.hours ?? 24
}

async function lockSlot(db: Db, slotId: number) {
  const [slot] = await db
    .select()
    .from(pickYourOwnSlots)
    .where(eq(pickYourOwnSlots.id, slotId))
    .for('update')
  return slot ?? null
}

const sessionName = (slot: PickYourOwnSlotRow) =>
  `${slot.productName} picking, ${formatVisitDate(slot.date)}, ${formatClockTime(slot.startTime)} – ${formatClockTime(slot.endTime)}`

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`

async function queueWaitlistMail(
  deps: VisitDeps,
  tx: Db,
  entry: WaitlistEntryRow,
  slot: PickYourOwnSlotRow,
  kind: 'joined' | 'offered' | 'closed',
) {
  const context = await visitContext(tx)
  const link = waitlistLink(deps.publicUrl, await waitlistToken(tx, entry.id))
  const hello = `Hello ${entry.customerName.replace(/\s+/g, ' ').trim()},`
  const signOff = ['', context.farmName, context.phone].filter((line) => line !== '')
  const texts = {
    joined: () => ({
      subject: `You are on the waitlist: ${slot.productName} picking`,
      lines: [
        `You are on the waitlist of ${sessionName(slot)} for ${people(entry.numberOfPeople)}.`,
        'If spots free up for your group, we will e-mail you a link that holds them for you.',
        '',
        `See your place or leave the waitlist: ${link}`,
      ],
    }),
    offered: () => ({
      subject: `Spots are free: ${slot.productName} picking`,
      lines: [
        `Spots have freed up in ${sessionName(slot)} for your group of ${people(entry.numberOfPeople)}.`,
        `We hold them for you until ${formatFarmInstant(entry.offerExpiresAt!, context.timeZone)}; after that they go to the next person waiting.`,
        '',
        `Book them (or let them go): ${link}`,
      ],
    }),
    closed: () => ({
      subject: `Session cancelled: ${slot.productName} picking`,
      lines: [
        `We are sorry: ${sessionName(slot)} has been cancelled, so its waitlist is closed.`,
        'Please choose another session on our website.',
      ],
    }),
  }[kind]()
  await deps.mail.queue(
    {
      to: entry.customerEmail,
      subject: texts.subject,
      text: [hello, '', ...texts.lines, ...signOff].join('\n'),
    },
    { db: tx },
  )
}

/**
 * Offers a session's free spots to its waitlist, first come first served among the groups that
 * fit: each offer takes its group's spots (held until `offerExpiresAt`) and is e-mailed. Runs in
 * the caller's transaction after it has taken the session's row lock; answers how many offers.
 */
export async function offerFreedSpots(deps: VisitDeps, tx: Db, slotId: number, now = new Date()) {
  const slot = await lockSlot(tx, slotId)
  if (!slot || !slot.active || slot.cancelledAt) return 0
  const { timeZone } = await visitContext(tx)
  if (hasStarted(slot, timeZone, now)) return 0
  const waiting = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.slotId, slotId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.id))
  let left = slot.maxPeople - slot.currentBookings
  let offers = 0
  const expiresAt = addHours(now, await holdHours(tx))
  for (const entry of waiting) {
    if (left <= 0) break
    if (entry.numberOfPeople > left) continue
    const taken = await takeSpots(tx, slotId, entry.numberOfPeople, { activeOnly: true })
    if (!taken) continue
    const [offered] = await tx
      .update(waitlistEntries)
      .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt, updatedAt: now })
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'waiting')))
      .returning()
    if (!offered) {
      await releaseSpots(tx, slotId, entry.numberOfPeople)
      continue
    }
    left = taken.maxPeople - taken.currentBookings
    offers += 1
    await queueWaitlistMail(deps, tx, offered, taken, 'offered')
  }
  return offers
}

/**
 * POST /api/pick-your-own/slots/:id/waitlist: a visitor joins a session that has no room for
 * their group (409 naming `numberOfPeople` when it has: book it instead). One open entry per
 * e-mail and session.
 */
export async function joinWaitlist(
  deps: VisitDeps,
  slotId: number,
  request: WaitlistJoin,
  userId: string | null,
  now = new Date(),
) {
  const id = await deps.db.transaction(async (tx) => {
    const slot = await lockSlot(tx, slotId)
    if (!slot) throw notFound('Session not found')
    const { timeZone } = await visitContext(tx)
    if (!slot.active || slot.cancelledAt || hasStarted(slot, timeZone, now)) {
      throw conflict('SLOT_UNAVAILABLE', 'This session can no longer be booked.')
    }
    const [waitingCount] = await tx
      .select({ count: count() })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.slotId, slotId), eq(waitlistEntries.status, 'waiting')))
    if (
      slot.maxPeople - slot.currentBookings >= request.numberOfPeople &&
      (waitingCount?.count ?? 0) === 0
    ) {
      const message = 'This session has room for your group: please book it instead'
      throw conflict('SLOT_HAS_ROOM', message, { numberOfPeople: message })
    }
    if (request.numberOfPeople > slot.maxPeople) {
      const message = `Number of people must be at most ${slot.maxPeople} for this session`
      throw conflict('GROUP_TOO_LARGE', message, { numberOfPeople: message })
    }
    const [already] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.slotId, slotId),
          inArray(waitlistEntries.status, [...open]),
          sql`lower(${waitlistEntries.customerEmail}) = lower(${request.customerEmail})`,
        ),
      )
    if (already) {
      const message = 'This e-mail address is already on the waitlist of this session'
      throw conflict('ALREADY_WAITING', message, { customerEmail: message })
    }
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        slotId,
        userId,
        customerName: request.customerName,
        customerEmail: request.customerEmail,
        customerPhone: request.customerPhone ?? null,
        numberOfPeople: request.numberOfPeople,
      })
      .returning()
    await queueWaitlistMail(deps, tx, entry!, slot, 'joined')
    return entry!.id
  })
  return { token: await waitlistToken(deps.db, id), entry: await entryView(deps.db, id) }
}

async function entryView(db: Db, id: number): Promise<WaitlistEntry> {
  const [row] = await db
    .select({ entry: waitlistEntries, slot: pickYourOwnSlots })
    .from(waitlistEntries)
    .innerJoin(pickYourOwnSlots, eq(pickYourOwnSlots.id, waitlistEntries.slotId))
    .where(eq(waitlistEntries.id, id))
  if (!row) throw notFound('This waitlist link is not valid')
  const { entry, slot } = row
  const [ahead] =
    entry.status === 'waiting'
      ? await db
          .select({ count: count() })
          .from(waitlistEntries)
          .where(
            and(
              eq(waitlistEntries.slotId, entry.slotId),
              eq(waitlistEntries.status, 'waiting'),
              lt(waitlistEntries.id, entry.id),
            ),
          )
      : []
  return {
    status: entry.status,
    customerName: entry.customerName,
    numberOfPeople: entry.numberOfPeople,
    ahead: ahead ? ahead.count : null,
    offerExpiresAt: entry.status === 'offered' ? entry.offerExpiresAt!.toISOString() : null,
    slot: toSlot(slot),
    bookingToken: entry.bookingId
      ? await visitBookingToken(db, { kind: 'pick_your_own', id: entry.bookingId })
      : null,
  }
}

async function entryOfToken(db: Db, token: string) {
  const id = await readWaitlistToken(db, token)
  if (id === null) throw notFound('This waitlist link is not valid')
  return id
}

/** GET /api/waitlist/:token: the visitor's entry, its place in line or its offer. */
export async function readWaitlistEntry(db: Db, token: string) {
  return entryView(db, await entryOfToken(db, token))
}

/** The entry and its session, both locked (session first, as every spot change locks it). */
async function lockEntry(tx: Db, id: number) {
  const [found] = await tx
    .select({ slotId: waitlistEntries.slotId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, id))
  if (!found) throw notFound('This waitlist link is not valid')
  const slot = await lockSlot(tx, found.slotId)
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, id))
    .for('update')
  return { slot: slot!, entry: entry! }
}

/**
 * POST /api/waitlist/:token/claim: books the held spots of an offer (once: a second claim
 * answers the same booking). 409 when the offer has lapsed or there is none.
 */
export async function claimWaitlistOffer(deps: VisitDeps, token: string, now = new Date()) {
  const id = await entryOfToken(deps.db, token)
  await deps.db.transaction(async (tx) => {
    const { slot, entry } = await lockEntry(tx, id)
    if (entry.status === 'claimed') return
    if (entry.status !== 'offered') {
      throw conflict('NO_OFFER', 'There is no offer to book on this waitlist place.')
    }
    if (entry.offerExpiresAt!.getTime() <= now.getTime()) {
      throw conflict('OFFER_LAPSED', 'This offer has lapsed and passed to the next person waiting.')
    }
    const { booking } = await insertConfirmedBooking(deps, tx, slot, {
      userId: entry.userId,
      customerName: entry.customerName,
      customerEmail: entry.customerEmail,
      customerPhone: entry.customerPhone,
      numberOfPeople: entry.numberOfPeople,
    })
    await tx
      .update(waitlistEntries)
      .set({ status: 'claimed', bookingId: booking.id, updatedAt: now })
      .where(eq(waitlistEntries.id, id))
  })
  return entryView(deps.db, id)
}

/**
 * Ends an open entry (`left` by its visitor or staff, `expired` when an offer lapsed): an offer's
 * held spots are given back and offered to the next entries that fit.
 */
async function endEntry(
  deps: VisitDeps,
  tx: Db,
  id: number,
  status: 'left' | 'expired',
  now: Date,
) {
  const { slot, entry } = await lockEntry(tx, id)
  if (!open.includes(entry.status as (typeof open)[number])) return false
  if (status === 'expired' && (entry.status !== 'offered' || entry.offerExpiresAt! > now))
    return false
  await tx.update(waitlistEntries).set({ status, updatedAt: now }).where(eq(waitlistEntries.id, id))
  if (entry.status === 'offered') {
    await releaseSpots(tx, slot.id, entry.numberOfPeople)
    await offerFreedSpots(deps, tx, slot.id, now)
  }
  return true
}

/** POST /api/waitlist/:token/leave: the visitor leaves, or lets an offer go at once. */
export async function leaveWaitlist(deps: VisitDeps, token: string, now = new Date()) {
  const id = await entryOfToken(deps.db, token)
  await deps.db.transaction((tx) => endEntry(deps, tx as unknown as Db, id, 'left', now))
  return entryView(deps.db, id)
}

/** DELETE /api/admin/pick-your-own/waitlist/:id: staff take an entry off; answers its session. */
export async function removeWaitlistEntry(deps: VisitDeps, id: number, now = new Date()) {
  const [exists] = await deps.db
    .select({ slotId: waitlistEntries.slotId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, id))
  if (!exists) throw notFound('Waitlist entry not found')
  await deps.db.transaction((tx) => endEntry(deps, tx as unknown as Db, id, 'left', now))
  return exists.slotId
}

/**
 * The waitlist job (every minute): lapsed offers pass to the next entries, and sessions with
 * free spots (a cancellation elsewhere, more spots) offer them. Answers the offers made.
 */
export async function passWaitlistOffers(deps: VisitDeps, now = new Date()) {
  const lapsed = await deps.db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .orderBy(asc(waitlistEntries.id))
  for (const { id } of lapsed) {
    await deps.db.transaction((tx) => endEntry(deps, tx as unknown as Db, id, 'expired', now))
  }
  const withRoom = await deps.db
    .selectDistinct({ slotId: waitlistEntries.slotId })
    .from(waitlistEntries)
    .innerJoin(pickYourOwnSlots, eq(pickYourOwnSlots.id, waitlistEntries.slotId))
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        lt(pickYourOwnSlots.currentBookings, pickYourOwnSlots.maxPeople),
      ),
    )
  let offers = 0
  for (const { slotId } of withRoom) {
    offers += await deps.db.transaction((tx) =>
      offerFreedSpots(deps, tx as unknown as Db, slotId, now),
    )
  }
  return offers
}

/** A cancelled session's open entries are closed and told (its spots went with it). */
export async function closeSlotWaitlist(deps: VisitDeps, tx: Db, slotId: number) {
  const closed = await tx
    .update(waitlistEntries)
    .set({ status: 'closed', updatedAt: new Date() })
    .where(and(eq(waitlistEntries.slotId, slotId), inArray(waitlistEntries.status, [...open])))
    .returning()
  const [slot] = await tx.select().from(pickYourOwnSlots).where(eq(pickYourOwnSlots.id, slotId))
  for (const entry of closed) await queueWaitlistMail(deps, tx, entry, slot!, 'closed')
}

/** GET /api/admin/pick-your-own/slots/:id/waitlist: the session's entries, in line order. */
export async function slotWaitlist(db: Db, slotId: number): Promise<StaffWaitlistEntry[]> {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.slotId, slotId))
    .orderBy(asc(waitlistEntries.id))
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    numberOfPeople: row.numberOfPeople,
    createdAt: row.createdAt.toISOString(),
    offerExpiresAt: row.status === 'offered' ? row.offerExpiresAt!.toISOString() : null,
  }))
}
