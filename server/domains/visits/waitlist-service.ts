import { addHours } from 'date-fns'
import { and, asc, count, eq, inArray, lt, lte, sql } from 'drizzle-orm'
import { formatFarmInstant } from '#contracts/farm-time'
import {
  waitlistLink,
  type StaffWaitlistEntry,
  type WaitlistEntry,
  type WaitlistJoin,
} from '#contracts/waitlists'
import type { Db } from '#server/db/client'
import { farmSettings } from '#server/db/schema/settings'
import {
  farmEvents,
  pickYourOwnSlots,
  waitlistEntries,
  type WaitlistEntryRow,
} from '#server/db/schema/visits'
import { conflict, notFound } from '#server/http/http-error'
import { toSlot } from './pick-your-own-service'
import { visitContext } from './visit-mail'
import type { VisitDeps } from './visit-deps'
import { visitBookingToken } from './visit-links'
import { readWaitlistToken, waitlistToken } from './waitlist-links'
import {
  entriesOf,
  keyOf,
  lockPlace,
  type WaitlistKey,
  type WaitlistPlace,
} from './waitlist-places'

/**
 * Waitlists of full pick-your-own sessions and event dates (decision 0057). Every step that
 * changes a place's room runs under its row lock (`lockPlace`), so freed places are offered once:
 * an offer holds its places in that transaction, and an entry moves from waiting to offered by a
 * conditional UPDATE in it.
 */

const open = ['waiting', 'offered'] as const

async function holdHours(db: Db) {
  const [row] = await db.select({ hours: farmSettings.waitlistHoldHours }).from(farmSettings)
  return row?.hours ?? 24
}

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`

async function queueWaitlistMail(
  deps: VisitDeps,
  tx: Db,
  entry: WaitlistEntryRow,
  place: WaitlistPlace,
  kind: 'joined' | 'offered' | 'closed',
) {
  const context = await visitContext(tx)
  const link = waitlistLink(deps.publicUrl, place.kind, await waitlistToken(tx, entry.id))
  const hello = `Hello ${entry.customerName.replace(/\s+/g, ' ').trim()},`
  const signOff = ['', context.farmName, context.phone].filter((line) => line !== '')
  const what = place.kind === 'event' ? 'places' : 'spots'
  const texts = {
    joined: () => ({
      subject: `You are on the waitlist: ${place.shortName}`,
      lines: [
        `You are on the waitlist of ${place.name} for ${people(entry.numberOfPeople)}.`,
        `If ${what} free up for your group, we will e-mail you a link that holds them for you.`,
        '',
        `See your place or leave the waitlist: ${link}`,
      ],
    }),
    offered: () => ({
      subject: `${what === 'places' ? 'Places are' : 'Spots are'} free: ${place.shortName}`,
      lines: [
        `${what === 'places' ? 'Places have' : 'Spots have'} freed up in ${place.name} for your group of ${people(entry.numberOfPeople)}.`,
        `We hold them for you until ${formatFarmInstant(entry.offerExpiresAt!, context.timeZone)}; after that they go to the next person waiting.`,
        '',
        `Book them (or let them go): ${link}`,
      ],
    }),
    closed: () => ({
      subject: `Cancelled: ${place.shortName}`,
      lines: [
        `We are sorry: ${place.name} has been cancelled, so its waitlist is closed.`,
        'Please choose another date on our website.',
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
 * Offers a place's free room to its waitlist, first come first served among the groups that
 * fit: each offer holds its group's places (until `offerExpiresAt`) and is e-mailed. Runs in the
 * caller's transaction and takes the place's row lock; answers how many offers.
 */
export async function offerFreedPlaces(
  deps: VisitDeps,
  tx: Db,
  key: WaitlistKey,
  now = new Date(),
) {
  const place = await lockPlace(tx, key, now)
  if (!place || !place.bookable) return 0
  const waiting = await tx
    .select()
    .from(waitlistEntries)
    .where(and(entriesOf(key), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.id))
  let left = place.left
  let offers = 0
  const expiresAt = addHours(now, await holdHours(tx))
  for (const entry of waiting) {
    if (left <= 0) break
    if (entry.numberOfPeople > left) continue
    if (!(await place.hold(tx, entry.numberOfPeople))) continue
    const [offered] = await tx
      .update(waitlistEntries)
      .set({ status: 'offered', offeredAt: now, offerExpiresAt: expiresAt, updatedAt: now })
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, 'waiting')))
      .returning()
    if (!offered) {
      await place.release(tx, entry.numberOfPeople)
      continue
    }
    left -= entry.numberOfPeople
    offers += 1
    await queueWaitlistMail(deps, tx, offered, place, 'offered')
  }
  return offers
}

/** A pick-your-own session's freed spots, offered (cancellations and moves call this). */
export const offerFreedSpots = (deps: VisitDeps, tx: Db, slotId: number, now = new Date()) =>
  offerFreedPlaces(deps, tx, { slotId }, now)

/**
 * A visitor joins a session or event date that has no room for their group (409 naming
 * `numberOfPeople` when it has: book it instead). One open entry per e-mail and place.
 */
export async function joinWaitlist(
  deps: VisitDeps,
  key: WaitlistKey,
  request: WaitlistJoin,
  userId: string | null,
  now = new Date(),
) {
  const id = await deps.db.transaction(async (tx) => {
    const place = await lockPlace(tx, key, now)
    if (!place) throw notFound('slotId' in key ? 'Session not found' : 'Event not found')
    if (!place.bookable) {
      const message =
        place.kind === 'event'
          ? 'This date can no longer be booked.'
          : 'This session can no longer be booked.'
      throw conflict(
        'SLOT_UNAVAILABLE',
        message,
        place.kind === 'event' ? { eventDate: message } : undefined,
      )
    }
    const [waitingCount] = await tx
      .select({ count: count() })
      .from(waitlistEntries)
      .where(and(entriesOf(key), eq(waitlistEntries.status, 'waiting')))
    if (place.left >= request.numberOfPeople && (waitingCount?.count ?? 0) === 0) {
      const message =
        place.kind === 'event'
          ? 'This date has room for your group: please book it instead'
          : 'This session has room for your group: please book it instead'
      throw conflict('SLOT_HAS_ROOM', message, { numberOfPeople: message })
    }
    if (request.numberOfPeople > place.maxPeople) {
      const message =
        place.kind === 'event'
          ? `Number of people must be at most ${place.maxPeople} for this date`
          : `Number of people must be at most ${place.maxPeople} for this session`
      throw conflict('GROUP_TOO_LARGE', message, { numberOfPeople: message })
    }
    const [already] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          entriesOf(key),
          inArray(waitlistEntries.status, [...open]),
          sql`lower(${waitlistEntries.customerEmail}) = lower(${request.customerEmail})`,
        ),
      )
    if (already) {
      const message =
        place.kind === 'event'
          ? 'This e-mail address is already on the waitlist of this date'
          : 'This e-mail address is already on the waitlist of this session'
      throw conflict('ALREADY_WAITING', message, { customerEmail: message })
    }
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        ...('slotId' in key
          ? { slotId: key.slotId }
          : { farmEventId: key.farmEventId, eventDate: key.eventDate }),
        userId,
        customerName: request.customerName,
        customerEmail: request.customerEmail,
        customerPhone: request.customerPhone ?? null,
        numberOfPeople: request.numberOfPeople,
      })
      .returning()
    await queueWaitlistMail(deps, tx, entry!, place, 'joined')
    // Room that the groups before could not use may fit this one: offered at once.
    if (place.left > 0) await offerFreedPlaces(deps, tx, key, now)
    return entry!.id
  })
  return { token: await waitlistToken(deps.db, id), entry: await entryView(deps.db, id) }
}

async function entryView(db: Db, id: number): Promise<WaitlistEntry> {
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id))
  if (!entry) throw notFound('This waitlist link is not valid')
  const [slot] = entry.slotId
    ? await db.select().from(pickYourOwnSlots).where(eq(pickYourOwnSlots.id, entry.slotId))
    : []
  const [event] = entry.farmEventId
    ? await db.select().from(farmEvents).where(eq(farmEvents.id, entry.farmEventId))
    : []
  const [ahead] =
    entry.status === 'waiting'
      ? await db
          .select({ count: count() })
          .from(waitlistEntries)
          .where(
            and(
              entriesOf(keyOf(entry)),
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
    slot: slot ? toSlot(slot) : null,
    event: event
      ? {
          farmEventId: event.id,
          title: event.title,
          date: entry.eventDate!,
          startTime: event.startTime,
        }
      : null,
    bookingToken: entry.bookingId
      ? await visitBookingToken(db, { kind: 'pick_your_own', id: entry.bookingId })
      : entry.eventBookingId
        ? await visitBookingToken(db, { kind: 'event', id: entry.eventBookingId })
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

/** The entry and its place, both locked (the place first, as every change of its room does). */
async function lockEntry(tx: Db, id: number) {
  const [found] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id))
  if (!found) throw notFound('This waitlist link is not valid')
  const place = await lockPlace(tx, keyOf(found))
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, id))
    .for('update')
  return { place: place!, entry: entry! }
}

/**
 * POST /api/waitlist/:token/claim: books the held places of an offer (once: a second claim
 * answers the same booking). A session's becomes a confirmed booking, an event date's a booking
 * request like any other (its places already held). 409 when the offer has lapsed or is none.
 */
export async function claimWaitlistOffer(deps: VisitDeps, token: string, now = new Date()) {
  const id = await entryOfToken(deps.db, token)
  await deps.db.transaction(async (tx) => {
    const { place, entry } = await lockEntry(tx, id)
    if (entry.status === 'claimed') return
    if (entry.status !== 'offered') {
      throw conflict('NO_OFFER', 'There is no offer to book on this waitlist place.')
    }
    if (entry.offerExpiresAt!.getTime() <= now.getTime()) {
      throw conflict('OFFER_LAPSED', 'This offer has lapsed and passed to the next person waiting.')
    }
    const booked = await place.book(deps, tx, entry)
    await tx
      .update(waitlistEntries)
      .set({ status: 'claimed', ...booked, updatedAt: now })
      .where(eq(waitlistEntries.id, id))
  })
  return entryView(deps.db, id)
}

/**
 * Ends an open entry (`left` by its visitor or staff, `expired` when an offer lapsed): an offer's
 * held places are given back and offered to the next entries that fit.
 */
async function endEntry(
  deps: VisitDeps,
  tx: Db,
  id: number,
  status: 'left' | 'expired',
  now: Date,
) {
  const { place, entry } = await lockEntry(tx, id)
  if (!open.includes(entry.status as (typeof open)[number])) return false
  if (status === 'expired' && (entry.status !== 'offered' || entry.offerExpiresAt! > now))
    return false
  await tx.update(waitlistEntries).set({ status, updatedAt: now }).where(eq(waitlistEntries.id, id))
  if (entry.status === 'offered') {
    await place.release(tx, entry.numberOfPeople)
    await offerFreedPlaces(deps, tx, keyOf(entry), now)
  }
  return true
}

/** POST /api/waitlist/:token/leave: the visitor leaves, or lets an offer go at once. */
export async function leaveWaitlist(deps: VisitDeps, token: string, now = new Date()) {
  const id = await entryOfToken(deps.db, token)
  await deps.db.transaction((tx) => endEntry(deps, tx as unknown as Db, id, 'left', now))
  return entryView(deps.db, id)
}

/** DELETE /api/admin/waitlist/:id: staff take an entry off; answers the place it waited for. */
export async function removeWaitlistEntry(deps: VisitDeps, id: number, now = new Date()) {
  const [exists] = await deps.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id))
  if (!exists) throw notFound('Waitlist entry not found')
  await deps.db.transaction((tx) => endEntry(deps, tx as unknown as Db, id, 'left', now))
  return keyOf(exists)
}

/**
 * The waitlist job (every minute): lapsed offers pass to the next entries, and sessions and event
 * dates with waiting entries offer whatever room they have (a cancellation elsewhere, a moved
 * booking, more places). Answers the offers made.
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
  const sessions = await deps.db
    .selectDistinct({ slotId: pickYourOwnSlots.id })
    .from(waitlistEntries)
    .innerJoin(pickYourOwnSlots, eq(pickYourOwnSlots.id, waitlistEntries.slotId))
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        lt(pickYourOwnSlots.currentBookings, pickYourOwnSlots.maxPeople),
      ),
    )
  const eventDates = await deps.db
    .selectDistinct({
      farmEventId: waitlistEntries.farmEventId,
      eventDate: waitlistEntries.eventDate,
    })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.status, 'waiting'), sql`${waitlistEntries.farmEventId} is not null`),
    )
  const keys: WaitlistKey[] = [
    ...sessions.map(({ slotId }) => ({ slotId })),
    ...eventDates.map((each) => ({ farmEventId: each.farmEventId!, eventDate: each.eventDate! })),
  ]
  let offers = 0
  for (const key of keys) {
    offers += await deps.db.transaction((tx) =>
      offerFreedPlaces(deps, tx as unknown as Db, key, now),
    )
  }
  return offers
}

/** A cancelled session's or event date's open entries are closed and told (its room went with it). */
export async function closeWaitlist(deps: VisitDeps, tx: Db, key: WaitlistKey) {
  const closed = await tx
    .update(waitlistEntries)
    .set({ status: 'closed', updatedAt: new Date() })
    .where(and(entriesOf(key), inArray(waitlistEntries.status, [...open])))
    .returning()
  if (closed.length === 0) return
  const place = await lockPlace(tx, key)
  for (const entry of closed) await queueWaitlistMail(deps, tx, entry, place!, 'closed')
}

/** A session's or event date's entries, in line order (staff). */
export async function placeWaitlist(db: Db, key: WaitlistKey): Promise<StaffWaitlistEntry[]> {
  const rows = await db
    .select()
    .from(waitlistEntries)
    .where(entriesOf(key))
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
