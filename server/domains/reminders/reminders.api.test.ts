import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { desc, eq, inArray } from 'drizzle-orm'
import { farmClockTime, farmToday } from '#contracts/farm-time'
import { outboxListSchema } from '#contracts/identity'
import {
  blogStatusSchema,
  reminderListSchema,
  reminderSchema,
  type Reminder,
} from '#contracts/reminders'
import { buildApp } from '#server/app'
import { loadConfig } from '#server/config'
import { prepareDatabase } from '#server/prepare-database'
import type { DatabaseConnection } from '#server/db/client'
import { blogPosts } from '#server/db/schema/blog'
import { reminderLogs, reminders, type NewReminderRow } from '#server/db/schema/reminders'
import { auditLog } from '#server/db/schema/audit'
import { emailOutbox } from '#server/db/schema/notifications'
import { makeJobDue, storedJobs } from '#server/test/queued-jobs'
import { createMemoryStorage } from '#server/domains/media/storage'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { signInAsStaff } from '#server/test/sign-in'
import { expectStaffOnly } from '#server/test/staff-resource-checks'
import { createTestDatabase } from '#server/test/test-database'
import { startTwilioStandIn, type TwilioStandIn } from '#server/test/twilio-stand-in'
import { reminderDepsOf, sendDueReminders } from './reminder-delivery'

const farm = 'America/New_York'
const adminPath = '/api/admin/reminders'

const newReminder = (overrides: Record<string, unknown> = {}) => ({
  title: 'Water the nursery rows',
  description: 'The young grafted mangos by the east fence.',
  type: 'watering',
  frequency: 'daily',
  recipientEmail: 'grower@groveside.test',
  ...overrides,
})

/** Helpers bound to one app and one staff session. */
function client(app: () => FastifyInstance, cookie: () => string) {
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app().inject({ method, url, headers: { cookie: cookie() }, ...(payload ? { payload } : {}) })
  return {
    send,
    async list(): Promise<Reminder[]> {
      const response = await send('GET', adminPath)
      expect(response.statusCode, response.body).toBe(200)
      return reminderListSchema.parse(response.json())
    },
    async create(overrides: Record<string, unknown> = {}): Promise<Reminder> {
      const response = await send('POST', adminPath, newReminder(overrides))
      expect(response.statusCode, response.body).toBe(201)
      return reminderSchema.parse(response.json())
    },
    async trigger(id: number): Promise<Reminder> {
      const response = await send('POST', `${adminPath}/${id}/trigger`)
      expect(response.statusCode, response.body).toBe(200)
      return reminderSchema.parse(response.json())
    },
    logsOf: (id: number) =>
      app()
        .db.select()
        .from(reminderLogs)
        .where(eq(reminderLogs.reminderId, id))
        .orderBy(reminderLogs.id),
    outboxTo: (to: string) =>
      app().db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)),
    async stored(id: number) {
      const [row] = await app().db.select().from(reminders).where(eq(reminders.id, id))
      return row
    },
  }
}

describe('reminders API (demo farm, no SMS provider)', () => {
  let testApp: TestApp
  let staff: string
  const app = () => testApp.app
  const api = client(app, () => staff)
  const storedRows = () => app().db.select().from(reminders).orderBy(reminders.id)
  const lastAudit = async () =>
    (await app().db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]

  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true })
    staff = await signInAsStaff(testApp.app, 'staff')
  })
  afterAll(async () => {
    await testApp.close()
  })

  it('refuses every route to anyone but staff, and nothing changes or is sent', async () => {
    const [first] = await storedRows()
    const before = { rows: await storedRows(), logs: await app().db.select().from(reminderLogs) }
    await expectStaffOnly(
      app(),
      [
        { method: 'GET', url: adminPath },
        { method: 'POST', url: adminPath, payload: newReminder() },
        { method: 'PUT', url: `${adminPath}/${first!.id}`, payload: newReminder() },
        { method: 'PATCH', url: `${adminPath}/${first!.id}`, payload: { isActive: false } },
        { method: 'DELETE', url: `${adminPath}/${first!.id}` },
        { method: 'POST', url: `${adminPath}/${first!.id}/trigger` },
        { method: 'GET', url: '/api/admin/blog-status' },
      ],
      api.list,
    )
    expect(await storedRows()).toEqual(before.rows)
    expect(await app().db.select().from(reminderLogs)).toEqual(before.logs)
  })

  it("answers 400 naming each field in the spec's words, and stores nothing", async () => {
    const before = await storedRows()
    const blank = await api.send('POST', adminPath, { title: '  ', type: '', frequency: 'hourly' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fields).toEqual({
      title: 'Title is required',
      type: 'Type is required',
      frequency: 'Frequency is required',
    })
    const missing = await api.send('POST', adminPath, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields).toMatchObject({
      title: 'Title is required',
      type: 'Type is required',
      frequency: 'Frequency is required',
    })

    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ frequency: 'custom' }, { customDays: 'Enter how many days apart, from 1 to 365' }],
      [
        { frequency: 'custom', customDays: 0 },
        { customDays: 'Enter how many days apart, from 1 to 365' },
      ],
      [
        { frequency: 'custom', customDays: 2.5 },
        { customDays: 'Enter how many days apart, from 1 to 365' },
      ],
      [
        { frequency: 'custom', customDays: 366 },
        { customDays: 'Enter how many days apart, from 1 to 365' },
      ],
      [
        { recipientEmail: 'not-an-address' },
        { recipientEmail: 'Please enter a valid e-mail address or leave it empty' },
      ],
      [
        { smsEnabled: true, recipientPhone: '' },
        { recipientPhone: 'A phone number is required to send SMS' },
      ],
      [{ recipientPhone: 'call me' }, { recipientPhone: 'Please enter a valid phone number' }],
      [{ emailEnabled: false, smsEnabled: false }, { emailEnabled: 'Turn on e-mail, SMS or both' }],
      [{ isActive: 'yes' }, { isActive: 'Active must be true or false' }],
      [{ title: 'x'.repeat(256) }, { title: 'Title must be at most 255 characters' }],
    ]
    for (const [change, fields] of cases) {
      const response = await api.send('POST', adminPath, newReminder(change))
      expect(response.statusCode, JSON.stringify(change)).toBe(400)
      expect(response.json().fields, JSON.stringify(change)).toEqual(fields)
    }
    const badToggle = await api.send('PATCH', `${adminPath}/${before[0]!.id}`, { isActive: 'no' })
    expect(badToggle.statusCode).toBe(400)
    expect(badToggle.json().fields).toEqual({ isActive: 'isActive must be true or false' })
    expect((await api.send('POST', `${adminPath}/abc/trigger`)).statusCode).toBe(400)
    expect(await storedRows()).toEqual(before)
  })

  it("creates with the spec's defaults, first due at the next 8:00 on the farm's clock", async () => {
    const before = Date.now()
    const created = await api.create({ recipientEmail: '', customDays: 4 })
    expect(created).toMatchObject({
      title: 'Water the nursery rows',
      type: 'watering',
      frequency: 'daily',
      // Days apart belong to a custom frequency only.
      customDays: null,
      isActive: true,
      emailEnabled: true,
      smsEnabled: false,
      recipientEmail: null,
      recipientPhone: null,
      lastTriggered: null,
      recentLogs: [],
    })
    const next = new Date(created.nextTrigger!)
    expect(farmClockTime(next, farm)).toBe('08:00')
    expect(next.getTime()).toBeGreaterThan(before)
    expect(next.getTime() - before).toBeLessThanOrEqual(24 * 60 * 60 * 1000)
    expect(await lastAudit()).toMatchObject({
      action: 'reminder.create',
      targetType: 'reminder',
      targetId: String(created.id),
    })

    const custom = await api.create({
      frequency: 'custom',
      customDays: 3,
      smsEnabled: true,
      recipientPhone: '(305) 555-0142',
    })
    expect(custom).toMatchObject({
      customDays: 3,
      smsEnabled: true,
      recipientPhone: '(305) 555-0142',
    })
    expect((await api.list()).map((each) => each.id)).toEqual(
      expect.arrayContaining([created.id, custom.id]),
    )
  })

  it('triggers now: e-mails the recipient (the farm when empty), logs it, keeps the schedule', async () => {
    const reminder = await api.create({ title: 'Turn the compost', type: 'general' })
    const toFarm = await api.create({
      title: 'Write the harvest post',
      type: 'blog_post',
      frequency: 'weekly',
      recipientEmail: null,
    })

    const triggered = await api.trigger(reminder.id)
    expect(triggered.nextTrigger).toBe(reminder.nextTrigger)
    expect(triggered.lastTriggered).not.toBeNull()
    expect(triggered.recentLogs).toMatchObject([{ method: 'email', status: 'queued' }])
    expect(await lastAudit()).toMatchObject({
      action: 'reminder.trigger',
      targetType: 'reminder',
      targetId: String(reminder.id),
    })
    await api.trigger(toFarm.id)
    await app().jobs.runDueJobs()

    const [mail] = await api
      .outboxTo('grower@groveside.test')
      .then((rows) => rows.filter((row) => row.subject === 'Reminder: Turn the compost'))
    expect(mail).toMatchObject({ channel: 'email' })
    expect(mail!.text).toContain('Turn the compost')
    expect(mail!.text).toContain('Repeats: Daily')
    expect(mail!.text).toMatch(/Next reminder: \w+, \w+ \d+, \d{4} at 8:00 AM \(farm time\)/)
    expect(mail!.text).toContain('http://localhost:5000/reminders')
    // Empty recipient: the farm's notification address; a blog reminder says how old the last post is.
    const farmMails = await app()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'Reminder: Write the harvest post'))
    expect(farmMails).toHaveLength(1)
    expect(farmMails[0]!.toAddress).toMatch(/@/)
    expect(farmMails[0]!.text).toMatch(/Last blog post: .+ \(\d+ days? ago\)/)

    const [card] = (await api.list()).filter((each) => each.id === reminder.id)
    expect(card!.recentLogs).toMatchObject([
      { method: 'email', status: 'sent', errorMessage: null },
    ])
    expect(card!.nextTrigger).toBe(reminder.nextTrigger)

    const missing = await api.send('POST', `${adminPath}/999999/trigger`)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ message: 'Reminder not found' })
  })

  it('without an SMS provider keeps the text in the outbox marked SMS; no phone is a failure logged', async () => {
    const reminder = await api.create({
      title: 'Check the hive entrances',
      smsEnabled: true,
      recipientPhone: '(305) 555-0142',
    })
    await api.trigger(reminder.id)
    await app().jobs.runDueJobs()
    const [sms] = await api.outboxTo('+13055550142')
    expect(sms).toMatchObject({ channel: 'sms' })
    expect(sms!.text).toContain('reminder: Check the hive entrances')
    const outbox = await app().inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: staff },
    })
    const listed = outboxListSchema.parse(outbox.json())
    expect(listed.find((message) => message.to === '+13055550142')?.channel).toBe('sms')
    expect(listed.find((message) => message.to === 'grower@groveside.test')?.channel).toBe('email')
    expect((await api.logsOf(reminder.id)).map((log) => [log.method, log.status])).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
    ])

    // A row stored without a phone (older data): the SMS is a failure, logged and on the card.
    const [noPhone] = await app()
      .db.insert(reminders)
      .values({
        title: 'Fertilize the grapes',
        type: 'fertilizing',
        frequency: 'monthly',
        emailEnabled: false,
        smsEnabled: true,
      })
      .returning()
    await api.trigger(noPhone!.id)
    await app().jobs.runDueJobs()
    const [card] = (await api.list()).filter((each) => each.id === noPhone!.id)
    expect(card!.recentLogs).toMatchObject([
      { method: 'sms', status: 'failed', errorMessage: 'No phone number to send the SMS to' },
    ])
  })

  it('switches off and on (PATCH isActive), rescheduling a morning missed while off', async () => {
    const reminder = await api.create({
      title: 'Prune the blackberry canes',
      type: 'pruning',
      frequency: 'weekly',
    })
    const off = await api.send('PATCH', `${adminPath}/${reminder.id}`, { isActive: false })
    expect(off.statusCode, off.body).toBe(200)
    expect(reminderSchema.parse(off.json())).toMatchObject({
      isActive: false,
      nextTrigger: reminder.nextTrigger,
    })
    expect(await lastAudit()).toMatchObject({
      action: 'reminder.toggle',
      targetId: String(reminder.id),
    })
    // Off, it is not sent even when due.
    await app()
      .db.update(reminders)
      .set({ nextTrigger: new Date(Date.now() - 60_000) })
      .where(eq(reminders.id, reminder.id))
    await sendDueReminders(reminderDepsOf(app()))
    expect(await api.logsOf(reminder.id)).toEqual([])

    const on = reminderSchema.parse(
      (await api.send('PATCH', `${adminPath}/${reminder.id}`, { isActive: true })).json(),
    )
    expect(on.isActive).toBe(true)
    const next = new Date(on.nextTrigger!)
    expect(next.getTime()).toBeGreaterThan(Date.now())
    expect(farmClockTime(next, farm)).toBe('08:00')
    await sendDueReminders(reminderDepsOf(app()))
    expect(await api.logsOf(reminder.id)).toEqual([])
    expect((await api.send('PATCH', `${adminPath}/999999`, { isActive: true })).statusCode).toBe(
      404,
    )
  })

  it('edits a reminder (PUT): every field; a new frequency is rescheduled at 8:00, else the date stays', async () => {
    const reminder = await api.create({
      title: 'Mulch the young mangos',
      type: 'general',
      frequency: 'weekly',
    })
    const put = (id: number | string, payload: object) =>
      api.send('PUT', `${adminPath}/${id}`, payload)

    const renamed = await put(
      reminder.id,
      newReminder({
        title: 'Mulch the young mango trees',
        description: 'Two inches, away from the trunks.',
        type: 'fertilizing',
        frequency: 'weekly',
        recipientEmail: 'mulch@groveside.test',
        smsEnabled: true,
        recipientPhone: '(305) 555-0142',
      }),
    )
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(reminderSchema.parse(renamed.json())).toMatchObject({
      id: reminder.id,
      title: 'Mulch the young mango trees',
      description: 'Two inches, away from the trunks.',
      type: 'fertilizing',
      frequency: 'weekly',
      recipientEmail: 'mulch@groveside.test',
      smsEnabled: true,
      recipientPhone: '(305) 555-0142',
      // Same series: the next sending does not move.
      nextTrigger: reminder.nextTrigger,
      createdAt: reminder.createdAt,
    })
    expect(await lastAudit()).toMatchObject({
      action: 'reminder.update',
      targetType: 'reminder',
      targetId: String(reminder.id),
      before: { title: 'Mulch the young mangos', type: 'general' },
    })
    expect((await api.list()).find((each) => each.id === reminder.id)?.title).toBe(
      'Mulch the young mango trees',
    )

    // Its next sending is weeks away; made daily it goes out at the next 8:00 instead.
    const later = new Date(Date.now() + 20 * 24 * 3600_000)
    await app()
      .db.update(reminders)
      .set({ nextTrigger: later })
      .where(eq(reminders.id, reminder.id))
    const daily = reminderSchema.parse(
      (await put(reminder.id, newReminder({ title: 'Mulch', frequency: 'daily' }))).json(),
    )
    const next = new Date(daily.nextTrigger!)
    expect(farmClockTime(next, farm)).toBe('08:00')
    expect(next.getTime()).toBeGreaterThan(Date.now())
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000)
    expect(
      reminderSchema.parse(
        (await put(reminder.id, newReminder({ frequency: 'custom', customDays: 3 }))).json(),
      ),
    ).toMatchObject({ frequency: 'custom', customDays: 3 })

    // A one-time reminder already sent, made weekly, is scheduled again.
    const once = await api.create({ title: 'Order netting', frequency: 'one_time' })
    await app()
      .db.update(reminders)
      .set({ nextTrigger: null, lastTriggered: new Date() })
      .where(eq(reminders.id, once.id))
    const weekly = reminderSchema.parse(
      (await put(once.id, newReminder({ title: 'Order netting', frequency: 'weekly' }))).json(),
    )
    expect(farmClockTime(new Date(weekly.nextTrigger!), farm)).toBe('08:00')

    // The same rules as a new reminder, in the same words; nothing changes.
    const before = await api.stored(reminder.id)
    const bad = await put(reminder.id, { title: ' ', type: '', frequency: 'weekly' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({ title: 'Title is required', type: 'Type is required' })
    const noDays = await put(reminder.id, newReminder({ frequency: 'custom' }))
    expect(noDays.json().fields).toEqual({
      customDays: 'Enter how many days apart, from 1 to 365',
    })
    const noPhone = await put(reminder.id, newReminder({ smsEnabled: true, recipientPhone: '' }))
    expect(noPhone.json().fields).toEqual({
      recipientPhone: 'A phone number is required to send SMS',
    })
    expect(await api.stored(reminder.id)).toEqual(before)
    expect((await put(999999, newReminder())).statusCode).toBe(404)
    expect((await put('abc', newReminder())).statusCode).toBe(400)
  })

  it('sends a one-time reminder once, then shows it as not scheduled', async () => {
    const once = await api.create({
      title: 'Order the fruit fly traps',
      type: 'general',
      frequency: 'one_time',
    })
    const due = new Date(once.nextTrigger!)
    const after = new Date(due.getTime() + 30_000)
    expect(await sendDueReminders(reminderDepsOf(app()), new Date(due.getTime() - 60_000))).toBe(0)
    expect(await sendDueReminders(reminderDepsOf(app()), after)).toBeGreaterThanOrEqual(1)
    expect(await api.stored(once.id)).toMatchObject({ nextTrigger: null, lastTriggered: after })
    expect(
      await sendDueReminders(reminderDepsOf(app()), new Date(due.getTime() + 10 * 24 * 3600_000)),
    ).toBeGreaterThanOrEqual(0)
    expect(await api.logsOf(once.id)).toHaveLength(1)
    // Switched off and on again it stays sent: 'Not scheduled'.
    await api.send('PATCH', `${adminPath}/${once.id}`, { isActive: false })
    const on = reminderSchema.parse(
      (await api.send('PATCH', `${adminPath}/${once.id}`, { isActive: true })).json(),
    )
    expect(on.nextTrigger).toBeNull()
  })

  it('deletes a reminder with its logs, and a sending queued before is dropped', async () => {
    const reminder = await api.create({
      title: 'Net the lychee tree',
      recipientEmail: 'netting@groveside.test',
    })
    await api.trigger(reminder.id)
    const removed = await api.send('DELETE', `${adminPath}/${reminder.id}`)
    expect(removed.statusCode).toBe(204)
    expect(await lastAudit()).toMatchObject({
      action: 'reminder.delete',
      targetId: String(reminder.id),
    })
    await app().jobs.runDueJobs()
    expect(await api.outboxTo('netting@groveside.test')).toEqual([])
    expect(await api.logsOf(reminder.id)).toEqual([])
    expect((await api.list()).some((each) => each.id === reminder.id)).toBe(false)
    expect((await api.send('DELETE', `${adminPath}/${reminder.id}`)).statusCode).toBe(404)
  })

  it("tells the blog's status: the newest published post and the farm's days since", async () => {
    const status = async () => {
      const response = await app().inject({
        method: 'GET',
        url: '/api/admin/blog-status',
        headers: { cookie: staff },
      })
      expect(response.statusCode).toBe(200)
      return blogStatusSchema.parse(response.json())
    }
    const [newest] = await app()
      .db.select()
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(desc(blogPosts.createdAt))
      .limit(1)
    const seeded = await status()
    expect(seeded).toMatchObject({
      lastPostDate: newest!.createdAt.toISOString(),
      lastPostTitle: newest!.title,
    })
    expect(seeded.daysSinceLastPost).toBeGreaterThanOrEqual(0)

    // A newer draft does not count; a post eight days old is eight farm days old.
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000)
    await app()
      .db.update(blogPosts)
      .set({ createdAt: new Date(eightDaysAgo.getTime() - 3600_000) })
    await app()
      .db.update(blogPosts)
      .set({ createdAt: eightDaysAgo })
      .where(eq(blogPosts.id, newest!.id))
    await app().db.insert(blogPosts).values({
      title: 'Draft',
      slug: 'reminders-test-draft',
      content: 'Not yet.',
      published: false,
    })
    const old = await status()
    expect(old).toMatchObject({
      lastPostTitle: newest!.title,
      lastPostDate: eightDaysAgo.toISOString(),
    })
    expect(old.daysSinceLastPost).toBe(8)

    await app().db.update(blogPosts).set({ published: false })
    expect(await status()).toEqual({
      lastPostDate: null,
      lastPostTitle: null,
      daysSinceLastPost: null,
    })
  })
})

/**
 * Two app instances over one database (on PostgreSQL with TEST_DATABASE_URL, a pool of
 * connections, so their transactions really overlap; on PGlite they take turns), with SMS through
 * a local Twilio stand-in.
 */
describe('two app instances sending due reminders, and SMS through Twilio', () => {
  let database: DatabaseConnection
  let twins: [FastifyInstance, FastifyInstance]
  let twilio: TwilioStandIn
  let staff: string
  const account = { sid: 'AC0123456789abcdef0123456789abcdef', token: 'stand-in-auth-token' }
  const first = () => twins[0]
  const api = client(first, () => staff)

  beforeAll(async () => {
    twilio = await startTwilioStandIn(account)
    database = await createTestDatabase()
    const storage = createMemoryStorage()
    await prepareDatabase(database, { storage, seedDemoData: false })
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:5000' }),
      twilio: {
        accountSid: account.sid,
        authToken: account.token,
        fromNumber: '+15552746264',
        apiBase: twilio.url,
      },
    }
    const instance = () =>
      buildApp({ config, database, storage, web: 'none', startJobWorker: false, logger: false })
    twins = [await instance(), await instance()]
    await Promise.all(twins.map((app) => app.ready()))
    staff = await signInAsStaff(twins[0], 'owner')
  })
  afterAll(async () => {
    await Promise.all(twins.map((app) => app.close()))
    await database.close()
    await twilio.close()
  })

  const insertReminders = async (rows: NewReminderRow[]) =>
    first().db.insert(reminders).values(rows).returning()

  it('sends each due reminder exactly once when both instances run at the same moment', async () => {
    const now = new Date()
    const due = await insertReminders(
      Array.from({ length: 6 }, (_, n) => ({
        title: `Due chore ${n}`,
        type: 'general' as const,
        frequency: 'daily' as const,
        recipientEmail: `chore${n}@groveside.test`,
        createdAt: new Date(now.getTime() - 3 * 24 * 3600_000),
        nextTrigger: new Date(now.getTime() - (n + 1) * 60_000),
      })),
    )
    const counts = await Promise.all([
      sendDueReminders(reminderDepsOf(twins[0]), now),
      sendDueReminders(reminderDepsOf(twins[1]), now),
      sendDueReminders(reminderDepsOf(twins[0]), now),
      sendDueReminders(reminderDepsOf(twins[1]), now),
    ])
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(6)
    const ids = due.map((row) => row.id)
    const logs = await first()
      .db.select()
      .from(reminderLogs)
      .where(inArray(reminderLogs.reminderId, ids))
    expect(logs).toHaveLength(6)
    expect(new Set(logs.map((log) => log.reminderId))).toEqual(new Set(ids))
    await Promise.all([twins[0].jobs.runDueJobs(), twins[1].jobs.runDueJobs()])
    for (const row of due) expect(await api.outboxTo(row.recipientEmail!)).toHaveLength(1)
    for (const row of due) {
      const stored = await api.stored(row.id)
      expect(stored!.lastTriggered).toEqual(now)
      expect(stored!.nextTrigger!.getTime()).toBeGreaterThan(now.getTime())
      expect(farmClockTime(stored!.nextTrigger!, farm)).toBe('08:00')
    }
    // Nothing is due any more.
    expect(
      await Promise.all([
        sendDueReminders(reminderDepsOf(twins[0]), now),
        sendDueReminders(reminderDepsOf(twins[1]), now),
      ]),
    ).toEqual([0, 0])
  })

  /** Runs both instances at once a little after each sending, and answers each sending's instant. */
  async function runThrough(id: number, mornings: number) {
    const sent: string[] = []
    for (let n = 0; n < mornings; n += 1) {
      const { nextTrigger } = (await api.stored(id))!
      const at = new Date(nextTrigger!.getTime() + 45_000)
      // A minute before, nothing; just after, once, however many instances look.
      await Promise.all([
        sendDueReminders(reminderDepsOf(twins[0]), new Date(nextTrigger!.getTime() - 60_000)),
        sendDueReminders(reminderDepsOf(twins[1]), new Date(nextTrigger!.getTime() - 60_000)),
      ])
      expect(await api.logsOf(id)).toHaveLength(n)
      await Promise.all([
        sendDueReminders(reminderDepsOf(twins[0]), at),
        sendDueReminders(reminderDepsOf(twins[1]), at),
      ])
      expect(await api.logsOf(id)).toHaveLength(n + 1)
      sent.push(nextTrigger!.toISOString())
    }
    return sent
  }

  it("keeps a daily reminder at 8:00 on the farm through March's change to daylight saving", async () => {
    // Nothing else may be due at the test's clock: this database has only this test's reminders.
    await first().db.update(reminders).set({ isActive: false })
    const [daily] = await insertReminders([
      {
        title: 'Check the irrigation timers',
        type: 'watering',
        frequency: 'daily',
        recipientEmail: 'timers@groveside.test',
        createdAt: new Date('2026-03-05T15:00:00Z'),
        nextTrigger: new Date('2026-03-06T13:00:00Z'),
      },
    ])
    const sent = await runThrough(daily!.id, 4)
    expect(sent).toEqual([
      '2026-03-06T13:00:00.000Z',
      '2026-03-07T13:00:00.000Z',
      '2026-03-08T12:00:00.000Z',
      '2026-03-09T12:00:00.000Z',
    ])
    expect(sent.map((instant) => farmClockTime(new Date(instant), farm))).toEqual(
      Array(4).fill('08:00'),
    )
    expect(sent.map((instant) => farmToday(farm, new Date(instant)))).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ])
    expect((await api.stored(daily!.id))!.nextTrigger!.toISOString()).toBe(
      '2026-03-10T12:00:00.000Z',
    )
    await first().db.update(reminders).set({ isActive: false }).where(eq(reminders.id, daily!.id))
  })

  it("keeps a weekly reminder at 8:00 on the farm through November's change back", async () => {
    await first().db.update(reminders).set({ isActive: false })
    const [weekly] = await insertReminders([
      {
        title: 'Write the weekly post',
        type: 'blog_post',
        frequency: 'weekly',
        recipientEmail: 'writer@groveside.test',
        createdAt: new Date('2026-10-17T15:00:00Z'),
        nextTrigger: new Date('2026-10-18T12:00:00Z'),
      },
    ])
    const sent = await runThrough(weekly!.id, 3)
    expect(sent).toEqual([
      '2026-10-18T12:00:00.000Z',
      '2026-10-25T12:00:00.000Z',
      '2026-11-01T13:00:00.000Z',
    ])
    expect(sent.map((instant) => farmClockTime(new Date(instant), farm))).toEqual(
      Array(3).fill('08:00'),
    )
    expect((await api.stored(weekly!.id))!.nextTrigger!.toISOString()).toBe(
      '2026-11-08T13:00:00.000Z',
    )
    await first().db.update(reminders).set({ isActive: false }).where(eq(reminders.id, weekly!.id))
  })

  it('sends SMS through Twilio: the account, the sender, the number in E.164 and the text', async () => {
    const reminder = await api.create({
      title: 'Close the greenhouse vents',
      emailEnabled: false,
      smsEnabled: true,
      recipientPhone: '(305) 555-0142',
    })
    await api.trigger(reminder.id)
    await first().jobs.runDueJobs()
    const [request] = twilio.requests.filter((each) =>
      each.form.get('Body')?.includes('Close the greenhouse vents'),
    )
    expect(request).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${account.sid}/Messages.json`,
      credentials: `${account.sid}:${account.token}`,
    })
    expect(request!.form.get('To')).toBe('+13055550142')
    expect(request!.form.get('From')).toBe('+15552746264')
    expect(request!.form.get('Body')).toBe(
      'Groveside Farm reminder: Close the greenhouse vents – The young grafted mangos by the east fence.',
    )
    expect(await api.logsOf(reminder.id)).toMatchObject([
      { method: 'sms', status: 'sent', errorMessage: null },
    ])
    // Nothing went to the outbox as SMS: Twilio sent it.
    expect(await api.outboxTo('+13055550142')).toEqual([])
  })

  it('logs a failed SMS with the error, shows it on the card, and a retry that works marks it sent', async () => {
    const reminder = await api.create({
      title: 'Cover the seedlings',
      smsEnabled: true,
      recipientPhone: '+1 305 555 0199',
      recipientEmail: 'seedlings@groveside.test',
    })
    twilio.failWith(500, 'Internal Server Error', 20500)
    await api.trigger(reminder.id)
    await first().jobs.runDueJobs()
    let [card] = (await api.list()).filter((each) => each.id === reminder.id)
    expect(card!.recentLogs).toEqual([
      expect.objectContaining({
        method: 'sms',
        status: 'failed',
        errorMessage: 'Twilio answered 500: Internal Server Error (code 20500)',
      }),
      expect.objectContaining({ method: 'email', status: 'sent' }),
    ])
    // The e-mail went; the SMS waits for its retry.
    expect(await api.outboxTo('seedlings@groveside.test')).toHaveLength(1)
    const [retry] = (await storedJobs(first().db, 'reminders.deliver')).filter(
      (job) => job.state === 'retry',
    )
    expect(retry?.output?.message).toContain('Twilio answered 500')

    twilio.answerNormally()
    await makeJobDue(first().db, retry!.id)
    await first().jobs.runDueJobs()
    ;[card] = (await api.list()).filter((each) => each.id === reminder.id)
    expect(card!.recentLogs[0]).toMatchObject({ method: 'sms', status: 'sent', errorMessage: null })
  })

  it('logs a refused SMS (Twilio 400) as failed and does not retry it', async () => {
    const reminder = await api.create({
      title: 'Label the honey jars',
      emailEnabled: false,
      smsEnabled: true,
      recipientPhone: '555 0100 123',
    })
    twilio.failWith(400, "The 'To' number is not a valid phone number.", 21211)
    await api.trigger(reminder.id)
    await first().jobs.runDueJobs()
    twilio.answerNormally()
    expect(await api.logsOf(reminder.id)).toMatchObject([
      {
        method: 'sms',
        status: 'failed',
        errorMessage:
          "Twilio answered 400: The 'To' number is not a valid phone number. (code 21211)",
      },
    ])
    const waiting = (await storedJobs(first().db, 'reminders.deliver')).filter((job) =>
      ['created', 'retry'].includes(job.state),
    )
    expect(waiting).toEqual([])
  })
})
