import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test'

/** The owner account the e2e server is started with (playwright.config.ts). */
export const ownerCredentials = {
  email: 'owner@groveside.test',
  password: 'e2e-owner-password-123',
}

type SessionCookies = Awaited<ReturnType<BrowserContext['cookies']>>

/**
 * The owner's session, kept for the tests of this Playwright worker: a sign-in costs the server an
 * argon2 check (a second and more on the busy 2-core CI machine), and most tests only need to be
 * signed in. A test that signs out ends it; the next one then signs in again.
 */
let ownerSession: SessionCookies | null = null
const sessionCookie = 'groveside_session'
/** The session cookie and the readable "signed in" hint the app reads before asking the server. */
const sessionCookiesOf = (cookies: SessionCookies) =>
  cookies.filter((cookie) => cookie.name === sessionCookie || cookie.name === 'groveside_signed_in')

async function isOwnerSession(request: APIRequestContext) {
  const response = await request.get('/api/session')
  if (!response.ok()) return false
  const session = (await response.json()) as { staff: { email: string } | null }
  return session.staff?.email === ownerCredentials.email
}

async function logInAsOwner(request: APIRequestContext) {
  const login = await request.post('/api/staff/login', { data: ownerCredentials })
  expect(login.status(), await login.text()).toBe(200)
}

/** Signs the page's browser context in as the farm owner. */
export async function signInAsOwner(page: Page) {
  const context = page.context()
  const hasSession = (await context.cookies()).some((cookie) => cookie.name === sessionCookie)
  // A context already signed in (a customer) adds the owner to its own session.
  if (!hasSession && ownerSession) {
    await context.addCookies(ownerSession)
    if (await isOwnerSession(page.request)) return
  }
  await logInAsOwner(page.request)
  if (!hasSession) ownerSession = sessionCookiesOf(await context.cookies())
}

/** An API client signed in as the farm owner (its own cookie jar, separate from the page). */
export async function signedInOwner(baseURL: string): Promise<APIRequestContext> {
  if (ownerSession) {
    const context = await playwrightRequest.newContext({
      baseURL,
      storageState: { cookies: ownerSession, origins: [] },
    })
    if (await isOwnerSession(context)) return context
    await context.dispose()
  }
  const context = await playwrightRequest.newContext({ baseURL })
  await logInAsOwner(context)
  ownerSession = sessionCookiesOf((await context.storageState()).cookies)
  return context
}

export interface OutboxMessage {
  id: number
  to: string
  subject: string
  text: string
  attachments: { filename: string; contentType: string; content: string }[]
  createdAt: string
}

/**
 * Waits until the outbox has a message to `to` whose subject matches, and answers it.
 * Mail goes through the jobs table, so it can take a moment to appear.
 */
export async function waitForEmail(
  owner: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        const response = await owner.get('/api/admin/outbox')
        const messages = (await response.json()) as OutboxMessage[]
        found = messages.find((message) => message.to === to && subject.test(message.subject))
        return Boolean(found)
      },
      { timeout: 15_000, message: `an e-mail to ${to} matching ${subject}` },
    )
    .toBe(true)
  return found!
}

/**
 * The sign-in link of an e-mailed message (with its return path, if any); fails the test, showing
 * the message, when it has none.
 */
export function signInLinkIn(message: OutboxMessage): string {
  const link = /https?:\/\/\S+\/sign-in\/verify\?token=[\w-]+(&returnTo=\S+)?/.exec(
    message.text,
  )?.[0]
  if (!link) throw new Error(`No sign-in link in the e-mail:\n${message.text}`)
  return link
}
