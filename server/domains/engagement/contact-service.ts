import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { settings } from '#server/db/schema/content'
import { contactMessages } from '#server/db/schema/engagement'
import { contactSubjectLabels, type ContactMessage } from '#contracts/engagement'
import { readFarmSettings } from '#server/domains/settings/public'
import type { MailMessage } from '#server/domains/notifications/public'

/** Queues an e-mail inside the caller's transaction (`app.mail.queue`). */
export type QueueMail = (message: MailMessage, options: { db: Db }) => Promise<void>

/**
 * Where the farm wants contact messages: the setting `farm_notification_email`, else the
 * farm's public e-mail (the farm settings).
 */
export async function farmNotificationAddress(db: Db): Promise<string> {
  const [setting] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'farm_notification_email'))
    .limit(1)
  if (typeof setting?.value === 'string' && setting.value.trim()) return setting.value.trim()
  return (await readFarmSettings(db)).email
}

/** Collapses line breaks and runs of spaces, so a name cannot break an e-mail subject line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The e-mail that tells the farm about a new contact message. */
export function contactNotificationMail(to: string, message: ContactMessage): MailMessage {
  const name = oneLine(`${message.firstName} ${message.lastName}`)
  const topic = contactSubjectLabels[message.subject]
  return {
    to,
    subject: `New message: ${topic} from ${name}`,
    text: [
      `${name} wrote through the contact form on the website.`,
      '',
      `From:    ${name} <${message.email}>`,
      `Phone:   ${message.phone ?? 'not given'}`,
      `Subject: ${topic}`,
      '',
      message.message,
      '',
      '---',
      `Reply to ${oneLine(message.firstName)} at ${message.email}${message.phone ? ` or call ${message.phone}` : ''}.`,
    ].join('\n'),
  }
}

/**
 * Stores a contact message and queues its e-mail to the farm in one transaction, so a stored
 * message always has its mail job (and a failed insert sends nothing).
 */
export async function receiveContactMessage(db: Db, message: ContactMessage, queueMail: QueueMail) {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      firstName: message.firstName,
      lastName: message.lastName,
      email: message.email,
      phone: message.phone ?? null,
      subject: message.subject,
      message: message.message,
    })
    const to = await farmNotificationAddress(tx)
    await queueMail(contactNotificationMail(to, message), { db: tx })
  })
}
