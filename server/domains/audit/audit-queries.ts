import { desc } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { auditLog } from '#server/db/schema/audit'

/** The newest 500 entries of the audit log, newest first, as the owner's audit screen shows them. */
export async function listRecentAuditEntries(db: Db) {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(500)
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  }))
}
