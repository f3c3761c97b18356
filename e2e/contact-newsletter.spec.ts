import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { signedInOwner, waitForEmail } from './support/staff'

// The contact form and newsletter sign-up allow 5 posts per address per 15 minutes, and every
// request of this run comes from 127.0.0.1: keep the posts below that across the whole file.

/** Where the demo farm's contact messages go (setting farm_notification_email). */
const farmAddress = 'hello@groveside.farm'

const unique = () => `${Date.now()}${test.info().workerIndex}`

async function expectAxeCleanAtBothWidths(page: Page) {
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 800 })
}

function linkIn(text: string, path: string) {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`).exec(text)
  expect(match, `a ${path} link in:\n${text}`).not.toBeNull()
  return match![0]
}

test.describe('Contact page', () => {
  test('sends a message: toast, cleared form, and the e-mail reaches the farm', async ({
    page,
    baseURL,
  }) => {
    const lastName = `Tester${unique()}`
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible()

    await page.getByLabel('First name', { exact: true }).fill('Ana')
    await page.getByLabel('Last name', { exact: true }).fill(lastName)
    await page.getByLabel('Email', { exact: true }).fill('ana@example.com')
    await page.getByLabel('Phone (optional)').fill('(555) 010-2030')
    await page.getByRole('combobox', { name: 'Subject' }).click()
    await page.getByRole('option', { name: 'Farm Visit' }).click()
    await page
      .getByLabel('Message', { exact: true })
      .fill('Can we bring a school group of 12 on a Saturday in June?')
    await page.getByRole('button', { name: 'Send Message' }).click()

    await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible()
    await expect(
      page.getByText("Thank you for contacting us. We'll get back to you soon.", { exact: true }),
    ).toBeVisible()
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('')
    await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveText(/Choose a subject/)

    const owner = await signedInOwner(baseURL!)
    const mail = await waitForEmail(
      owner,
      farmAddress,
      new RegExp(`^New message: Farm Visit from Ana ${lastName}$`),
    )
    await owner.dispose()
    expect(mail.text).toContain('Can we bring a school group of 12 on a Saturday in June?')
    expect(mail.text).toContain('ana@example.com')
    expect(mail.text).toContain('(555) 010-2030')
  })

  test('shows a field message for an invalid e-mail and sends nothing', async ({ page }) => {
    let posted = false
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact')
        posted = true
    })
    await page.goto('/contact')
    await page.getByLabel('First name', { exact: true }).fill('Ana')
    await page.getByLabel('Last name', { exact: true }).fill('Lopez')
    await page.getByLabel('Email', { exact: true }).fill('ana@example')
    await page.getByRole('button', { name: 'Send Message' }).click()

    const email = page.getByLabel('Email', { exact: true })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address')
    await expect(page.getByText('Please choose a subject')).toBeVisible()
    await expect(page.getByText('Message is required')).toBeVisible()
    expect(posted).toBe(false)
  })

  test('scrolls to the section named by the URL hash', async ({ page }) => {
    await page.goto('/contact#more-ways-to-connect')
    const heading = page.getByRole('heading', { name: 'More Ways to Connect' })
    await expect(heading).toBeInViewport()
    // (string expressions: the e2e code is compiled without the DOM types)
    expect(Number(await page.evaluate('window.scrollY'))).toBeGreaterThan(300)
    await expect(page.locator('#more-ways-to-connect')).toBeFocused()

    await page.evaluate('window.scrollTo(0, 0)')
    await page.evaluate("window.location.hash = 'contact-form'")
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeInViewport()
    await expect(page.locator('#contact-form')).toBeFocused()
  })

  test('has no accessibility violations at desktop and phone widths', async ({ page }) => {
    test.slow() // three full-page accessibility scans
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=2180%20Seagrape%20Grove%20Road/,
    )
    await expect(page.locator('iframe')).toHaveCount(0)
    await expectAxeCleanAtBothWidths(page)

    // and with the form's error messages showing
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('First name is required')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('Newsletter', () => {
  test('signs up, confirms through the e-mailed link, and unsubscribes through the link in every e-mail', async ({
    page,
    baseURL,
  }) => {
    test.slow() // three e-mails through the job worker and two accessibility scans
    const email = `reader-${unique()}@example.com`
    const owner = await signedInOwner(baseURL!)

    await page.goto('/contact')
    const signup = page.getByRole('form', { name: 'Newsletter sign-up' })
    await signup.getByLabel('Email address').fill(email)
    await signup.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Subscribed!', { exact: true })).toBeVisible()
    await expect(
      page.getByText(
        'Thank you for subscribing to our newsletter. Please check your inbox to confirm.',
        {
          exact: true,
        },
      ),
    ).toBeVisible()
    await expect(signup.getByLabel('Email address')).toHaveValue('')

    const confirmation = await waitForEmail(
      owner,
      email,
      /^Confirm your Groveside newsletter subscription$/,
    )
    const confirmUrl = linkIn(confirmation.text, '/newsletter/confirm')
    const firstUnsubscribeUrl = linkIn(confirmation.text, '/newsletter/unsubscribe')

    // Opening the link changes nothing (mail scanners open links); the button does.
    await page.goto(confirmUrl)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm Your Subscription' }),
    ).toBeVisible()
    await expectAxeCleanAtBothWidths(page)
    const beforeConfirm = await page.request.post('/api/newsletter/subscribe', { data: { email } })
    expect(await beforeConfirm.json()).toMatchObject({ status: 'pending' })

    await page.getByRole('button', { name: 'Confirm Subscription' }).click()
    await expect(page.getByRole('heading', { level: 1, name: "You're Subscribed!" })).toBeVisible()
    const repeated = await page.request.post('/api/newsletter/subscribe', { data: { email } })
    expect(repeated.status()).toBe(200)
    // The same answer as a new sign-up: the form does not tell who is on the list.
    expect(await repeated.json()).toEqual(await beforeConfirm.json())

    // The link works once.
    await page.goto(confirmUrl)
    await page.getByRole('button', { name: 'Confirm Subscription' }).click()
    await expect(page.getByRole('alert')).toContainText('expired or has already been used')

    const welcome = await waitForEmail(owner, email, /^Welcome to the .* newsletter$/)
    await owner.dispose()
    const unsubscribeUrl = linkIn(welcome.text, '/newsletter/unsubscribe')
    expect(unsubscribeUrl).toBe(firstUnsubscribeUrl)

    await page.goto(unsubscribeUrl)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from Our Newsletter' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { level: 1, name: "You're Unsubscribed" })).toBeVisible()
    await expectNoAxeViolations(page)

    const unsubscribedAgain = await page.request.post('/api/newsletter/unsubscribe', {
      data: { token: new URL(unsubscribeUrl).searchParams.get('token') },
    })
    expect(unsubscribedAgain.status()).toBe(200)
  })
})
