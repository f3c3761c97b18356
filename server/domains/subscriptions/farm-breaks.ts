import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm'
import {
  boxCutOffInstant,
  boxCutOffWording,
  csaLimits,
  type FarmBreak,
  type FarmBreakInput,
} from '#contracts/csa-season'
import { addCalendarDays, farmToday } from '#contracts/farm-time'
import type { Db } from '#server/db/client'
import { farmBreaks, subscriptions, type FarmBreakRow } from '#server/db/schema/subscriptions'
import { badRequest, conflict } from '#server/http/http-error'
import { nextBoxFrom, scheduledDates } from './box-calendar'
import { farmTimeZone } from './subscription-records'

/*
 * Farm breaks (decision 0059): days the farm packs no boxes. Every subscription's boxes in a
 * break are neither packed nor charged, and its next box moves to the first after the break.
 * A break only covers days whose boxes are still open (their cut-off ahead), so no box already
 * charged falls in one; removing a break gives those boxes back while they are still open.
 */

const toFarmBreak = (row: FarmBreakRow): FarmBreak => ({
  id: row.id,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  reason: row.reason,
  boxesMoved: row.boxesMoved,
})

/** GET /api/admin/farm-breaks: breaks that have not ended, soonest first. */
export async function listFarmBreaks(db: Db, now = new Date()): Promise<FarmBreak[]> {
  const today = farmToday(await farmTimeZone(db), now)
  const rows = await db
    .select()
    .from(farmBreaks)
    .where(gte(farmBreaks.endsOn, today))
    .orderBy(asc(farmBreaks.startsOn), desc(farmBreaks.id))
  return rows.map(toFarmBreak)
}

/** The first day whose boxes are still open (400 naming `startsOn` for an earlier break). */
function checkOpen(startsOn: string, timeZone: string, now: Date, field = 'startsOn') {
  if (boxCutOffInstant(startsOn, timeZone) > now) return
  const message = `Boxes for ${startsOn} are already being packed (changes closed ${boxCutOffWording(startsOn)}).`
  throw field === 'startsOn'
    ? badRequest(message, { startsOn: message })
    : conflict('BREAK_STARTED', message)
}

/**
 * Moves every live subscription whose next box is on or after `from` to its next box as breaks
 * now stand, each under its row lock (the renewal job and members' changes wait).
 */
async function replanFrom(tx: Db, from: string) {
  const rows = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'paused']),
        gte(subscriptions.nextDelivery, from),
      ),
    )
  for (const { id } of rows) {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, id))
      .for('update')
    if (!row?.nextDelivery || (row.status !== 'active' && row.status !== 'paused')) continue
    const start = row.nextDelivery < from ? row.nextDelivery : from
    const next = await nextBoxFrom(tx, row, start > row.startDate ? start : row.startDate)
    if (next !== row.nextDelivery)
      await tx
        .update(subscriptions)
        .set({ nextDelivery: next, updatedAt: new Date() })
        .where(eq(subscriptions.id, row.id))
  }
}

/**
 * POST /api/admin/farm-breaks: a break of at most `breakMaxDays` days whose first day's boxes are
 * still open; the boxes it takes are counted, and subscriptions move past it, in one transaction.
 */
export async function addFarmBreak(
  db: Db,
  input: FarmBreakInput,
  now = new Date(),
): Promise<FarmBreak> {
  const timeZone = await farmTimeZone(db)
  checkOpen(input.startsOn, timeZone, now)
  if (input.endsOn > addCalendarDays(input.startsOn, csaLimits.breakMaxDays - 1)) {
    const message = `A break is at most ${csaLimits.breakMaxDays} days.`
    throw badRequest(message, { endsOn: message })
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const boxes = (await scheduledDates(tx, input.startsOn, input.endsOn)).filter(
      (each) => each.state === 'box' && !each.paid,
    ).length
    const [row] = await tx
      .insert(farmBreaks)
      .values({ ...input, boxesMoved: boxes })
      .returning()
    await replanFrom(tx, input.startsOn)
    return toFarmBreak(row!)
  })
}

/** DELETE /api/admin/farm-breaks/:id: only before its first day's cut-off (409 after). */
export async function removeFarmBreak(db: Db, id: number, now = new Date()) {
  const timeZone = await farmTimeZone(db)
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    const [row] = await tx.select().from(farmBreaks).where(eq(farmBreaks.id, id)).for('update')
    if (!row) return { removed: false }
    checkOpen(row.startsOn, timeZone, now, 'break')
    await tx.delete(farmBreaks).where(eq(farmBreaks.id, id))
    // Subscriptions moved past it come back to their first box in or after its days.
    await replanFrom(tx, row.startsOn)
    return { removed: true }
  })
}
