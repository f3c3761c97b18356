import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import { sessions, signInTokens, staffAccounts } from '#server/db/schema/identity'
import { emailOutbox } from '#server/db/schema/notifications'
import { storedJobs } from '#server/test/queued-jobs'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import type { InjectOptions } from 'fastify'
import {
  latestSignInToken,
  nextTestAddress,
  sessionCookieFrom,
  signInAsCustomer,
  signInAsStaff,
  testPassword,
} from '#server/test/sign-in'
import { createStaffAccount } from './staff-accounts'
import { delayAfterFailures } from './staff-login-throttle'
import { visitorIdOf } from '#server/test/checkout-helpers'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false })
})
afterAll(async () => {
  await testApp.close()
})

/** Each request from its own address unless the test names one (rate limits are per address). */
const inject = (options: InjectOptions) =>
  testApp.app.inject({ remoteAddress: nextTestAddress(), ...options })
const staffLogin = (email: string, password: string, remoteAddress: string) =>
  inject({ method: 'POST', url: '/api/staff/login', payload: { email, password }, remoteAddress })

describe('customer sign-in by e-mailed link', () => {
  it('e-mails a one-time link that signs the customer in, creating the user', async () => {
    expect((await inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401)

    const requested = await inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email: ' Ana@Example.com ' },
    })
    expect(requested.statusCode).toBe(202)
    await testApp.app.jobs.runDueJobs()
    const [mail] = await testApp.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'ana@example.com'))
    expect(mail!.subject).toBe('Your Groveside sign-in link')
    expect(mail!.text).toContain('http://localhost:5000/sign-in/verify?token=')

    const token = await latestSignInToken(testApp.app, 'ana@example.com')
    const [stored] = await testApp.app.db.select().from(signInTokens)
    expect(stored!.tokenHash).not.toContain(token) // only the hash is kept

    const verified = await inject({
      method: 'POST',
      url: '/api/auth/email-link/verify',
      payload: { token },
    })
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toMatchObject({ email: 'ana@example.com' })
    const setCookie = String(verified.headers['set-cookie'])
    expect(setCookie).toMatch(/HttpOnly/i)
    const hint = [verified.headers['set-cookie']]
      .flat()
      .find((value) => String(value).startsWith('groveside_signed_in='))
    expect(hint).toMatch(/^groveside_signed_in=1;/)
    expect(hint).not.toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)

    const cookie = sessionCookieFrom(verified.headers['set-cookie'])
    expect(cookie.split('=')[1]!.length).toBeGreaterThanOrEqual(43) // 32 random bytes, base64url
    const me = await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ email: 'ana@example.com' })
  })

  it('works once only', async () => {
    await inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email: 'once@example.com' },
    })
    await testApp.app.jobs.runDueJobs()
    const token = await latestSignInToken(testApp.app, 'once@example.com')
    expect(
      (await inject({ method: 'POST', url: '/api/auth/email-link/verify', payload: { token } }))
        .statusCode,
    ).toBe(200)
    const again = await inject({
      method: 'POST',
      url: '/api/auth/email-link/verify',
      payload: { token },
    })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ code: 'INVALID_LINK' })
  })

  it('stops working after 15 minutes', async () => {
    await inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email: 'late@example.com' },
    })
    await testApp.app.jobs.runDueJobs()
    const token = await latestSignInToken(testApp.app, 'late@example.com')
    await testApp.app.db
      .update(signInTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInTokens.email, 'late@example.com'))
    const verified = await inject({
      method: 'POST',
      url: '/api/auth/email-link/verify',
      payload: { token },
    })
    expect(verified.statusCode).toBe(400)
  })

  it('sends nothing when the hidden honeypot field is filled in', async () => {
    const before = (await storedJobs(testApp.app.db)).length
    const response = await inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email: 'bot@example.com', website: 'http://spam.example' },
    })
    expect(response.statusCode).toBe(202)
    expect((await storedJobs(testApp.app.db)).length).toBe(before)
  })

  it('answers 400 naming the field for a bad e-mail', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email: 'not-an-email' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toHaveProperty('email')
  })

  it('signs out and the old cookie reaches nothing', async () => {
    const cookie = await signInAsCustomer(testApp.app, 'leaving@example.com')
    expect(
      (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode,
    ).toBe(200)
    const out = await inject({ method: 'POST', url: '/api/logout', headers: { cookie } })
    expect(out.statusCode).toBe(204)
    // The readable "signed in" hint is cleared with the session.
    expect(String(out.headers['set-cookie'])).toMatch(/groveside_signed_in=;/)
    expect(
      (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode,
    ).toBe(401)
  })

  it('sends the browser to the sign-in page when no OpenID provider is configured', async () => {
    const response = await inject({ method: 'GET', url: '/api/login' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/sign-in')
  })

  it('comes back to the page the visitor signed in from, and never to another site', async () => {
    const fromPlans = await inject({ method: 'GET', url: '/api/login?returnTo=%2Fsubscriptions' })
    expect(fromPlans.headers.location).toBe('/sign-in?returnTo=%2Fsubscriptions')
    for (const elsewhere of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const response = await inject({
        method: 'GET',
        url: `/api/login?returnTo=${encodeURIComponent(elsewhere)}`,
      })
      expect(response.headers.location).toBe('/sign-in')
    }

    const requested = await inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email: 'back@example.com', returnTo: '/subscriptions/subscribe?plan=2' },
    })
    expect(requested.statusCode).toBe(202)
    await testApp.app.jobs.runDueJobs()
    const [mail] = await testApp.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'back@example.com'))
    expect(mail!.text).toMatch(
      /\/sign-in\/verify\?token=[\w-]+&returnTo=%2Fsubscriptions%2Fsubscribe%3Fplan%3D2\n/,
    )

    const refused = await inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email: 'away@example.com', returnTo: '//evil.example' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fields).toEqual({ returnTo: 'Must be a page of this site' })
  })
})

describe('staff sign-in', () => {
  it('signs staff in with e-mail and password, and out again', async () => {
    const cookie = await signInAsStaff(testApp.app, 'staff')
    const me = await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ email: 'staff@groveside.test', role: 'staff' })

    expect(
      (await inject({ method: 'POST', url: '/api/staff/logout', headers: { cookie } })).statusCode,
    ).toBe(204)
    expect(
      (await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } })).statusCode,
    ).toBe(401)
  })

  it('rotates the session id at sign-in, keeping the visitor', async () => {
    const customer = await signInAsCustomer(testApp.app, 'both@example.com')
    await createStaffAccount(testApp.app.db, {
      email: 'both@groveside.test',
      name: 'Both',
      role: 'staff',
      password: testPassword,
    })
    const login = await inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: { cookie: customer },
      payload: { email: 'both@groveside.test', password: testPassword },
    })
    const rotated = sessionCookieFrom(login.headers['set-cookie'])
    expect(rotated).not.toBe(customer)
    expect(
      (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: customer } }))
        .statusCode,
    ).toBe(401)
    expect(
      (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: rotated } })).json(),
    ).toMatchObject({
      email: 'both@example.com',
    })
  })

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    await signInAsStaff(testApp.app, 'owner')
    const wrongPassword = await inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'owner@groveside.test', password: 'not it' },
    })
    const unknown = await inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'nobody@groveside.test', password: 'not it' },
    })
    expect(wrongPassword.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrongPassword.json()).toEqual(unknown.json())
  })

  it('slows an address that keeps guessing, but lets the right password in from a clean address', async () => {
    await createStaffAccount(testApp.app.db, {
      email: 'target@groveside.test',
      name: 'T',
      role: 'staff',
      password: testPassword,
    })
    const guesser = nextTestAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await staffLogin('target@groveside.test', `guess-${attempt}`, guesser)
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])

    // The owner of the account, from their own address: in at once.
    const owner = await staffLogin('target@groveside.test', testPassword, nextTestAddress())
    expect(owner.statusCode).toBe(200)

    // The guessing address is still slowed, even with the right password, and is told how long.
    const slowed = await staffLogin('target@groveside.test', testPassword, guesser)
    expect(slowed.statusCode).toBe(429)
    expect(slowed.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many failed sign-ins for this account\. Please wait \d+ seconds? and try again\.$/,
      ),
    })
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(10)
  })

  it('lets the owner in from a clean address after a wrong-password storm from many addresses', async () => {
    await createStaffAccount(testApp.app.db, {
      email: 'stormed@groveside.test',
      name: 'S',
      role: 'owner',
      password: testPassword,
    })
    const guessers = Array.from({ length: 3 }, () => nextTestAddress())
    const storm = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        staffLogin('stormed@groveside.test', `storm-${index}`, guessers[index % guessers.length]!),
      ),
    )
    expect(storm.every((response) => [401, 429].includes(response.statusCode))).toBe(true)
    // Tries are counted before the password is checked: parallel guesses from one address do not all get through.
    // Each address gets at most 6 guesses (5 plus one after a wait) before it must wait.
    expect(storm.filter((response) => response.statusCode === 401).length).toBeLessThanOrEqual(18)
    expect(storm.some((response) => response.statusCode === 429)).toBe(true)

    const owner = await staffLogin('stormed@groveside.test', testPassword, nextTestAddress())
    expect(owner.statusCode).toBe(200)
    expect(
      (await staffLogin('stormed@groveside.test', testPassword, guessers[0]!)).statusCode,
    ).toBe(429)
  })

  it('makes the wait grow with every further failure on the account, up to a cap', async () => {
    await createStaffAccount(testApp.app.db, {
      email: 'patient@groveside.test',
      name: 'P',
      role: 'staff',
      password: testPassword,
    })
    const guesser = nextTestAddress()
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await staffLogin('patient@groveside.test', `guess-${attempt}`, guesser)).statusCode,
      ).toBe(401)
    }
    const waits: number[] = []
    for (let round = 0; round < 3; round += 1) {
      const refused = await staffLogin('patient@groveside.test', 'still guessing', guesser)
      expect(refused.statusCode).toBe(429)
      waits.push(Number(refused.headers['retry-after']))
      // Let the wait pass (as time would), then fail once more.
      await testApp.app.db.execute(
        sql`update rate_limits set reset_at = now() where key like ${'staff-login-wait:patient@groveside.test:%'}`,
      )
      expect(
        (await staffLogin('patient@groveside.test', `round-${round}`, guesser)).statusCode,
      ).toBe(401)
    }
    expect(waits[0]).toBeLessThanOrEqual(10)
    expect(waits[1]).toBeGreaterThan(10)
    expect(waits[1]).toBeLessThanOrEqual(20)
    expect(waits[2]).toBeGreaterThan(20)
    expect(waits[2]).toBeLessThanOrEqual(40)
    expect(delayAfterFailures(100)).toBe(15 * 60 * 1000)
  })

  it('still refuses an address after 20 failures on any accounts', async () => {
    const address = nextTestAddress()
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await staffLogin(`nobody-${attempt}@groveside.test`, 'wrong', address)
      expect(response.statusCode).toBe(401)
    }
    await signInAsStaff(testApp.app, 'staff')
    const limited = await staffLogin('staff@groveside.test', testPassword, address)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe(
      'Too many failed sign-ins from this address. Please wait 15 minutes and try again.',
    )
  })

  it('shuts a disabled account out at once', async () => {
    await createStaffAccount(testApp.app.db, {
      email: 'leaver@groveside.test',
      name: 'L',
      role: 'staff',
      password: testPassword,
    })
    const login = await inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'leaver@groveside.test', password: testPassword },
    })
    const cookie = sessionCookieFrom(login.headers['set-cookie'])
    await testApp.app.db
      .update(staffAccounts)
      .set({ active: false })
      .where(eq(staffAccounts.email, 'leaver@groveside.test'))
    expect(
      (await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } })).statusCode,
    ).toBe(401)
  })
})

describe('customer and staff sign-out', () => {
  async function signedInAsBoth(name: string) {
    const customer = await signInAsCustomer(testApp.app, `${name}@example.com`)
    await createStaffAccount(testApp.app.db, {
      email: `${name}@groveside.test`,
      name,
      role: 'staff',
      password: testPassword,
    })
    const login = await inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: { cookie: customer },
      payload: { email: `${name}@groveside.test`, password: testPassword },
    })
    expect(login.statusCode).toBe(200)
    return sessionCookieFrom(login.headers['set-cookie'])
  }
  const whoIs = async (cookie: string) => ({
    customer: (await inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } }))
      .statusCode,
    staff: (await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } })).statusCode,
  })

  it('customer sign-out keeps the staff sign-in', async () => {
    const both = await signedInAsBoth('customer-leaves')
    expect(await whoIs(both)).toEqual({ customer: 200, staff: 200 })
    const out = await inject({ method: 'POST', url: '/api/logout', headers: { cookie: both } })
    expect(out.statusCode).toBe(204)
    const rotated = sessionCookieFrom(out.headers['set-cookie'])
    expect(rotated).not.toBe(both)
    expect(await whoIs(rotated)).toEqual({ customer: 401, staff: 200 })
    expect(await whoIs(both)).toEqual({ customer: 401, staff: 401 })
  })

  it('staff sign-out keeps the customer sign-in and the visitor', async () => {
    const both = await signedInAsBoth('staff-leaves')
    const visitorBefore = await visitorIdOf(testApp.app, both)
    const out = await inject({
      method: 'POST',
      url: '/api/staff/logout',
      headers: { cookie: both },
    })
    expect(out.statusCode).toBe(204)
    const rotated = sessionCookieFrom(out.headers['set-cookie'])
    expect(await whoIs(rotated)).toEqual({ customer: 200, staff: 403 })
    expect(await visitorIdOf(testApp.app, rotated)).toBe(visitorBefore)
    expect(await whoIs(both)).toEqual({ customer: 401, staff: 401 })
    // The "signed in" hint stays: the customer still is.
    expect(String(out.headers['set-cookie'])).toMatch(/groveside_signed_in=1/)
  })
})

describe('GET /api/session: who is signed in, always a 200', () => {
  const session = (cookie?: string) =>
    inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} })

  it('answers a visitor with nobody, and drops a hint cookie that outlived its session', async () => {
    const visitor = await session()
    expect(visitor.statusCode).toBe(200)
    expect(visitor.json()).toEqual({ customer: null, staff: null })
    expect(visitor.headers['set-cookie']).toBeUndefined()

    const stale = await session('groveside_session=gone; groveside_signed_in=1')
    expect(stale.statusCode).toBe(200)
    expect(stale.json()).toEqual({ customer: null, staff: null })
    expect(String(stale.headers['set-cookie'])).toMatch(/^groveside_signed_in=;/)
  })

  it('answers a customer with their account and no staff member', async () => {
    const cookie = await signInAsCustomer(testApp.app, 'session-customer@example.com')
    const answer = await session(cookie)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({
      customer: expect.objectContaining({ email: 'session-customer@example.com' }),
      staff: null,
    })
    expect(answer.headers['cache-control']).toBe('private, no-store')
  })

  it('answers staff with their account, and both when the browser holds both sign-ins', async () => {
    const staff = await signInAsStaff(testApp.app, 'owner')
    const answer = await session(staff)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({
      customer: null,
      staff: {
        id: expect.any(Number),
        email: 'owner@groveside.test',
        name: 'Test owner',
        role: 'owner',
      },
    })

    const customer = await signInAsCustomer(testApp.app, 'session-both@example.com')
    const login = await inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: { cookie: customer },
      payload: { email: 'owner@groveside.test', password: testPassword },
    })
    const both = await session(sessionCookieFrom(login.headers['set-cookie']))
    expect(both.json()).toMatchObject({
      customer: { email: 'session-both@example.com' },
      staff: { role: 'owner' },
    })
  })

  it('answers nobody once the staff sign-in has run out', async () => {
    const cookie = await signInAsStaff(testApp.app, 'staff')
    const sid = createHash('sha256').update(cookie.split('=')[1]!).digest('hex')
    await testApp.app.db.execute(
      sql`update sessions set sess = jsonb_set(sess, '{staffUntil}', '"2000-01-01T00:00:00.000Z"') where sid = ${sid}`,
    )
    expect((await session(cookie)).json()).toEqual({ customer: null, staff: null })
  })
})

describe('session housekeeping', () => {
  it('removes expired sessions in a recurring job (its schedule: notifications.api.test.ts)', async () => {
    await testApp.app.db.insert(sessions).values([
      { sid: 'expired-session', sess: { visitorId: 'a' }, expire: new Date(Date.now() - 60_000) },
      { sid: 'live-session', sess: { visitorId: 'b' }, expire: new Date(Date.now() + 60_000) },
    ])
    await testApp.app.jobs.enqueue('sessions.purge-expired', {})
    await testApp.app.jobs.runDueJobs()
    const left = (await testApp.app.db.select().from(sessions)).map((row) => row.sid)
    expect(left).toContain('live-session')
    expect(left).not.toContain('expired-session')
  })
})

describe('rate limits', () => {
  it('answers 429 when one address asks for too many sign-in links', async () => {
    const statuses: number[] = []
    for (let n = 0; n < 31; n += 1) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/email-link',
        payload: { email: `flood${n}@example.com` },
        remoteAddress: '192.0.2.77',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(30)
    expect(statuses[30]).toBe(429)
  })

  it('scales per-address limits by RATE_LIMIT_FACTOR', async () => {
    const roomy = await buildTestApp({ seed: false, config: { rateLimitFactor: 2 } })
    try {
      const statuses: number[] = []
      for (let n = 0; n < 61; n += 1) {
        const response = await roomy.app.inject({
          method: 'POST',
          url: '/api/auth/email-link',
          payload: { email: `many${n}@example.com` },
          remoteAddress: '192.0.2.88',
        })
        statuses.push(response.statusCode)
      }
      expect(statuses.filter((status) => status === 202)).toHaveLength(60)
      expect(statuses[60]).toBe(429)
    } finally {
      await roomy.close()
    }
  })

  it('answers 429 when one inbox gets too many sign-in links, from any address', async () => {
    const statuses: number[] = []
    for (let n = 0; n < 6; n += 1) {
      statuses.push(
        (
          await inject({
            method: 'POST',
            url: '/api/auth/email-link',
            payload: { email: 'popular@example.com' },
          })
        ).statusCode,
      )
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  })
})

describe('request security', () => {
  it('refuses a cross-origin POST', async () => {
    const byOrigin = await inject({
      method: 'POST',
      url: '/api/auth/email-link',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'x@example.com' },
    })
    expect(byOrigin.statusCode).toBe(403)
    expect(byOrigin.json()).toMatchObject({ code: 'CROSS_ORIGIN' })
    const byFetchSite = await inject({
      method: 'POST',
      url: '/api/auth/email-link',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: 'x@example.com' },
    })
    expect(byFetchSite.statusCode).toBe(403)
  })

  it('accepts a same-origin POST', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/email-link',
      headers: { origin: 'http://localhost:5000', 'sec-fetch-site': 'same-origin' },
      payload: { email: 'same@example.com' },
    })
    expect(response.statusCode).toBe(202)
  })

  it('refuses bodies that are neither JSON nor multipart', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/email-link',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=x@example.com',
    })
    expect(response.statusCode).toBe(415)
  })

  it('refuses oversized bodies', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email: 'big@example.com', filler: 'x'.repeat(2 * 1024 * 1024) },
    })
    expect(response.statusCode).toBe(413)
  })
})

describe('secure cookies', () => {
  it('uses a __Host- prefixed Secure cookie when the shop is served over https', async () => {
    const secureApp = await buildTestApp({
      seed: false,
      config: { publicUrl: 'https://shop.groveside.test', secureCookies: true },
    })
    try {
      await createStaffAccount(secureApp.app.db, {
        email: 'staff@groveside.test',
        name: 'S',
        role: 'staff',
        password: testPassword,
      })
      const login = await secureApp.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: 'staff@groveside.test', password: testPassword },
      })
      const header = String(login.headers['set-cookie'])
      expect(header).toMatch(/^__Host-groveside_session=/)
      expect(header).toMatch(/; Secure/i)
      expect(header).toMatch(/; Path=\//)
    } finally {
      await secureApp.close()
    }
  })
})
