import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { signInLinkIn, waitForEmail } from './staff'

/**
 * Signs in on the sign-in page with the link e-mailed to this address (read from the outbox
 * through `owner`), and checks where the browser lands: the home page, or the page the visitor
 * came from (`/sign-in?returnTo=…`).
 */
export async function signInWithEmailedLink(
  page: Page,
  owner: APIRequestContext,
  email: string,
  { returnTo }: { returnTo?: string } = {},
) {
  await page.goto(returnTo ? `/sign-in?returnTo=${encodeURIComponent(returnTo)}` : '/sign-in')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  const message = await waitForEmail(owner, email, /^Your Groveside sign-in link$/)
  await page.goto(signInLinkIn(message))
  await page.getByRole('button', { name: 'Sign in to Groveside' }).click()
  await expect
    .poll(() => {
      const url = new URL(page.url())
      return url.pathname + url.search
    })
    .toBe(returnTo ?? '/')
}
