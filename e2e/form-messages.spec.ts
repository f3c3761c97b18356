import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'

/*
 * Issue 22: every form says what is wrong under the field, in plain words, in the project's own
 * message (never a browser bubble, never a red border alone). The newsletter and comment forms.
 */

const mangoSlug = 'mango-season-is-here-our-first-haden-harvest-of-the-year'

test.describe('Form messages', () => {
  test('the newsletter sign-up says under the field what is wrong with the address', async ({
    page,
  }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/newsletter/subscribe'))
        sent.push(request.url())
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.locator('[data-hydrating]')).toHaveCount(0)
    const form = page.getByRole('form', { name: 'Newsletter sign-up' })
    const email = form.getByLabel('Email address')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(/^Please enter your e-mail address/)
    await expect(form.getByText('Please enter your e-mail address')).toBeVisible()
    // The browser's own check stayed silent: its bubble would have kept the form from submitting.
    expect(await form.evaluate((element) => (element as HTMLFormElement).noValidate)).toBe(true)

    await email.fill('mia@')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByText('Please enter a valid e-mail address')).toBeVisible()
    await expectNoAxeViolations(page)
    expect(sent).toEqual([])
  })

  test('the comment form says under each field what is missing or wrong', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/blog/comments'))
        sent.push(request.url())
    })
    await page.goto(`/blog/${mangoSlug}`)
    await expect(page.locator('[data-hydrating]')).toHaveCount(0)
    const form = page.getByRole('form', { name: 'Leave a Comment' })
    await form.getByLabel('Email').fill('not-an-address')
    await form.getByRole('button', { name: 'Submit Comment' }).click()
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Name is required')
    await expect(form.getByLabel('Comment')).toHaveAccessibleDescription('Comment is required')
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
      /Please enter a valid e-mail address/,
    )
    for (const message of [
      'Name is required',
      'Comment is required',
      'Please enter a valid e-mail address',
    ]) {
      await expect(form.getByText(message)).toBeVisible()
    }
    await expectNoAxeViolations(page)
    expect(sent).toEqual([])
  })
})
