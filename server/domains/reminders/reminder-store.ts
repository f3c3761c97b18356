import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  reminderFrequencies,
  reminderLimits,
  reminderLogMethods,
  reminderLogStatuses,
  reminderTypes,
  type Reminder,
  type ReminderLog,
  type ReminderValues,
} from '#contracts/reminders'
import { readFarmTimeZone } from '#server/domains/settings/public'
import type { Db } from '#server/db/client'
import {
  reminderLogs,
  reminders,
  type ReminderLogRow,
  type ReminderRow,
} from '#server/db/schema/reminders'
import type { reminders as reminderEndpoints } from '#contracts/reminders-api'
import type { StoreOf } from '#server/http/staff-resource'
import { tablePage } from '#server/http/table-page'
import { listedOr } from '#server/lib/listed-value'
import { firstTrigger, nextSendTimeAfter, nextTriggerAfter } from './reminder-schedule'

/** The farm's zone (the farm settings' time zone), the clock every reminder goes by. */
export async function farmTimeZone(db: Db): Promise<string> {
  return readFarmTimeZone(db)
}

function toLog(row: ReminderLogRow): ReminderLog {
  return {
    id: row.id,
    sentAt: row.sentAt.toISOString(),
    method: listedOr(reminderLogMethods, row.method, 'email'),
    status: listedOr(reminderLogStatuses, row.status, 'sent'),
    errorMessage: row.errorMessage,
  }
}

export function toReminder(row: ReminderRow, logs: ReminderLogRow[] = []): Reminder {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: listedOr(reminderTypes, row.type, 'general'),
    frequency: listedOr(reminderFrequencies, row.frequency, 'weekly'),
    customDays: row.customDays,
    isActive: row.isActive,
    nextTrigger: row.nextTrigger?.toISOString() ?? null,
    lastTriggered: row.lastTriggered?.toISOString() ?? null,
    emailEnabled: row.emailEnabled,
    smsEnabled: row.smsEnabled,
    recipientEmail: row.recipientEmail,
    recipientPhone: row.recipientPhone,
    createdAt: row.createdAt.toISOString(),
    recentLogs: logs.map(toLog),
  }
}

/** The latest sendings of each reminder, newest first, at most `reminderLimits.recentLogs` each. */
async function recentLogsOf(db: Db, ids: number[]): Promise<Map<number, ReminderLogRow[]>> {
  const byReminder = new Map<number, ReminderLogRow[]>()
  if (ids.length === 0) return byReminder
  const ranked = db
    .select({
      id: reminderLogs.id,
      rank: sql<number>`row_number() over (partition by ${reminderLogs.reminderId} order by ${reminderLogs.id} desc)`.as(
        'rank',
      ),
    })
    .from(reminderLogs)
    .where(inArray(reminderLogs.reminderId, ids))
    .as('ranked')
  const rows = await db
    .select()
    .from(reminderLogs)
    .innerJoin(ranked, eq(ranked.id, reminderLogs.id))
    .where(sql`${ranked.rank} <= ${reminderLimits.recentLogs}`)
    .orderBy(desc(reminderLogs.id))
  for (const { reminder_logs: log } of rows) {
    const list = byReminder.get(log.reminderId) ?? []
    list.push(log)
    byReminder.set(log.reminderId, list)
  }
  return byReminder
}

async function withLogs(db: Db, rows: ReminderRow[]): Promise<Reminder[]> {
  const logs = await recentLogsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toReminder(row, logs.get(row.id)))
}

export async function getReminder(db: Db, id: number): Promise<Reminder | null> {
  const [row] = await db.select().from(reminders).where(eq(reminders.id, id)).limit(1)
  return row ? ((await withLogs(db, [row]))[0] ?? null) : null
}

/**
 * A reminder's next sending after staff change it at `now`. A new frequency (or number of days
 * apart) is the same series counted again from its first date: its next sending after now (a
 * one-time reminder: the next 8:00). Switched back on, a reminder whose next sending passed while
 * it was off goes to its next one after now (a one-time reminder: the next 8:00), so it does not go
 * out at once for a morning that is gone; a one-time reminder already sent stays 'Not scheduled'.
 * Anything else keeps the date it had.
 */
function nextTriggerAfterChange(
  current: ReminderRow,
  change: Pick<ReminderValues, 'frequency' | 'customDays' | 'isActive'>,
  now: Date,
  timeZone: string,
): Date | null {
  const frequency = change.frequency
  if (frequency !== current.frequency || change.customDays !== current.customDays) {
    if (frequency === 'one_time') return nextSendTimeAfter(now, timeZone)
    const series = { frequency, customDays: change.customDays, createdAt: current.createdAt }
    return nextTriggerAfter(series, now, timeZone)
  }
  const nextTrigger = current.nextTrigger
  if (!change.isActive || current.isActive) return nextTrigger
  if (frequency === 'one_time') {
    return nextTrigger && nextTrigger <= now ? nextSendTimeAfter(now, timeZone) : nextTrigger
  }
  if (nextTrigger && nextTrigger > now) return nextTrigger
  const series = { frequency, customDays: current.customDays, createdAt: current.createdAt }
  return nextTriggerAfter(series, now, timeZone)
}

/** Switches a reminder on or off, rescheduling as {@link nextTriggerAfterChange} says. */
export async function setReminderActive(
  db: Db,
  id: number,
  isActive: boolean,
  now = new Date(),
): Promise<Reminder | null> {
  const [current] = await db.select().from(reminders).where(eq(reminders.id, id)).limit(1)
  if (!current) return null
  const change = {
    frequency: listedOr(reminderFrequencies, current.frequency, 'weekly'),
    customDays: current.customDays,
    isActive,
  }
  const nextTrigger = nextTriggerAfterChange(current, change, now, await farmTimeZone(db))
  const [row] = await db
    .update(reminders)
    .set({ isActive, nextTrigger, updatedAt: now })
    .where(eq(reminders.id, id))
    .returning()
  return row ? getReminder(db, row.id) : null
}

/** The columns staff write, from the form's values (POST and PUT). */
function writtenColumns(input: ReminderValues) {
  return {
    title: input.title,
    description: input.description || null,
    type: input.type,
    frequency: input.frequency,
    customDays: input.customDays,
    isActive: input.isActive,
    emailEnabled: input.emailEnabled,
    smsEnabled: input.smsEnabled,
    recipientEmail: input.recipientEmail,
    recipientPhone: input.recipientPhone,
  }
}

/**
 * Reminders for the staff resource routes (decision 0020; edited with PUT, decision 0043). The
 * page is searched in the title, description and recipients; by default active ones first, the
 * next to go out first (as the whole list).
 */
export const reminderStore: StoreOf<typeof reminderEndpoints> = {
  async list(db) {
    const rows = await db
      .select()
      .from(reminders)
      .orderBy(
        desc(reminders.isActive),
        sql`${reminders.nextTrigger} asc nulls last`,
        asc(reminders.id),
      )
    return withLogs(db, rows)
  },
  page: (db, query) =>
    tablePage(
      db,
      reminders,
      {
        search: [
          reminders.title,
          reminders.description,
          reminders.recipientEmail,
          reminders.recipientPhone,
        ],
        sorts: {
          schedule: [sql`not ${reminders.isActive}`, reminders.nextTrigger],
          title: sql`lower(${reminders.title})`,
          newest: reminders.createdAt,
        },
      },
      query,
      (rows) => withLogs(db, rows),
    ),
  get: getReminder,
  async create(db, input) {
    const now = new Date()
    const timeZone = await farmTimeZone(db)
    const series = { frequency: input.frequency, customDays: input.customDays, createdAt: now }
    const [row] = await db
      .insert(reminders)
      .values({
        ...writtenColumns(input),
        nextTrigger: firstTrigger(series, timeZone),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    return toReminder(row!)
  },
  async update(db, id, input) {
    const now = new Date()
    const [current] = await db.select().from(reminders).where(eq(reminders.id, id)).limit(1)
    if (!current) return null
    const nextTrigger = nextTriggerAfterChange(current, input, now, await farmTimeZone(db))
    const [row] = await db
      .update(reminders)
      .set({ ...writtenColumns(input), nextTrigger, updatedAt: now })
      .where(eq(reminders.id, id))
      .returning()
    return row ? getReminder(db, row.id) : null
  },
  async remove(db, id) {
    const [row] = await db.delete(reminders).where(eq(reminders.id, id)).returning()
    return row ? toReminder(row) : null
  },
}

/** The reminders whose sending is due at `now` (active, next sending not after now). */
export async function dueReminders(db: Db, now: Date) {
  return db
    .select()
    .from(reminders)
    .where(
      and(
        eq(reminders.isActive, true),
        sql`${reminders.nextTrigger} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(reminders.nextTrigger))
}
