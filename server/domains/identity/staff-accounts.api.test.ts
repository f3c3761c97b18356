import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { desc, eq, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { addDays } from 'date-fns'
import { sessions, staffAccounts, staffPasswordLinks } from '#server/db/schema/identity'
import { emailOutbox } from '#server/db/schema/notifications'
import { auditLog } from '#server/db/schema/audit'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import {
  nextTestAddress,
  sessionCookieFrom,
  signInAsCustomer,
  signInAsStaff,
  testPassword,
} from '#server/test/sign-in'
import { createStaffAccount } from './staff-accounts'
import { changeStaffRole } from './staff-account-admin'
import { resetStaffPasswordByEmail, setStaffActiveByEmail } from './staff-account-commands'
import { staffAccountDepsOf } from './staff-account-deps'
import { setStaffPasswordWithLink } from './staff-password-links'

let testApp: TestApp
let owner: string
let ownerId: number
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false })
  owner = await signInAsStaff(testApp.app, 'owner')
  ownerId = (await accountByEmail('owner@groveside.test'))!.id
})
afterAll(async () => {
  await testApp.close()
})

const app = () => testApp.app
const inject = (options: InjectOptions) =>
  app().inject({ remoteAddress: nextTestAddress(), ...options })
const asOwner = (options: InjectOptions) =>
  inject({ ...options, headers: { cookie: owner, ...options.headers } })

let people = 0
/** A new person's e-mail for each test. */
const newPerson = (label: string) => `${label}-${(people += 1)}@farm.test`

async function accountByEmail(email: string) {
  const [row] = await app().db.select().from(staffAccounts).where(eq(staffAccounts.email, email))
  return row ?? null
}

/** The token of the latest set-password link e-mailed to `email` (the jobs run first). */
async function linkTokenFor(email: string, subject: RegExp) {
  await app().jobs.runDueJobs()
  const [mail] = await app()
    .db.select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1)
  expect(mail?.subject).toMatch(subject)
  const match = /http:\/\/localhost:5000\/staff\/set-password\?token=([\w-]+)/.exec(mail!.text)
  if (!match) throw new Error(`No set-password link in:\n${mail!.text}`)
  return match[1]!
}

const invite = (body: Record<string, unknown>) =>
  asOwner({ method: 'POST', url: '/api/admin/staff-invites', payload: body })

const setPassword = (token: string, password: string, remoteAddress = nextTestAddress()) =>
  app().inject({
    method: 'POST',
    url: '/api/staff/set-password',
    payload: { token, password },
    remoteAddress,
  })

const login = (email: string, password: string) =>
  inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } })

/** Invites a person and sets their password through the e-mailed link; answers their cookie. */
async function invitedStaff(email: string, role: 'staff' | 'owner' = 'staff') {
  expect((await invite({ name: 'Rosa Field', email, role })).statusCode).toBe(201)
  const token = await linkTokenFor(email, /invited/)
  const set = await setPassword(token, 'a long enough password')
  expect(set.statusCode, set.body).toBe(200)
  return {
    cookie: sessionCookieFrom(set.headers['set-cookie']),
    id: (await accountByEmail(email))!.id,
  }
}

describe('staff accounts: who may use them', () => {
  it('answers 401 to a visitor and 403 to staff and customers, and changes nothing', async () => {
    const staff = await signInAsStaff(app(), 'staff')
    const customer = await signInAsCustomer(app(), 'shopper@example.com')
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/staff-accounts' },
      {
        method: 'POST',
        url: '/api/admin/staff-invites',
        payload: { name: 'Eve', email: 'eve@farm.test', role: 'owner' },
      },
      { method: 'POST', url: '/api/admin/staff-invites/1/resend' },
      { method: 'DELETE', url: '/api/admin/staff-invites/1' },
      {
        method: 'PUT',
        url: `/api/admin/staff-accounts/${ownerId}/role`,
        payload: { role: 'staff' },
      },
      { method: 'POST', url: `/api/admin/staff-accounts/${ownerId}/disable` },
      { method: 'POST', url: `/api/admin/staff-accounts/${ownerId}/enable` },
      { method: 'POST', url: `/api/admin/staff-accounts/${ownerId}/password-reset` },
      { method: 'GET', url: '/api/admin/audit' },
    ]
    for (const call of calls) {
      expect((await inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401)
      const asStaff = await inject({ ...call, headers: { cookie: staff } })
      expect(asStaff.statusCode, `${call.method} ${call.url}`).toBe(403)
      expect(asStaff.json().message).toBe('Only the farm owner can do this.')
      const asCustomer = await inject({ ...call, headers: { cookie: customer } })
      expect(asCustomer.statusCode, `${call.method} ${call.url}`).toBe(403)
    }
    const ownerRow = await accountByEmail('owner@groveside.test')
    expect(ownerRow).toMatchObject({ role: 'owner', active: true })
    const invites = await app()
      .db.select()
      .from(staffPasswordLinks)
      .where(eq(staffPasswordLinks.email, 'eve@farm.test'))
    expect(invites).toEqual([])
  })
})

describe('inviting staff', () => {
  it('e-mails a link that sets the password, creates the account and signs it in', async () => {
    const email = newPerson('rosa')
    const created = await invite({
      name: ' Rosa Field ',
      email: ` ${email.toUpperCase()} `,
      role: 'staff',
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      name: 'Rosa Field',
      email,
      role: 'staff',
      invitedBy: 'Test owner',
      expired: false,
    })
    expect(JSON.stringify(created.json())).not.toMatch(/token/i)
    const expires = new Date(created.json().expiresAt).getTime() - Date.now()
    expect(expires).toBeGreaterThan(6.9 * 24 * 3600 * 1000)
    expect(expires).toBeLessThanOrEqual(7 * 24 * 3600 * 1000)

    // Listed as an open invite, no account yet.
    const listed = (await asOwner({ method: 'GET', url: '/api/admin/staff-accounts' })).json()
    expect(listed.invites.map((each: { email: string }) => each.email)).toContain(email)
    expect(await accountByEmail(email)).toBeNull()

    const token = await linkTokenFor(email, /^You are invited to the Groveside back office$/)
    const [stored] = await app()
      .db.select()
      .from(staffPasswordLinks)
      .where(eq(staffPasswordLinks.email, email))
    expect(stored!.tokenHash).not.toContain(token) // only the hash is kept

    const described = await inject({
      method: 'POST',
      url: '/api/staff/password-link',
      payload: { token },
    })
    expect(described.statusCode).toBe(200)
    expect(described.json()).toEqual({ purpose: 'invite', name: 'Rosa Field', email })

    const set = await setPassword(token, 'rosa picks mangos daily')
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json()).toMatchObject({ email, name: 'Rosa Field', role: 'staff' })
    const cookie = sessionCookieFrom(set.headers['set-cookie'])
    const me = await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json().email).toBe(email)

    // A real account now: it signs in with the password, and the invite is no longer open.
    expect((await login(email, 'rosa picks mangos daily')).statusCode).toBe(200)
    const after = (await asOwner({ method: 'GET', url: '/api/admin/staff-accounts' })).json()
    expect(after.invites.map((each: { email: string }) => each.email)).not.toContain(email)
    expect(after.accounts).toContainEqual(
      expect.objectContaining({ email, role: 'staff', active: true, resetPending: false }),
    )
    expect(
      after.accounts.find((each: { email: string }) => each.email === email).lastLoginAt,
    ).not.toBeNull()

    const audit = await app()
      .db.select()
      .from(auditLog)
      .where(sql`${auditLog.action} in ('staff.invite', 'staff.invite.accept')`)
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'staff.invite',
        actorEmail: 'owner@groveside.test',
        targetType: 'staff_invite',
        targetId: String(created.json().id),
      }),
    )
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'staff.invite.accept', actorEmail: email }),
    )
    expect(JSON.stringify(audit)).not.toContain('rosa picks mangos daily')
  })

  it('works once: the same link again is a 400 naming the token', async () => {
    const email = newPerson('once')
    await invite({ name: 'Once', email, role: 'staff' })
    const token = await linkTokenFor(email, /invited/)
    expect((await setPassword(token, 'first password here')).statusCode).toBe(200)
    const again = await setPassword(token, 'second password here')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({
      code: 'INVALID_LINK',
      fields: { token: expect.any(String) },
    })
    const described = await inject({
      method: 'POST',
      url: '/api/staff/password-link',
      payload: { token },
    })
    expect(described.statusCode).toBe(400)
    expect((await login(email, 'second password here')).statusCode).toBe(401)
    expect((await login(email, 'first password here')).statusCode).toBe(200)
  })

  it('stops working when it expires', async () => {
    const email = newPerson('late')
    await invite({ name: 'Late', email, role: 'staff' })
    const token = await linkTokenFor(email, /invited/)
    // Eight days on, the week-long link has expired.
    const later = { ...staffAccountDepsOf(app()), now: () => addDays(new Date(), 8) }
    await expect(
      setStaffPasswordWithLink(later, { token, password: 'too late for this' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_LINK' })

    await app()
      .db.update(staffPasswordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffPasswordLinks.email, email))
    expect((await setPassword(token, 'too late for this')).statusCode).toBe(400)
    expect(await accountByEmail(email)).toBeNull()
    // Listed as expired, so the owner can send it again.
    const listed = (await asOwner({ method: 'GET', url: '/api/admin/staff-accounts' })).json()
    expect(listed.invites).toContainEqual(expect.objectContaining({ email, expired: true }))
  })

  it('refuses an e-mail that has an account or an open invite (409 naming the e-mail)', async () => {
    const taken = await invite({
      name: 'Owner again',
      email: 'OWNER@groveside.test',
      role: 'staff',
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({
      code: 'STAFF_EXISTS',
      message: 'A staff account with this e-mail already exists.',
      fields: { email: expect.any(String) },
    })

    const email = newPerson('twice')
    expect((await invite({ name: 'Twice', email, role: 'staff' })).statusCode).toBe(201)
    const again = await invite({ name: 'Twice', email, role: 'owner' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'INVITE_PENDING',
      fields: { email: expect.any(String) },
    })

    // Two owners inviting the same person at once: one invite.
    const racing = newPerson('race')
    const answers = await Promise.all([
      invite({ name: 'Race', email: racing, role: 'staff' }),
      invite({ name: 'Race', email: racing, role: 'staff' }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
  })

  it('sends an invite again with a new link, and withdraws one', async () => {
    const email = newPerson('resend')
    const created = (await invite({ name: 'Resend', email, role: 'owner' })).json()
    const first = await linkTokenFor(email, /invited/)
    const resent = await asOwner({
      method: 'POST',
      url: `/api/admin/staff-invites/${created.id}/resend`,
    })
    expect(resent.statusCode).toBe(200)
    expect(resent.json()).toMatchObject({ id: created.id, email, role: 'owner' })
    const second = await linkTokenFor(email, /invited/)
    expect(second).not.toBe(first)
    expect((await setPassword(first, 'the old link fails')).statusCode).toBe(400)

    const revoked = await asOwner({
      method: 'DELETE',
      url: `/api/admin/staff-invites/${created.id}`,
    })
    expect(revoked.statusCode).toBe(204)
    expect((await setPassword(second, 'the withdrawn link fails')).statusCode).toBe(400)
    const gone = await asOwner({ method: 'DELETE', url: `/api/admin/staff-invites/${created.id}` })
    expect(gone.statusCode).toBe(404)
    const resendGone = await asOwner({
      method: 'POST',
      url: `/api/admin/staff-invites/${created.id}/resend`,
    })
    expect(resendGone.statusCode).toBe(404)
    // Withdrawn: the person may be invited afresh.
    expect((await invite({ name: 'Resend', email, role: 'staff' })).statusCode).toBe(201)

    const actions = await app()
      .db.select({ action: auditLog.action, targetId: auditLog.targetId })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(created.id)))
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['staff.invite', 'staff.invite.resend', 'staff.invite.revoke']),
    )
  })

  it('answers bad input with a 400 naming each field, and invites nobody', async () => {
    const bad = await invite({ name: '  ', email: 'not-an-email', role: 'admin' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'name', 'role'])
    expect(bad.json().fields.name).toBe('Name is required')
    const extra = await invite({ name: 'X', email: 'x@farm.test', role: 'staff', active: true })
    expect(extra.statusCode).toBe(400)
    const tooLong = await invite({ name: 'N'.repeat(101), email: 'long@farm.test', role: 'staff' })
    expect(tooLong.json().fields.name).toBe('Name must be at most 100 characters')
    const links = await app()
      .db.select()
      .from(staffPasswordLinks)
      .where(sql`${staffPasswordLinks.email} in ('x@farm.test', 'long@farm.test', 'not-an-email')`)
    expect(links).toEqual([])

    const email = newPerson('short')
    await invite({ name: 'Short', email, role: 'staff' })
    const token = await linkTokenFor(email, /invited/)
    const short = await setPassword(token, 'eleven char')
    expect(short.statusCode).toBe(400)
    expect(short.json().fields.password).toBe('Password must be at least 12 characters')
    const noToken = await app().inject({
      method: 'POST',
      url: '/api/staff/set-password',
      payload: { token: 'x', password: 'long enough password' },
    })
    expect(noToken.json().fields.token).toBe('This link is not valid')
    // The bad tries did not use the link up.
    expect((await setPassword(token, 'twelve chars')).statusCode).toBe(200)

    const role = await asOwner({
      method: 'PUT',
      url: `/api/admin/staff-accounts/${ownerId}/role`,
      payload: { role: 'boss' },
    })
    expect(role.statusCode).toBe(400)
    expect(role.json().fields.role).toBe('Choose owner or staff')
    const id = await asOwner({ method: 'POST', url: '/api/admin/staff-accounts/abc/disable' })
    expect(id.statusCode).toBe(400)
    expect(Object.keys(id.json().fields)).toEqual(['id'])
    const missing = await asOwner({
      method: 'POST',
      url: '/api/admin/staff-accounts/999999/disable',
    })
    expect(missing.statusCode).toBe(404)
  })

  it('limits how often one address may try links', async () => {
    const remoteAddress = nextTestAddress()
    let last = 0
    for (let attempt = 0; attempt < 21; attempt += 1) {
      last = (
        await app().inject({
          method: 'POST',
          url: '/api/staff/password-link',
          payload: { token: `guessed-token-${attempt}-aaaaaaaaaaaa` },
          remoteAddress,
        })
      ).statusCode
    }
    expect(last).toBe(429)
  })
})

describe("changing an account's role and access", () => {
  it('changes a role, audited with the role before', async () => {
    const { id } = await invitedStaff(newPerson('promote'))
    const promoted = await asOwner({
      method: 'PUT',
      url: `/api/admin/staff-accounts/${id}/role`,
      payload: { role: 'owner' },
    })
    expect(promoted.statusCode).toBe(200)
    expect(promoted.json()).toMatchObject({ id, role: 'owner' })
    const demoted = await asOwner({
      method: 'PUT',
      url: `/api/admin/staff-accounts/${id}/role`,
      payload: { role: 'staff' },
    })
    expect(demoted.json().role).toBe('staff')
    const [entry] = await app()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.role'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({
      targetType: 'staff',
      targetId: String(id),
      before: { role: 'owner' },
      after: expect.objectContaining({ role: 'staff' }),
    })
  })

  it('disabling ends the sign-ins at once; enabling lets the person sign in again', async () => {
    const email = newPerson('leaving')
    const { cookie, id } = await invitedStaff(email)
    const other = (await login(email, 'a long enough password')).headers['set-cookie']
    const otherCookie = sessionCookieFrom(other)
    expect(
      (await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } })).statusCode,
    ).toBe(200)

    const disabled = await asOwner({
      method: 'POST',
      url: `/api/admin/staff-accounts/${id}/disable`,
    })
    expect(disabled.statusCode).toBe(200)
    expect(disabled.json()).toMatchObject({ id, active: false })
    for (const each of [cookie, otherCookie]) {
      expect(
        (await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: each } }))
          .statusCode,
      ).toBe(401)
    }
    const staffSessions = await app()
      .db.select()
      .from(sessions)
      .where(sql`${sessions.sess} ->> 'staffId' = ${String(id)}`)
    expect(staffSessions).toEqual([])
    expect((await login(email, 'a long enough password')).statusCode).toBe(401)
    // A disabled account gets no reset link.
    const reset = await asOwner({
      method: 'POST',
      url: `/api/admin/staff-accounts/${id}/password-reset`,
    })
    expect(reset.statusCode).toBe(409)

    const enabled = await asOwner({ method: 'POST', url: `/api/admin/staff-accounts/${id}/enable` })
    expect(enabled.json()).toMatchObject({ id, active: true })
    expect((await login(email, 'a long enough password')).statusCode).toBe(200)
    const audit = await app()
      .db.select({ action: auditLog.action, before: auditLog.before })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)))
    expect(audit).toContainEqual({ action: 'staff.disable', before: { active: true } })
    expect(audit).toContainEqual({ action: 'staff.enable', before: { active: false } })
  })

  it('the command line ends the sign-ins too: a disabled account, a new password', async () => {
    const me = async (cookie: string) =>
      (await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } })).statusCode
    const email = newPerson('command-line')
    const { cookie } = await invitedStaff(email)
    expect(await me(cookie)).toBe(200)
    expect(await resetStaffPasswordByEmail(app().db, email, 'a brand new password')).toBe(true)
    expect(await me(cookie)).toBe(401)

    const again = sessionCookieFrom(
      (await login(email, 'a brand new password')).headers['set-cookie'],
    )
    expect(await me(again)).toBe(200)
    expect(await setStaffActiveByEmail(app().db, email, false)).toBe(true)
    expect(await me(again)).toBe(401)
    expect((await login(email, 'a brand new password')).statusCode).toBe(401)
    expect(await setStaffActiveByEmail(app().db, 'nobody@farm.test', false)).toBe(false)
  })

  it('keeps the owner from disabling or demoting themselves (409)', async () => {
    const self = await asOwner({
      method: 'POST',
      url: `/api/admin/staff-accounts/${ownerId}/disable`,
    })
    expect(self.statusCode).toBe(409)
    expect(self.json()).toMatchObject({
      code: 'OWN_ACCOUNT',
      message: 'You cannot disable your own account.',
    })
    const demote = await asOwner({
      method: 'PUT',
      url: `/api/admin/staff-accounts/${ownerId}/role`,
      payload: { role: 'staff' },
    })
    expect(demote.statusCode).toBe(409)
    expect(demote.json().code).toBe('OWN_ACCOUNT')
    expect(await accountByEmail('owner@groveside.test')).toMatchObject({
      role: 'owner',
      active: true,
    })
  })

  it('never leaves the farm without an active owner', async () => {
    const second = await invitedStaff(newPerson('co-owner'), 'owner')
    const deps = staffAccountDepsOf(app())
    // The second owner demotes the first... while the first demotes the second: one wins.
    const racing = await Promise.all([
      inject({
        method: 'PUT',
        url: `/api/admin/staff-accounts/${second.id}/role`,
        payload: { role: 'staff' },
        headers: { cookie: owner },
      }),
      inject({
        method: 'PUT',
        url: `/api/admin/staff-accounts/${ownerId}/role`,
        payload: { role: 'staff' },
        headers: { cookie: second.cookie },
      }),
    ])
    const codes = racing.map((answer) => answer.statusCode).sort()
    expect(codes[0]).toBe(200)
    expect([403, 409]).toContain(codes[1])
    const owners = await app()
      .db.select()
      .from(staffAccounts)
      .where(sql`${staffAccounts.role} = 'owner' and ${staffAccounts.active}`)
    expect(owners).toHaveLength(1)

    // Whoever lost is staff now; demoting the last owner is refused whoever asks.
    const [last] = owners
    const other = last!.id === ownerId ? second.id : ownerId
    await expect(
      changeStaffRole(deps, { id: other, name: 'Other' }, last!.id, 'staff'),
    ).rejects.toMatchObject({ statusCode: 409, code: 'LAST_OWNER' })

    // Put the first owner back for the other tests.
    if (last!.id !== ownerId) {
      await app()
        .db.update(staffAccounts)
        .set({ role: 'owner' })
        .where(eq(staffAccounts.id, ownerId))
    }
    await app()
      .db.update(staffAccounts)
      .set({ role: 'staff' })
      .where(eq(staffAccounts.id, second.id))
    owner = await signInAsStaff(app(), 'owner')
  })
})

describe('password reset links', () => {
  it('e-mails a link that sets a new password and ends the other sign-ins', async () => {
    const email = newPerson('forgetful')
    const { cookie, id } = await invitedStaff(email)
    const sent = await asOwner({
      method: 'POST',
      url: `/api/admin/staff-accounts/${id}/password-reset`,
    })
    expect(sent.statusCode).toBe(202)
    expect(sent.json().message).toBe(`A password reset link is on its way to ${email}.`)
    const listed = (await asOwner({ method: 'GET', url: '/api/admin/staff-accounts' })).json()
    expect(listed.accounts).toContainEqual(expect.objectContaining({ id, resetPending: true }))
    expect(JSON.stringify(listed)).not.toMatch(/password(Hash)?"\s*:/)

    const token = await linkTokenFor(email, /^Set a new password for the Groveside back office$/)
    // The old password works until the new one is set.
    expect((await login(email, 'a long enough password')).statusCode).toBe(200)
    const described = await inject({
      method: 'POST',
      url: '/api/staff/password-link',
      payload: { token },
    })
    expect(described.json()).toEqual({ purpose: 'reset', name: 'Rosa Field', email })

    const set = await setPassword(token, 'a brand new password')
    expect(set.statusCode).toBe(200)
    expect(
      (await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } })).statusCode,
    ).toBe(401)
    const fresh = sessionCookieFrom(set.headers['set-cookie'])
    expect(
      (await inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: fresh } }))
        .statusCode,
    ).toBe(200)
    expect((await login(email, 'a long enough password')).statusCode).toBe(401)
    expect((await login(email, 'a brand new password')).statusCode).toBe(200)
    expect((await setPassword(token, 'once more password')).statusCode).toBe(400)

    // A second reset link replaces the first.
    await asOwner({ method: 'POST', url: `/api/admin/staff-accounts/${id}/password-reset` })
    const first = await linkTokenFor(email, /new password/)
    await asOwner({ method: 'POST', url: `/api/admin/staff-accounts/${id}/password-reset` })
    const second = await linkTokenFor(email, /new password/)
    expect((await setPassword(first, 'from the first link')).statusCode).toBe(400)
    expect((await setPassword(second, 'from the second link')).statusCode).toBe(200)

    const audit = await app()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorEmail, email))
    expect(audit.map((entry) => entry.action)).toContain('staff.password.set')
  })

  it('a disabled account cannot use a reset link sent before', async () => {
    const email = newPerson('gone')
    const { id } = await invitedStaff(email)
    await asOwner({ method: 'POST', url: `/api/admin/staff-accounts/${id}/password-reset` })
    const token = await linkTokenFor(email, /new password/)
    await asOwner({ method: 'POST', url: `/api/admin/staff-accounts/${id}/disable` })
    expect((await setPassword(token, 'sneaking back in')).statusCode).toBe(400)
  })
})

describe('the staff account list', () => {
  it('lists accounts (owners first) with their role, state and last sign-in, and no secrets', async () => {
    await createStaffAccount(app().db, {
      email: newPerson('listed'),
      name: 'Aaron Listed',
      role: 'staff',
      password: testPassword,
    })
    const listed = await asOwner({ method: 'GET', url: '/api/admin/staff-accounts' })
    expect(listed.statusCode).toBe(200)
    const { accounts } = listed.json() as { accounts: { role: string; email: string }[] }
    const firstStaff = accounts.findIndex((account) => account.role === 'staff')
    expect(accounts.slice(firstStaff).every((account) => account.role === 'staff')).toBe(true)
    expect(accounts[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      email: expect.any(String),
      role: 'owner',
      active: true,
      lastLoginAt: expect.any(String),
      createdAt: expect.any(String),
      resetPending: false,
    })
    expect(listed.body).not.toContain('argon2')
  })
})
