import type { FastifyInstance } from 'fastify'
import { and, eq, sql } from 'drizzle-orm'
import { formatVisitDate, farmToday, onFarmClock } from '#contracts/farm-time'
import {
  reminderFrequencyLabels,
  reminderTypeLabels,
  type ReminderLogMethod,
} from '#contracts/reminders'
import { format } from 'date-fns'
import { readSiteTexts } from '#server/domains/content/public'
import type { Db } from '#server/db/client'
import { reminderLogs, reminders, type ReminderRow } from '#server/db/schema/reminders'
import { farmNotificationAddress } from '#server/domains/engagement/public'
import type { Jobs } from '#server/domains/notifications/public'
import { readBlogStatus } from './blog-status'
import { nextTriggerAfter } from './reminder-schedule'
import { dueReminders, farmTimeZone } from './reminder-store'
import { SmsError, smsMaxLength, type SmsProvider } from './sms-provider'
import { every } from '#server/jobs/job-engine'

/** What sending reminders uses: the database, the job queue and the shop's address. */
export interface ReminderDeps {
  db: Db
  jobs: Pick<Jobs, 'enqueue'>
  publicUrl: string
}

export const reminderDepsOf = (app: FastifyInstance): ReminderDeps => ({
  db: app.db,
  jobs: app.jobs,
  publicUrl: app.config.publicUrl,
})

/** The job that sends one reminder by one channel, and updates its log. */
export const deliverReminderJob = 'reminders.deliver'
/** The recurring job that sends the reminders that are due. */
export const dueRemindersJob = 'reminders.send-due'
/** When it looks: reminders go out at 8:00 on the farm, within a minute. */
export const dueCheckSchedule = every.minute

interface DeliveryPayload {
  logId: number
  method: ReminderLogMethod
  to: string
  subject: string
  text: string
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/** "Tuesday, November 24, 2026 at 8:00 AM" on the farm's clock. */
function farmMoment(instant: Date, timeZone: string) {
  return `${formatVisitDate(farmToday(timeZone, instant))} at ${format(onFarmClock(instant, timeZone), 'h:mm a')}`
}

async function reminderMessage(publicUrl: string, db: Db, reminder: ReminderRow) {
  const texts = await readSiteTexts(db)
  const timeZone = await farmTimeZone(db)
  const farmName = texts.text('farm_name')
  const title = oneLine(reminder.title)
  const lines = [title, '']
  if (reminder.description) lines.push(reminder.description.trim(), '')
  const repeats =
    reminder.frequency === 'custom'
      ? `Every ${reminder.customDays ?? 1} day${reminder.customDays === 1 ? '' : 's'}`
      : reminderFrequencyLabels[reminder.frequency]
  lines.push(`Type:    ${reminderTypeLabels[reminder.type]}`, `Repeats: ${repeats}`)
  if (reminder.type === 'blog_post') {
    const blog = await readBlogStatus(db)
    lines.push(
      blog.lastPostDate
        ? `Last blog post: ${formatVisitDate(farmToday(timeZone, new Date(blog.lastPostDate)))} (${blog.daysSinceLastPost} day${blog.daysSinceLastPost === 1 ? '' : 's'} ago)`
        : 'No blog posts found',
    )
  }
  lines.push(
    reminder.nextTrigger
      ? `Next reminder: ${farmMoment(reminder.nextTrigger, timeZone)} (farm time)`
      : 'Next reminder: Not scheduled',
    '',
    `Manage reminders: ${publicUrl}/reminders`,
    '',
    farmName,
  )
  const sms = oneLine(
    `${farmName} reminder: ${title}${reminder.description ? ` – ${reminder.description}` : ''}`,
  )
  return {
    subject: `Reminder: ${title}`,
    text: lines.join('\n'),
    sms: sms.length > smsMaxLength ? `${sms.slice(0, smsMaxLength - 1)}…` : sms,
  }
}

async function writeLog(
  db: Db,
  reminderId: number,
  method: ReminderLogMethod,
  status: 'queued' | 'failed',
  now: Date,
  errorMessage: string | null = null,
) {
  const [log] = await db
    .insert(reminderLogs)
    .values({ reminderId, method, status, errorMessage, sentAt: now })
    .returning({ id: reminderLogs.id })
  return log!.id
}

/**
 * Queues a reminder's e-mail and SMS inside the caller's transaction, each with its log row
 * (queued; the delivery job marks it sent or failed). A channel that cannot be used is logged as
 * failed at once: SMS without a phone number, or a reminder with both channels off.
 */
async function queueSendings(
  { jobs, publicUrl }: ReminderDeps,
  tx: Db,
  reminder: ReminderRow,
  now: Date,
) {
  const message = await reminderMessage(publicUrl, tx, reminder)
  const queue = async (method: ReminderLogMethod, to: string, text: string) => {
    const logId = await writeLog(tx, reminder.id, method, 'queued', now)
    const payload: DeliveryPayload = { logId, method, to, subject: message.subject, text }
    await jobs.enqueue(deliverReminderJob, { ...payload }, { db: tx })
  }
  if (reminder.emailEnabled) {
    await queue(
      'email',
      reminder.recipientEmail || (await farmNotificationAddress(tx)),
      message.text,
    )
  }
  if (reminder.smsEnabled) {
    if (reminder.recipientPhone) await queue('sms', reminder.recipientPhone, message.sms)
    else await writeLog(tx, reminder.id, 'sms', 'failed', now, 'No phone number to send the SMS to')
  }
  if (!reminder.emailEnabled && !reminder.smsEnabled) {
    await writeLog(tx, reminder.id, 'email', 'failed', now, 'E-mail and SMS are both off')
  }
}

/**
 * Sends every due reminder once (decision 0032). Each is claimed by one conditional UPDATE that
 * moves its next sending on only if it still holds the moment this run read, in the transaction
 * that queues its e-mail and SMS and writes their logs: two runs at once (two app instances)
 * cannot both claim it. A reminder missed while no instance ran goes out once, and then moves to
 * its next sending after now. Returns how many reminders were sent.
 */
export async function sendDueReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const timeZone = await farmTimeZone(deps.db)
  let sent = 0
  for (const due of await dueReminders(deps.db, now)) {
    const scheduled = due.nextTrigger!
    const claimed = await deps.db.transaction(async (tx) => {
      const [reminder] = await tx
        .update(reminders)
        .set({
          nextTrigger: nextTriggerAfter(due, now, timeZone),
          lastTriggered: now,
          updatedAt: now,
        })
        .where(
          and(
            eq(reminders.id, due.id),
            eq(reminders.isActive, true),
            sql`date_trunc('milliseconds', ${reminders.nextTrigger}) = ${scheduled.toISOString()}::timestamptz`,
          ),
        )
        .returning()
      if (!reminder) return false
      await queueSendings(deps, tx, reminder, now)
      return true
    })
    if (claimed) sent += 1
  }
  return sent
}

/**
 * 'Trigger now' (spec 3 §4): sends the reminder at once, logged like any sending, and leaves its
 * schedule as it was (decision 0032). Null when there is no such reminder.
 */
export async function triggerReminderNow(deps: ReminderDeps, id: number, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const [reminder] = await tx
      .update(reminders)
      .set({ lastTriggered: now, updatedAt: now })
      .where(eq(reminders.id, id))
      .returning()
    if (!reminder) return null
    await queueSendings(deps, tx, reminder, now)
    return reminder
  })
}

async function markLog(db: Db, logId: number, status: 'sent' | 'failed', error: string | null) {
  await db
    .update(reminderLogs)
    .set({ status, errorMessage: error, sentAt: new Date() })
    .where(eq(reminderLogs.id, logId))
}

/**
 * The delivery job: sends one e-mail (the mail transport: outbox, and SMTP when configured) or one
 * SMS (the SMS provider), then marks the log sent, or failed with the error. A failure that may
 * pass (a 5xx, no connection) is thrown, so the job worker retries it with back-off and the log
 * turns to sent if a retry works; a refused request (Twilio's 4xx) is not retried.
 */
export function registerReminderDelivery(app: FastifyInstance, sms: SmsProvider) {
  app.jobs.registerHandler({ type: deliverReminderJob, label: 'Reminder' }, async (job) => {
    const payload = job.payload as unknown as DeliveryPayload
    const [log] = await app.db
      .select({ id: reminderLogs.id })
      .from(reminderLogs)
      .where(eq(reminderLogs.id, payload.logId))
      .limit(1)
    if (!log) return // The reminder was deleted before its sending.
    try {
      if (payload.method === 'sms') await sms.send({ to: payload.to, body: payload.text })
      else
        await app.mail.transport.send({
          to: payload.to,
          subject: payload.subject,
          text: payload.text,
        })
    } catch (error) {
      await markLog(app.db, payload.logId, 'failed', errorText(error))
      if (error instanceof SmsError && !error.retry) return
      throw error
    }
    await markLog(app.db, payload.logId, 'sent', null)
  })
}
