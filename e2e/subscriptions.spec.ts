import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { signedInOwner, signInAsOwner, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'
import { uniqueEmail } from './support/unique-email'
import { fillTestCard } from './support/checkout-form'
import { testCard } from './support/orders'
import { signInWithEmailedLink } from './support/customer'

/*
 * Issue 13 item 3 (decision 0030): a signed-in customer subscribes to a plan with the test card,
 * sees it on the dashboard with its next delivery, pauses, resumes and cancels it; staff see it
 * in the Subscriptions tab and in this week's boxes. Every subscription here is a new customer's,
 * so other specs see the same shop.
 */

let owner: APIRequestContext
test.beforeAll(async ({ baseURL }) => {
  owner = await signedInOwner(baseURL!)
})
test.afterAll(async () => {
  await owner.dispose()
})

interface Plan {
  id: number
  name: string
}
async function planNamed(request: APIRequestContext, name: string) {
  const plans = (await (await request.get('/api/subscription-plans')).json()) as Plan[]
  const plan = plans.find((candidate) => candidate.name === name)
  expect(plan, name).toBeDefined()
  return plan!
}

/** Both widths: no axe violations, nothing sticking out sideways. */
async function expectFitsAndAccessible(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)
  }
}

/** "2026-11-28" → "Saturday, November 28, 2026", as the screens write farm dates. */
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

test.describe('CSA subscriptions', () => {
  test('a customer subscribes with the test card, then pauses, resumes and cancels; staff see the box', async ({
    page,
    browser,
  }) => {
    test.slow() // a sign-in through the outbox, a payment, three changes and the staff side
    const email = uniqueEmail('csa')
    const mango = await planNamed(page.request, "Mango Lover's Box")
    await signInWithEmailedLink(page, owner, email)

    // 'Subscribe Now' on /subscriptions leads to the plan's subscribe page.
    await page.goto('/subscriptions')
    await page.getByRole('link', { name: `Subscribe Now to ${mango.name}` }).click()
    await expect(page).toHaveURL(new RegExp(`/subscriptions/subscribe\\?plan=${mango.id}$`))
    await expect(page.getByRole('heading', { level: 2, name: mango.name })).toBeVisible()
    await expect(page.getByTestId('subscribe-price')).toHaveText('$45.00')
    const startDate = await page.getByLabel('First box on').inputValue()
    expect(startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    await page.getByLabel('Name on the box').fill('Rosa Alvarez')
    await page.getByLabel('Local delivery').check()
    await page.getByLabel('Street Address').fill('41 Palm Hammock Lane')
    await page.getByLabel('City', { exact: true }).fill('Jensen Beach')
    await page.getByLabel('State', { exact: true }).selectOption('FL')
    await page.getByLabel('ZIP Code', { exact: true }).fill('34957')
    await page.getByLabel('Card Number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry (MM/YY)').fill('12/30')
    await page.getByLabel('CVC', { exact: true }).fill('123')
    await expectFitsAndAccessible(page)

    await page.getByRole('button', { name: 'Subscribe and Pay $45.00' }).click()
    await expect(toastTitle(page, 'Subscription started')).toBeVisible()
    await expect(page).toHaveURL(/\/#subscriptions$/)

    const card = page.getByTestId('subscription-card').filter({ hasText: mango.name })
    await expect(card).toHaveCount(1)
    await expect(card).toContainText('Active')
    await expect(card).toContainText(`Next box: ${longDate(startDate)}`)
    await expect(card).toContainText('$45.00')
    await expect(card).toContainText('Local delivery: 41 Palm Hammock Lane, Jensen Beach, FL 34957')
    await expectFitsAndAccessible(page)

    const receipt = await waitForEmail(owner, email, /^Your Groveside receipt: Mango Lover's Box/)
    expect(receipt.text).toContain('Paid:     $45.00')

    // Staff: the Subscriptions tab lists it, and this week's boxes hold it when it is this week.
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const staff = await staffContext.newPage()
    await signInAsOwner(staff)
    await staff.goto('/staff-dashboard?tab=subscriptions')
    await staff
      .getByRole('group', { name: 'Filter subscriptions by status' })
      .getByRole('button', { name: 'Active' })
      .click()
    const row = staff.getByTestId('staff-subscription').filter({ hasText: email })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(mango.name)
    await expect(row).toContainText('per week')
    await expect(row).toContainText('Active')
    await expect(row).toContainText(longDate(startDate))
    await expect(row.getByTestId('subscription-price')).toHaveText('$45.00')
    const boxes = staff.getByTestId('box-day').filter({ hasText: longDate(startDate) })
    await expect(boxes.getByTestId('box').filter({ hasText: email })).toContainText(
      '41 Palm Hammock Lane, Jensen Beach, FL 34957',
    )
    await expectFitsAndAccessible(staff)
    await staffContext.close()

    // Pause for 3 weeks.
    await page.setViewportSize({ width: 1280, height: 900 })
    await card.getByRole('button', { name: 'Pause' }).click()
    const dialog = page.getByRole('dialog', { name: `Pause ${mango.name}` })
    await dialog.getByLabel('Pause for').selectOption('3')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Pause Subscription' }).click()
    await expect(toastTitle(page, 'Subscription paused')).toBeVisible()
    await expect(card).toContainText('Paused until')
    await expect(card.getByText('Paused', { exact: true })).toBeVisible()

    // Resume.
    await card.getByRole('button', { name: 'Resume' }).click()
    await expect(toastTitle(page, 'Subscription resumed')).toBeVisible()
    await expect(card.getByText('Active', { exact: true })).toBeVisible()
    await expect(card).not.toContainText('Paused until')

    // A new card: a declined one is refused and kept out; the test card is saved.
    await expect(card.getByTestId('subscription-card-last4')).toHaveText(
      'Charged to the card ending 4242',
    )
    await card.getByRole('button', { name: 'Change Card' }).click()
    const cardDialog = page.getByRole('dialog', { name: 'Change Card' })
    await fillTestCard(cardDialog, testCard.declined)
    await cardDialog.getByRole('button', { name: 'Save Card' }).click()
    await expect(toastTitle(page, 'Card Not Saved')).toBeVisible()
    await expect(cardDialog.getByLabel('Card Number')).toHaveValue('')
    await fillTestCard(cardDialog)
    await expectNoAxeViolations(page)
    await cardDialog.getByRole('button', { name: 'Save Card' }).click()
    await expect(toastTitle(page, 'Card Saved')).toBeVisible()
    await expect(cardDialog).toBeHidden()

    // Cancel, through the question.
    await card.getByRole('button', { name: 'Cancel' }).click()
    const question = page.getByRole('alertdialog', {
      name: `Cancel your ${mango.name} subscription?`,
    })
    await expectNoAxeViolations(page)
    await question.getByRole('button', { name: 'Cancel Subscription' }).click()
    await expect(toastTitle(page, 'Subscription cancelled')).toBeVisible()
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(card.getByRole('button')).toHaveCount(0)
  })

  test('a visitor signs in from the plan and comes back to it; a declined test card leaves the form with its message', async ({
    page,
  }) => {
    const honey = await planNamed(page.request, 'Honey of the Month')
    const planPage = `/subscriptions/subscribe?plan=${honey.id}`
    await page.goto(planPage)
    await expect(page.getByRole('link', { name: 'Sign In to Subscribe' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent(planPage)}`,
    )
    await page.getByRole('link', { name: 'Sign In to Subscribe' }).click()
    await expect(page).toHaveURL(`/sign-in?returnTo=${encodeURIComponent(planPage)}`)

    await signInWithEmailedLink(page, owner, uniqueEmail('declined'), { returnTo: planPage })
    await page.getByLabel('Name on the box').fill('Dee Klein')
    await page.getByLabel('Card Number').fill('4000 0000 0000 0002')
    await page.getByLabel('Expiry (MM/YY)').fill('12/30')
    await page.getByLabel('CVC', { exact: true }).fill('123')
    await page.getByRole('button', { name: 'Subscribe and Pay $28.00' }).click()
    await expect(toastTitle(page, 'Payment Failed')).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
    ).toBeVisible()
    await expect(page.getByLabel('Card Number')).toHaveValue('')
    await expect(page).toHaveURL(/\/subscriptions\/subscribe/)
  })
})
