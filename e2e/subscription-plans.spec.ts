import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { signedInOwner, signInAsOwner, signInLinkIn, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * Subscription plans (spec 2 "Subscription plans", spec 3 "Subscription plans admin"): visitors
 * see the active plans and are asked to sign in; customers go on to subscribe; staff add, edit,
 * deactivate and delete plans. It changes what visitors see, so it runs after the storefront
 * specs (playwright.config.ts) and deletes its plans.
 */

const planCard = (page: Page, name: string) =>
  page.getByTestId('subscription-plan').filter({ has: page.getByRole('heading', { name }) })
const adminCard = (page: Page, name: string) =>
  page.getByTestId('plan-admin-card').filter({ has: page.getByRole('heading', { name }) })

test('a visitor sees the active plans and is asked to sign in to subscribe', async ({ page }) => {
  await page.goto('/subscriptions')
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible()
  const mango = planCard(page, "Mango Lover's Box")
  await expect(mango.getByText('Most Popular')).toBeVisible()
  await expect(mango.getByText('$45.00')).toBeVisible()
  await expect(mango.getByText('per week')).toBeVisible()
  await expect(planCard(page, 'Farm Share Basket').getByText('every two weeks')).toBeVisible()
  // The demo farm's inactive plan is never shown.
  await expect(page.getByText('Backyard Grove Starter')).toHaveCount(0)
  const signIn = mango.getByRole('link', { name: "Sign In to Subscribe to Mango Lover's Box" })
  await expect(signIn).toHaveAttribute('href', '/api/login?returnTo=%2Fsubscriptions')
  await expect(page.getByText('Subscribe Now')).toHaveCount(0)

  await expect(page.getByRole('heading', { level: 2, name: 'Why Subscribe?' })).toBeVisible()
  const question = page.getByRole('button', { name: 'Can I pause my subscription?' })
  await question.click()
  await expect(page.getByText(/pause your subscription for up to 8 weeks/)).toBeVisible()

  // The button goes where the header's Sign In goes, remembering to come back here.
  await signIn.click()
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fsubscriptions$/)
})

test('a signed-in customer is offered Subscribe Now, to the plan they chose', async ({
  page,
  baseURL,
}) => {
  test.slow() // a sign-in through the outbox
  const owner = await signedInOwner(baseURL!)
  try {
    const email = `plans-${Date.now()}-${test.info().workerIndex}@example.com`
    await page.goto('/sign-in')
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
    const message = await waitForEmail(owner, email, /^Your Groveside sign-in link$/)
    await page.goto(signInLinkIn(message))
    await page.getByRole('button', { name: 'Sign in to Groveside' }).click()
    await expect(page).toHaveURL(/\/$/)

    const plans = (await (await page.request.get('/api/subscription-plans')).json()) as {
      id: number
      name: string
    }[]
    const basket = plans.find((plan) => plan.name === 'Farm Share Basket')!
    await page.goto('/subscriptions')
    const subscribe = planCard(page, 'Farm Share Basket').getByRole('link', {
      name: 'Subscribe Now to Farm Share Basket',
    })
    await expect(subscribe).toHaveAttribute('href', `/subscriptions/subscribe?plan=${basket.id}`)
    await expect(page.getByText('Sign In to Subscribe')).toHaveCount(0)
  } finally {
    await owner.dispose()
  }
})

test('staff add a plan, edit it, see it public, deactivate it and delete it', async ({
  page,
  baseURL,
}) => {
  test.slow()
  const name = `Citrus Crate ${Date.now()}`
  await signInAsOwner(page)
  await page.goto('/subscription-admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible()
  await expect(adminCard(page, 'Backyard Grove Starter').getByText('Inactive')).toBeVisible()

  try {
    await page.getByRole('button', { name: 'Add Plan' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add Plan' })
    await expect(dialog.getByRole('combobox', { name: 'Frequency' })).toHaveText('Weekly')
    await dialog.getByRole('button', { name: 'Create Plan' }).click()
    await expect(toastTitle(page, 'Missing Information')).toBeVisible()
    await expect(dialog.getByText('Please fill in all required fields.')).toHaveCount(3)

    await dialog.getByLabel('Plan name').fill(name)
    await dialog.getByLabel('Description').fill('Oranges, grapefruit and key limes.')
    await dialog.getByLabel('Price ($)').fill('32.5')
    await dialog.getByRole('combobox', { name: 'Frequency' }).click()
    await page.getByRole('option', { name: 'Every two weeks' }).click()
    await dialog.getByRole('combobox', { name: 'Icon' }).click()
    await page.getByRole('option', { name: '🍃 Leaf' }).click()
    await dialog.getByLabel('Products').fill(' Valencia Oranges ,, Key Limes ')
    await dialog.getByLabel('Features').fill('Juicing guide, About 10 lb,')
    await dialog.getByRole('button', { name: 'Create Plan' }).click()
    await expect(toastTitle(page, 'Plan created successfully!')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    const card = adminCard(page, name)
    await expect(card.getByText('Valencia Oranges, Key Limes')).toBeVisible()
    await expect(card.getByText('every two weeks')).toBeVisible()

    await card.getByRole('button', { name: `Edit ${name}` }).click()
    const editDialog = page.getByRole('dialog', { name: 'Edit Plan' })
    await expect(editDialog.getByLabel('Plan name')).toHaveValue(name)
    await expect(editDialog.getByLabel('Price ($)')).toHaveValue('32.50')
    await expect(editDialog.getByLabel('Products')).toHaveValue('Valencia Oranges, Key Limes')
    await expect(editDialog.getByRole('combobox', { name: 'Icon' })).toHaveText('🍃 Leaf')
    await editDialog.getByLabel('Price ($)').fill('38')
    await editDialog.getByRole('checkbox', { name: 'Most Popular' }).check()
    await editDialog.getByRole('button', { name: 'Update Plan' }).click()
    await expect(toastTitle(page, 'Plan updated successfully!')).toBeVisible()
    await expect(card.getByText('Popular')).toBeVisible()

    await page.goto('/subscriptions')
    const publicCard = planCard(page, name)
    await expect(publicCard.getByText('$38.00')).toBeVisible()
    await expect(publicCard.getByText('every two weeks')).toBeVisible()
    await expect(publicCard.getByText('Key Limes', { exact: true })).toBeVisible()
    await expect(publicCard.getByText('Juicing guide')).toBeVisible()
    // In the server-rendered page as well.
    expect(await (await page.request.get('/subscriptions')).text()).toContain(name)

    await page.goto('/subscription-admin')
    await adminCard(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click()
    await page
      .getByRole('dialog', { name: 'Edit Plan' })
      .getByRole('checkbox', { name: 'Active (visible to customers)' })
      .uncheck()
    await page.getByRole('button', { name: 'Update Plan' }).click()
    await expect(toastTitle(page, 'Plan updated successfully!')).toBeVisible()
    await expect(adminCard(page, name).getByText('Inactive')).toBeVisible()

    await page.goto('/subscriptions')
    await expect(planCard(page, "Mango Lover's Box")).toBeVisible()
    await expect(planCard(page, name)).toHaveCount(0)

    await page.goto('/subscription-admin')
    await adminCard(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click()
    const question = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this plan?',
    })
    await expect(question).toContainText(name)
    await question.getByRole('button', { name: 'Delete' }).click()
    await expect(toastTitle(page, 'Plan deleted successfully!')).toBeVisible()
    await expect(adminCard(page, name)).toHaveCount(0)
  } finally {
    const owner = await signedInOwner(baseURL!)
    const list = (await (await owner.get('/api/admin/subscription-plans')).json()) as {
      id: number
      name: string
    }[]
    for (const plan of list.filter((each) => each.name === name)) {
      const removed = await owner.delete(`/api/admin/subscription-plans/${plan.id}`)
      expect(removed.status()).toBe(204)
    }
    await owner.dispose()
  }
})

for (const width of [390, 1280]) {
  test(`the plans page and the plan admin read well at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/subscriptions')
    await expect(planCard(page, "Mango Lover's Box")).toBeVisible()
    await page.getByRole('button', { name: 'What will be in my box?' }).click()
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)

    await signInAsOwner(page)
    await page.goto('/subscription-admin')
    await expect(page.getByRole('heading', { level: 2, name: "Mango Lover's Box" })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)
    await page.getByRole('button', { name: "Edit Mango Lover's Box" }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Plan' })
    await expect(dialog.getByLabel('Plan name')).toHaveValue("Mango Lover's Box")
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)
  })
}
