import { and, asc, desc, eq, gte, ilike, isNotNull, lt, or, sql } from 'drizzle-orm'
import type { AuditPage, AuditQuery } from '#contracts/audit-log'
import { addCalendarDays, farmInstant } from '#contracts/farm-time'
import type { Db } from '#server/db/client'
import { auditLog } from '#server/db/schema/audit'
import { readFarmTimeZone } from '#server/domains/settings/public'
import { containsPattern } from '#server/lib/like-pattern'

/** The farm days `from` and `to` (both included) as instants, in the farm's time zone. */
async function madeBetween(db: Db, query: Pick<AuditQuery, 'from' | 'to'>) {
  if (!query.from && !query.to) return undefined
  const timeZone = await readFarmTimeZone(db)
  return and(
    query.from ? gte(auditLog.createdAt, farmInstant(query.from, '00:00', timeZone)) : undefined,
    query.to
      ? lt(auditLog.createdAt, farmInstant(addCalendarDays(query.to, 1), '00:00', timeZone))
      : undefined,
  )
}

/** Text in the entry's target (type, id) or in its before and after details, any case. */
function textCondition(q: string) {
  const pattern = containsPattern(q)
  return or(
    ilike(auditLog.targetType, pattern),
    ilike(auditLog.targetId, pattern),
    sql`${auditLog.before}::text ilike ${pattern}`,
    sql`${auditLog.after}::text ilike ${pattern}`,
  )
}

/**
 * One page of the audit log, newest first, with the filters the owner chose (who, what, which
 * farm days, text in the target or details), how many entries match, and every action and actor
 * the log holds (the screen's filter choices).
 */
export async function searchAuditEntries(db: Db, query: AuditQuery): Promise<AuditPage> {
  const q = query.q?.trim()
  const where = and(
    query.actor ? eq(sql`lower(${auditLog.actorEmail})`, query.actor) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    q ? textCondition(q) : undefined,
    await madeBetween(db, query),
  )
  const [rows, [counted], actions, actors] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db
      .selectDistinct({ actor: sql<string>`lower(${auditLog.actorEmail})` })
      .from(auditLog)
      .where(isNotNull(auditLog.actorEmail))
      .orderBy(sql`lower(${auditLog.actorEmail})`),
  ])
  return {
    items: rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before ?? null,
      after: row.after ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    actions: actions.map((row) => row.action),
    actors: actors.map((row) => row.actor),
  }
}
