import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { InjectOptions } from 'fastify'
import { eq } from 'drizzle-orm'
import { newsletterConfirmationTokens, newsletterSubscriptions } from '#server/db/schema/engagement'
import { emailOutbox } from '#server/db/schema/notifications'
import { removeStoredJobs, storedJobs } from '#server/test/queued-jobs'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { nextTestAddress } from '#server/test/sign-in'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp()
})
afterAll(async () => {
  await testApp.close()
})
beforeEach(async () => {
  const db = testApp.app.db
  await db.delete(newsletterSubscriptions) // cascades to the confirmation tokens
  await db.delete(emailOutbox)
  await removeStoredJobs(db)
})

/** Each request from its own address unless the test names one (the rate limits are per address). */
const inject = (options: InjectOptions) =>
  testApp.app.inject({ remoteAddress: nextTestAddress(), ...options })

const subscribe = (payload: Record<string, unknown>, options: Partial<InjectOptions> = {}) =>
  inject({ method: 'POST', url: '/api/newsletter/subscribe', payload, ...options })
const confirm = (token: string) =>
  inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } })
const unsubscribe = (token: string) =>
  inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } })

/** Sends the queued mail and answers the e-mails to `to`, oldest first. */
async function mailsTo(to: string) {
  await testApp.app.jobs.runDueJobs()
  const rows = await testApp.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))
  return rows.sort((a, b) => a.id - b.id)
}

function linkToken(text: string, path: '/newsletter/confirm' | '/newsletter/unsubscribe') {
  const match = new RegExp(`http://localhost:5000${path}\\?token=([\\w-]+)`).exec(text)
  if (!match) throw new Error(`No ${path} link in:\n${text}`)
  return match[1]!
}

const subscriptionsOf = (email: string) =>
  testApp.app.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))

describe('newsletter sign-up (double opt-in)', () => {
  it('keeps an inactive, unconfirmed row and e-mails a confirmation link (stored hashed) with an unsubscribe link', async () => {
    const response = await subscribe({ email: '  Mia@Example.COM ' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'pending',
      message: 'Thank you for subscribing! Please check your inbox to confirm your subscription.',
    })

    const [row] = await subscriptionsOf('mia@example.com')
    expect(row).toMatchObject({ email: 'mia@example.com', isActive: false, confirmedAt: null })
    expect(row!.unsubscribeToken.length).toBeGreaterThanOrEqual(43)

    const [mail] = await mailsTo('mia@example.com')
    expect(mail!.subject).toBe('Confirm your Groveside newsletter subscription')
    const token = linkToken(mail!.text, '/newsletter/confirm')
    expect(token.length).toBeGreaterThanOrEqual(43) // 32 random bytes, base64url
    expect(linkToken(mail!.text, '/newsletter/unsubscribe')).toBe(row!.unsubscribeToken)

    const [stored] = await testApp.app.db.select().from(newsletterConfirmationTokens)
    expect(stored!.tokenHash).not.toContain(token)
    const lifetimeDays = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000
    expect(lifetimeDays).toBeCloseTo(7, 1)
  })

  it('treats a repeated sign-up as no error and never adds a second row; an unconfirmed one gets a fresh link', async () => {
    const first = await subscribe({ email: 'twice@example.com' })
    const second = await subscribe({ email: 'TWICE@example.com' })
    expect(second.statusCode).toBe(first.statusCode)
    expect(second.json()).toEqual(first.json())
    expect(await subscriptionsOf('twice@example.com')).toHaveLength(1)

    const mails = await mailsTo('twice@example.com')
    expect(mails).toHaveLength(2)
    const [firstToken, secondToken] = mails.map((mail) =>
      linkToken(mail.text, '/newsletter/confirm'),
    )
    expect(secondToken).not.toBe(firstToken)
    expect((await confirm(secondToken!)).statusCode).toBe(200)
  })

  it('answers a confirmed subscriber exactly like a new address, and e-mails them a harmless note', async () => {
    await subscribe({ email: 'reader@example.com' })
    const [confirmation] = await mailsTo('reader@example.com')
    expect((await confirm(linkToken(confirmation!.text, '/newsletter/confirm'))).statusCode).toBe(
      200,
    )
    const before = await mailsTo('reader@example.com')

    const again = await subscribe({ email: 'reader@example.com' })
    const stranger = await subscribe({ email: 'stranger@example.com' })
    expect(again.statusCode).toBe(200)
    expect(again.statusCode).toBe(stranger.statusCode)
    expect(again.body).toBe(stranger.body)
    expect(again.json()).toEqual({
      status: 'pending',
      message: 'Thank you for subscribing! Please check your inbox to confirm your subscription.',
    })

    const after = await mailsTo('reader@example.com')
    expect(after).toHaveLength(before.length + 1)
    const note = after.at(-1)!
    expect(note.subject).toMatch(/already on the .* newsletter/)
    expect(note.text).not.toContain('/newsletter/confirm')
    expect(note.text).toContain('/newsletter/unsubscribe')
    expect(await subscriptionsOf('reader@example.com')).toHaveLength(1)
    const [row] = await subscriptionsOf('reader@example.com')
    expect(row).toMatchObject({ isActive: true })
  })

  it('answers success to a filled honeypot, but stores and sends nothing', async () => {
    const response = await subscribe({ email: 'bot@example.com', website: 'http://spam.example' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'pending' })
    expect(await subscriptionsOf('bot@example.com')).toHaveLength(0)
    expect(await storedJobs(testApp.app.db)).toHaveLength(0)
  })

  it.each([
    ['a missing e-mail', {}],
    ['a malformed e-mail', { email: 'not an address' }],
    ['an overlong e-mail', { email: `${'a'.repeat(250)}@example.com` }],
  ])('answers 400 naming the email field for %s', async (_case, payload) => {
    const response = await subscribe(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: 'Please enter a valid e-mail address' },
    })
    expect(await testApp.app.db.select().from(newsletterSubscriptions)).toHaveLength(0)
  })

  it('limits each address to 5 sign-ups per 15 minutes', async () => {
    const remoteAddress = nextTestAddress()
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await subscribe({ email: `limit${attempt}@example.com` }, { remoteAddress })
      expect(response.statusCode, `sign-up ${attempt}`).toBe(200)
    }
    const limited = await subscribe({ email: 'limit6@example.com' }, { remoteAddress })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(await subscriptionsOf('limit6@example.com')).toHaveLength(0)
  })
})

describe('newsletter confirmation', () => {
  it('confirms and activates once, sends a welcome e-mail with an unsubscribe link, then refuses the same link', async () => {
    await subscribe({ email: 'ana@example.com' })
    const [confirmation] = await mailsTo('ana@example.com')
    const token = linkToken(confirmation!.text, '/newsletter/confirm')

    const confirmed = await confirm(token)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({
      message: 'Your subscription is confirmed. Welcome to our newsletter!',
    })
    const [row] = await subscriptionsOf('ana@example.com')
    expect(row!.isActive).toBe(true)
    expect(row!.confirmedAt).toBeInstanceOf(Date)

    const mails = await mailsTo('ana@example.com')
    expect(mails).toHaveLength(2)
    expect(mails[1]!.subject).toBe('Welcome to the Groveside Farm newsletter')
    expect(linkToken(mails[1]!.text, '/newsletter/unsubscribe')).toBe(row!.unsubscribeToken)

    const reused = await confirm(token)
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toMatchObject({
      code: 'INVALID_LINK',
      fields: { token: 'Expired or already used' },
    })
    expect(await mailsTo('ana@example.com')).toHaveLength(2)
  })

  it('refuses an expired link and leaves the subscription unconfirmed', async () => {
    await subscribe({ email: 'late@example.com' })
    const [confirmation] = await mailsTo('late@example.com')
    await testApp.app.db
      .update(newsletterConfirmationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
    const response = await confirm(linkToken(confirmation!.text, '/newsletter/confirm'))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'INVALID_LINK' })
    const [row] = await subscriptionsOf('late@example.com')
    expect(row).toMatchObject({ isActive: false, confirmedAt: null })
  })

  it('refuses an unknown token with 400 INVALID_LINK, and a malformed one with 400 naming token', async () => {
    const unknown = await confirm('x'.repeat(43))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ code: 'INVALID_LINK' })

    const malformed = await inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: 'short' },
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { token: 'This link is not valid' },
    })
  })

  it('changes nothing on GET: the e-mailed addresses are browser pages, not API calls', async () => {
    await subscribe({ email: 'scanner@example.com' })
    const [confirmation] = await mailsTo('scanner@example.com')
    const token = linkToken(confirmation!.text, '/newsletter/confirm')
    const viaGet = await inject({ method: 'GET', url: `/api/newsletter/confirm?token=${token}` })
    expect(viaGet.statusCode).toBe(404)
    const [row] = await subscriptionsOf('scanner@example.com')
    expect(row).toMatchObject({ isActive: false, confirmedAt: null })
    expect((await confirm(token)).statusCode).toBe(200)
  })
})

describe('newsletter unsubscribe', () => {
  async function confirmedSubscriber(email: string) {
    await subscribe({ email })
    const [confirmation] = await mailsTo(email)
    expect((await confirm(linkToken(confirmation!.text, '/newsletter/confirm'))).statusCode).toBe(
      200,
    )
    const mails = await mailsTo(email)
    return { mails, unsubscribeToken: linkToken(mails.at(-1)!.text, '/newsletter/unsubscribe') }
  }

  it('puts an unsubscribe link in every newsletter e-mail', async () => {
    const { mails } = await confirmedSubscriber('every@example.com')
    await subscribe({ email: 'pending@example.com' })
    const all = [...mails, ...(await mailsTo('pending@example.com'))]
    expect(all).toHaveLength(3) // confirmation + welcome, confirmation
    for (const mail of all)
      expect(mail.text, mail.subject).toMatch(/\/newsletter\/unsubscribe\?token=[\w-]{43}/)
  })

  it('makes the subscription inactive, again and again without error', async () => {
    const { unsubscribeToken } = await confirmedSubscriber('leaving@example.com')
    const response = await unsubscribe(unsubscribeToken)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      message:
        "We won't send you our newsletter any more. Changed your mind? You can sign up again any time.",
    })
    const [row] = await subscriptionsOf('leaving@example.com')
    expect(row!.isActive).toBe(false)

    expect((await unsubscribe(unsubscribeToken)).statusCode).toBe(200)
    expect((await subscriptionsOf('leaving@example.com'))[0]!.isActive).toBe(false)
  })

  it('works before confirmation too, and then the pending confirmation link no longer activates', async () => {
    await subscribe({ email: 'changed-mind@example.com' })
    const [confirmation] = await mailsTo('changed-mind@example.com')
    expect(
      (await unsubscribe(linkToken(confirmation!.text, '/newsletter/unsubscribe'))).statusCode,
    ).toBe(200)
    const late = await confirm(linkToken(confirmation!.text, '/newsletter/confirm'))
    expect(late.statusCode).toBe(400)
    expect((await subscriptionsOf('changed-mind@example.com'))[0]!.isActive).toBe(false)
  })

  it('lets an unsubscribed reader sign up again through a new confirmation', async () => {
    const { unsubscribeToken } = await confirmedSubscriber('back@example.com')
    await unsubscribe(unsubscribeToken)
    const again = await subscribe({ email: 'back@example.com' })
    expect(again.json()).toMatchObject({ status: 'pending' })
    expect((await subscriptionsOf('back@example.com'))[0]!.isActive).toBe(false)
    const mails = await mailsTo('back@example.com')
    expect((await confirm(linkToken(mails.at(-1)!.text, '/newsletter/confirm'))).statusCode).toBe(
      200,
    )
    const rows = await subscriptionsOf('back@example.com')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.isActive).toBe(true)
  })

  it('refuses an unknown token with 400 INVALID_LINK', async () => {
    const response = await unsubscribe('y'.repeat(43))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'INVALID_LINK',
      fields: { token: 'Unknown link' },
    })
  })
})
