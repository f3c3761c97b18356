import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test'

/** The owner account the e2e server is started with (playwright.config.ts). */
export const ownerCredentials = {
  email: 'owner@groveside.test',
  password: 'e2e-owner-password-123',
}

/** Signs the page's browser context in as the farm owner. */
export async function signInAsOwner(page: Page) {
  const login = await page.request.post('/api/staff/login', { data: ownerCredentials })
  expect(login.status(), await login.text()).toBe(200)
}

/** An API client signed in as the farm owner (its own cookie jar, separate from the page). */
export async function signedInOwner(baseURL: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL })
  const response = await context.post('/api/staff/login', { data: ownerCredentials })
  expect(response.status(), await response.text()).toBe(200)
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
