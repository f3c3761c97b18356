import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { staffAccounts } from '#server/db/schema/identity'
import { emailOutbox } from '#server/db/schema/notifications'
import { createStaffAccount } from '../domains/identity/staff-accounts'

/** The `cookie` header value that carries a Set-Cookie answer's session. */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const first = [setCookie ?? []].flat().find((value) => value.includes('groveside_session='))
  if (!first) throw new Error('The answer set no session cookie')
  return first.split(';')[0]!
}

export const testPassword = 'correct horse battery staple'

let lastAddress = 0
/** A new client address per call, so tests do not trip each other's per-address rate limits. */
export function nextTestAddress() {
  lastAddress += 1
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`
}

/** Creates (once) a staff account with this role and signs it in; answers the session cookie. */
export async function signInAsStaff(app: FastifyInstance, role: 'owner' | 'staff' = 'staff') {
  const email = `${role}@groveside.test`
  const [existing] = await app.db.select().from(staffAccounts).where(eq(staffAccounts.email, email))
  if (!existing)
    await createStaffAccount(app.db, { email, name: `Test ${role}`, role, password: testPassword })
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password: testPassword },
    remoteAddress: nextTestAddress(),
  })
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.body}`)
  return sessionCookieFrom(response.headers['set-cookie'])
}

/** Signs a customer in through the e-mailed link, read from the outbox; answers the session cookie. */
export async function signInAsCustomer(app: FastifyInstance, email = 'customer@example.com') {
  const requested = await app.inject({
    method: 'POST',
    url: '/api/auth/email-link',
    payload: { email },
    remoteAddress: nextTestAddress(),
  })
  if (requested.statusCode !== 202)
    throw new Error(`sign-in link request failed: ${requested.body}`)
  await app.jobs.runDueJobs()
  const token = await latestSignInToken(app, email)
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/email-link/verify',
    payload: { token },
  })
  if (verified.statusCode !== 200) throw new Error(`sign-in link failed: ${verified.body}`)
  return sessionCookieFrom(verified.headers['set-cookie'])
}

export async function latestSignInToken(app: FastifyInstance, email: string) {
  const mails = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))
  const last = mails.at(-1)
  const match = last?.text.match(/token=([\w-]+)/)
  if (!match) throw new Error(`No sign-in link e-mailed to ${email}`)
  return match[1]!
}
