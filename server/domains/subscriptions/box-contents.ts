import { count, eq } from 'drizzle-orm'
import { mondayOf, type BoxContents } from '#contracts/csa-season'
import { addCalendarDays, formatVisitDate } from '#contracts/farm-time'
import type { Db } from '#server/db/client'
import { boxContents, boxContentsMails } from '#server/db/schema/subscriptions'
import { badRequest } from '#server/http/http-error'
import { readSiteTexts } from '#server/domains/content/public'
import { scheduledDates } from './box-calendar'
import type { SubscriptionDeps } from './subscription-deps'

/*
 * A farm week's box contents (decision 0059): staff write them, then e-mail them to the members
 * with a box that week; members see them on those boxes in their account. Publishing again
 * (after an edit, or once more members have a box) e-mails only those not yet e-mailed.
 */

function checkMonday(weekOf: string) {
  if (mondayOf(weekOf) === weekOf) return
  const message = 'Week must be given by its Monday'
  throw badRequest(message, { weekOf: message })
}

async function contentsOf(db: Db, weekOf: string): Promise<BoxContents> {
  const [[row], [mailed]] = await Promise.all([
    db.select().from(boxContents).where(eq(boxContents.weekOf, weekOf)).limit(1),
    db.select({ count: count() }).from(boxContentsMails).where(eq(boxContentsMails.weekOf, weekOf)),
  ])
  return {
    weekOf,
    contents: row?.contents ?? '',
    publishedAt: row?.publishedAt?.toISOString() ?? null,
    membersEmailed: mailed?.count ?? 0,
  }
}

/** GET /api/admin/box-contents/:weekOf (an unwritten week is empty). */
export async function readBoxContents(db: Db, weekOf: string) {
  checkMonday(weekOf)
  return contentsOf(db, weekOf)
}

/** PUT /api/admin/box-contents/:weekOf: saves the text; nobody is e-mailed. */
export async function saveBoxContents(db: Db, weekOf: string, contents: string) {
  checkMonday(weekOf)
  await db
    .insert(boxContents)
    .values({ weekOf, contents })
    .onConflictDoUpdate({ target: boxContents.weekOf, set: { contents, updatedAt: new Date() } })
  return contentsOf(db, weekOf)
}

/**
 * POST /api/admin/box-contents/:weekOf/publish: e-mails the week's members not yet e-mailed, each
 * once (a row per member and week, inserted with its mail in one transaction).
 */
export async function publishBoxContents(deps: SubscriptionDeps, weekOf: string) {
  checkMonday(weekOf)
  const current = await contentsOf(deps.db, weekOf)
  if (!current.contents.trim()) {
    const message = 'Write the contents before e-mailing them'
    throw badRequest(message, { contents: message })
  }
  const sunday = addCalendarDays(weekOf, 6)
  const boxes = (await scheduledDates(deps.db, weekOf, sunday)).filter(
    (each) => each.state === 'box',
  )
  const farmName = (await readSiteTexts(deps.db)).text('farm_name') || 'Groveside Farm'
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db
    await tx
      .update(boxContents)
      .set({ publishedAt: new Date() })
      .where(eq(boxContents.weekOf, weekOf))
    const seen = new Set<number>()
    for (const { row, date } of boxes) {
      if (seen.has(row.id)) continue
      seen.add(row.id)
      const [first] = await tx
        .insert(boxContentsMails)
        .values({ weekOf, subscriptionId: row.id })
        .onConflictDoNothing()
        .returning()
      if (!first) continue
      const text = [
        `Hello ${row.customerName},`,
        '',
        `Here is what is in your ${row.planName} box of ${formatVisitDate(date)}:`,
        '',
        current.contents,
        '',
        `Skip a box or add extras before its cut-off: ${deps.publicUrl}/#subscriptions`,
        '',
        farmName,
      ].join('\n')
      await deps.mail.queue(
        { to: row.customerEmail, subject: `In your box this week: ${formatVisitDate(date)}`, text },
        { db: tx },
      )
    }
  })
  return contentsOf(deps.db, weekOf)
}
