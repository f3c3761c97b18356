import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { InjectOptions } from 'fastify'
import { eq } from 'drizzle-orm'
import { settings } from '#server/db/schema/content'
import { farmSettings } from '#server/db/schema/settings'
import { clearFarmSettingsCache } from '#server/domains/settings/public'
import { contactMessages } from '#server/db/schema/engagement'
import { emailOutbox } from '#server/db/schema/notifications'
import { removeStoredJobs, storedJobs } from '#server/test/queued-jobs'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress } from '#server/test/sign-in'
import { receiveContactMessage } from './contact-service'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})
beforeEach(async () => {
  const db = testApp.app.db
  await db.delete(contactMessages)
  await db.delete(emailOutbox)
  await removeStoredJobs(db)
})

/** Each request from its own address unless the test names one (the rate limit is per address). */
const inject = (options: InjectOptions) =>
  testApp.app.inject({ remoteAddress: nextTestAddress(), ...options })

const validMessage = {
  firstName: '  Ana ',
  lastName: 'Lopez',
  email: ' ana@example.com ',
  phone: '(555) 010-2030',
  subject: 'products',
  message: '  Do you ship Haden mangos to Ohio?  ',
}

const send = (payload: Record<string, unknown>, options: Partial<InjectOptions> = {}) =>
  inject({ method: 'POST', url: '/api/contact', payload, ...options })

describe('POST /api/contact', () => {
  it('stores the trimmed message and e-mails it to the farm', async () => {
    const response = await send(validMessage)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ message: 'Message received' })

    const rows = await testApp.app.db.select().from(contactMessages)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      phone: '(555) 010-2030',
      subject: 'products',
      message: 'Do you ship Haden mangos to Ohio?',
      replied: false,
    })

    // The mail waits in its queue until the worker runs, then lands in the outbox.
    expect(await testApp.app.db.select().from(emailOutbox)).toHaveLength(0)
    expect(await testApp.app.jobs.runDueJobs()).toBeGreaterThanOrEqual(1)
    const mails = await testApp.app.db.select().from(emailOutbox)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.toAddress).toBe('hello@groveside.farm') // the demo's farm_notification_email setting
    expect(mail!.subject).toBe('New message: Product Inquiry from Ana Lopez')
    expect(mail!.text).toContain('Do you ship Haden mangos to Ohio?')
    expect(mail!.text).toContain('ana@example.com')
    expect(mail!.text).toContain('(555) 010-2030')
    expect(mail!.text).toMatch(/Reply to Ana at ana@example\.com/)
  })

  it('accepts a message without a phone (an empty phone is no phone)', async () => {
    const response = await send({ ...validMessage, phone: '   ', subject: 'visit' })
    expect(response.statusCode).toBe(201)
    const withoutPhone = { ...validMessage, subject: 'other' } as Record<string, unknown>
    delete withoutPhone.phone
    expect((await send(withoutPhone)).statusCode).toBe(201)

    const rows = await testApp.app.db.select().from(contactMessages)
    expect(rows.map((row) => row.phone)).toEqual([null, null])
    await testApp.app.jobs.runDueJobs()
    const subjects = (await testApp.app.db.select().from(emailOutbox))
      .map((mail) => mail.subject)
      .sort()
    expect(subjects).toEqual([
      'New message: Farm Visit from Ana Lopez',
      'New message: Other from Ana Lopez',
    ])
  })

  it("sends to the farm settings' e-mail when no notification address is set", async () => {
    const db = testApp.app.db
    const [saved] = await db
      .select()
      .from(settings)
      .where(eq(settings.key, 'farm_notification_email'))
    await db.delete(settings).where(eq(settings.key, 'farm_notification_email'))
    await db.update(farmSettings).set({ email: 'office@groveside.test' })
    clearFarmSettingsCache(db)
    try {
      expect((await send(validMessage)).statusCode).toBe(201)
      await testApp.app.jobs.runDueJobs()
      const [mail] = await db.select().from(emailOutbox)
      expect(mail!.toAddress).toBe('office@groveside.test')
    } finally {
      await db.insert(settings).values({ key: 'farm_notification_email', value: saved!.value })
      await db.update(farmSettings).set({ email: 'hello@groveside.farm' })
      clearFarmSettingsCache(db)
    }
  })

  it('keeps no message whose e-mail could not be queued (one transaction)', async () => {
    const failingQueue = async () => {
      throw new Error('job queue unavailable')
    }
    const message = {
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'ana@example.com',
      subject: 'support' as const,
      message: 'Hello',
    }
    await expect(receiveContactMessage(testApp.app.db, message, failingQueue)).rejects.toThrow(
      'job queue unavailable',
    )
    expect(await testApp.app.db.select().from(contactMessages)).toHaveLength(0)
  })

  it('answers success to a filled honeypot, but stores and sends nothing', async () => {
    const response = await send({ ...validMessage, website: 'http://spam.example' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ message: 'Message received' })
    expect(await testApp.app.db.select().from(contactMessages)).toHaveLength(0)
    expect(await storedJobs(testApp.app.db)).toHaveLength(0)
    await testApp.app.jobs.runDueJobs()
    expect(await testApp.app.db.select().from(emailOutbox)).toHaveLength(0)
  })

  it.each([
    ['firstName', { firstName: '   ' }],
    ['lastName', { lastName: undefined }],
    ['email', { email: 'not-an-address' }],
    ['phone', { phone: '1'.repeat(51) }],
    ['subject', { subject: 'complaints' }],
    ['message', { message: ' ' }],
    ['message', { message: 'x'.repeat(5001) }],
  ])('answers 400 naming %s and stores nothing', async (field, change) => {
    const response = await send({ ...validMessage, ...change })
    expect(response.statusCode).toBe(400)
    const body = response.json() as { code: string; fields: Record<string, string> }
    expect(body.code).toBe('VALIDATION_FAILED')
    expect(Object.keys(body.fields)).toContain(field)
    expect(await testApp.app.db.select().from(contactMessages)).toHaveLength(0)
    expect(await storedJobs(testApp.app.db)).toHaveLength(0)
  })

  it('names every missing required field', async () => {
    const response = await send({})
    expect(response.statusCode).toBe(400)
    const { fields } = response.json() as { fields: Record<string, string> }
    expect(Object.keys(fields).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'message',
      'subject',
    ])
    expect(fields.firstName).toBe('First name is required')
  })

  it('limits each address to 5 messages per 15 minutes', async () => {
    const remoteAddress = nextTestAddress()
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await send(validMessage, { remoteAddress })).statusCode, `message ${attempt}`).toBe(
        201,
      )
    }
    const limited = await send(validMessage, { remoteAddress })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(await testApp.app.db.select().from(contactMessages)).toHaveLength(5)
    // Another address is not affected.
    expect((await send(validMessage)).statusCode).toBe(201)
  })

  it('refuses a cross-site post', async () => {
    const response = await send(validMessage, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(response.statusCode).toBe(403)
    expect(await testApp.app.db.select().from(contactMessages)).toHaveLength(0)
  })
})
