import { desc } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { emailOutbox } from '#server/db/schema/notifications'

/** The newest 200 messages of the outbox (e-mails, and texts kept without an SMS provider). */
export async function listRecentOutboxMessages(db: Db) {
  const rows = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(200)
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    attachments: row.attachments ?? [],
    channel: row.channel,
    createdAt: row.createdAt.toISOString(),
  }))
}
