import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { signInAsOwner, signedInOwner, waitForEmail, type OutboxMessage } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * Harvest alerts (spec 2 "Harvest Alerts", spec 3 "Harvest alerts admin", decision 0028): a
 * visitor subscribes and confirms through the e-mailed link, staff publish a matching alert, the
 * alert e-mail reaches the visitor once, and its link unsubscribes. A new alert shows to every
 * visitor, so this runs after the storefront specs (playwright.config.ts) and deletes its alerts.
 */

const linkIn = (message: OutboxMessage, page: 'confirm' | 'unsubscribe') => {
  const link = new RegExp(`https?://\\S+/harvest-alerts/${page}\\?token=\\S+`).exec(
    message.text,
  )?.[0]
  if (!link) throw new Error(`No ${page} link in the e-mail:\n${message.text}`)
  return link
}

const currentAlerts = (page: Page) => page.getByTestId('current-harvest-alerts')

/** The demo's live alert: this month's, from the seasonal calendar (issue 22). */
async function demoLiveAlert(page: Page) {
  const live = (await (await page.request.get('/api/harvest-alerts')).json()) as {
    title: string
    productName: string
  }[]
  // Leave out the alert the other test of this file publishes meanwhile.
  const demo = live.filter((alert) => !/^Kent mangos are back \d+$/.test(alert.title))
  expect(demo).toHaveLength(1)
  return demo[0]!
}

test('subscribe, confirm, staff publish a matching alert, and unsubscribe through its e-mail', async ({
  page,
  baseURL,
}) => {
  test.slow() // two e-mails through the job worker, and a staff screen
  const email = `alerts-${Date.now()}@example.com`
  const title = `Kent mangos are back ${Date.now()}`
  const owner = await signedInOwner(baseURL!)
  const demo = await demoLiveAlert(page)

  try {
    // The visitor's sign-up: a product is required.
    await page.goto('/harvest-alerts')
    const form = page.getByRole('form', { name: 'Subscribe to Alerts' })
    await expect(currentAlerts(page).getByText(demo.title)).toBeVisible()
    await form.getByRole('button', { name: 'Subscribe to Alerts' }).click()
    await expect(form.getByText('Please select at least one product')).toBeVisible()
    const products = form.getByRole('group', { name: 'Products' })
    await expect(products.getByRole('checkbox', { name: 'Wildflower Honey' })).toBeVisible()
    // Only the fresh and honey products are offered.
    await expect(products.getByRole('checkbox', { name: /Grafted Mango Tree/ })).toHaveCount(0)
    await products.getByRole('checkbox', { name: 'Kent Mangos' }).check()
    await form.getByLabel('Email address').fill(email)
    await form.getByRole('button', { name: 'Subscribe to Alerts' }).click()
    await expect(toastTitle(page, 'Subscribed to Harvest Alerts!')).toBeVisible()
    await expect(form.getByRole('status')).toContainText(email)

    // Double opt-in: the link from the outbox, then the button on its page.
    const confirmation = await waitForEmail(owner, email, /^Confirm your Harvest Alerts$/)
    expect(confirmation.text).toContain('Kent Mangos')
    await page.goto(linkIn(confirmation, 'confirm'))
    await page.getByRole('button', { name: 'Confirm Harvest Alerts' }).click()
    await expect(page.getByRole('heading', { level: 1, name: "You're Subscribed!" })).toBeVisible()
    await expect(page.getByRole('main').getByRole('status')).toContainText('Kent Mangos')

    // Staff publish a matching alert (Kent Mangos, harvest ready, dated now by default).
    await signInAsOwner(page)
    await page.goto('/harvest-alerts-admin')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Harvest Alerts Admin' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'New Alert' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New Harvest Alert' })
    await expect(dialog.getByRole('combobox', { name: 'Alert type' })).toHaveText('Harvest Ready')
    await expect(dialog.getByRole('switch', { name: 'Visible to customers' })).toBeChecked()
    await dialog.getByRole('button', { name: 'Create Alert' }).click()
    await expect(dialog.getByText('Please choose a product')).toBeVisible()
    await dialog.getByRole('combobox', { name: 'Product' }).click()
    await page.getByRole('option', { name: 'Kent Mangos' }).click()
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Message').fill('The late Kent crop is in. Order this week!')
    await dialog.getByRole('button', { name: 'Create Alert' }).click()
    await expect(toastTitle(page, 'Harvest Alert Created')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    const card = page.getByTestId('harvest-alert-admin-card').filter({ hasText: title })
    await expect(card.getByText('Live', { exact: true })).toBeVisible()

    // Visitors see it, in the server-rendered page too.
    await page.goto('/harvest-alerts')
    await expect(currentAlerts(page).getByRole('heading', { name: title })).toBeVisible()
    expect(await (await page.request.get('/harvest-alerts')).text()).toContain(title)

    // The alert e-mail reached the subscriber, once, with a link that unsubscribes.
    const alertMail = await waitForEmail(owner, email, new RegExp(`^Harvest Alert: ${title}$`))
    expect(alertMail.text).toContain('The late Kent crop is in. Order this week!')
    await page.goto(linkIn(alertMail, 'unsubscribe'))
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { level: 1, name: "You're Unsubscribed" })).toBeVisible()

    // Switching it off and on again from the card sends nothing more; off hides it from visitors.
    await page.goto('/harvest-alerts-admin')
    const visible = card.getByRole('switch', { name: `Visible to customers: ${title}` })
    await visible.click()
    await expect(toastTitle(page, 'Alert Status Updated')).toBeVisible()
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible()
    await page.goto('/harvest-alerts')
    await expect(currentAlerts(page).getByText(demo.title)).toBeVisible()
    await expect(currentAlerts(page).getByRole('heading', { name: title })).toHaveCount(0)
    await page.goto('/harvest-alerts-admin')
    await visible.click()
    await expect(card.getByText('Live', { exact: true })).toBeVisible()
    const outbox = (await (await owner.get('/api/admin/outbox')).json()) as OutboxMessage[]
    expect(
      outbox.filter((message) => message.to === email && message.subject.includes(title)),
    ).toHaveLength(1)

    // Deleting asks first.
    await card.getByRole('button', { name: `Delete ${title}` }).click()
    const question = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this harvest alert?',
    })
    await question.getByRole('button', { name: 'Delete' }).click()
    await expect(toastTitle(page, 'Harvest Alert Deleted')).toBeVisible()
    await expect(card).toHaveCount(0)
  } finally {
    const list = (await (await owner.get('/api/admin/harvest-alerts')).json()) as {
      id: number
      title: string
    }[]
    for (const alert of list.filter((each) => each.title === title)) {
      expect((await owner.delete(`/api/admin/harvest-alerts/${alert.id}`)).status()).toBe(204)
    }
    await owner.dispose()
  }
})

for (const width of [390, 1280]) {
  test(`harvest alerts and their manager read well at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    const demo = await demoLiveAlert(page)
    await page.goto('/harvest-alerts')
    await expect(currentAlerts(page).getByText(demo.title)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Alert Types' })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)

    await signInAsOwner(page)
    await page.goto('/harvest-alerts-admin')
    await expect(page.getByRole('heading', { name: demo.title })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)
    await page.getByRole('button', { name: `Edit ${demo.title}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Harvest Alert' })
    await expect(dialog.getByLabel('Title')).toHaveValue(demo.title)
    await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveText(demo.productName)
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)
  })
}
