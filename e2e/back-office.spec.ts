import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { placeHoneyOrder } from './support/orders'
import { signInAsOwner, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * The back office (issue 25): every staff screen in its own frame (a sidebar grouped by the
 * farm's jobs, a drawer on a phone, no storefront header or footer), a command palette, and the
 * Orders list searched, filtered, sorted and paged by the server with its filters in the address,
 * bulk packing slips, pick list and "ready for pickup" (the customer e-mailed).
 */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Back office' })

test.describe('The back office', () => {
  test('orders: find by customer name, filter, print slips and a pick list, mark ready', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow()
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
    const customer = await browser.newContext({ baseURL })
    const customerName = `Marisol Grove ${stamp}`
    const customerEmail = `marisol-${stamp}@example.com`
    const first = await placeHoneyOrder(customer.request, {
      customerName,
      customerEmail,
      idempotencyKey: `back-office-${stamp}-1`,
      quantity: 2,
    })
    const second = await placeHoneyOrder(customer.request, {
      customerName,
      customerEmail,
      idempotencyKey: `back-office-${stamp}-2`,
      quantity: 3,
    })
    await customer.close()

    await signInAsOwner(page)
    await page.goto('/admin/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
    // The back office's own frame: its sidebar, not the storefront's header and footer.
    await expect(sidebar(page).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('button', { name: 'Admin' })).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)

    // ---- search by the customer's name: the server answers, the address keeps it
    await page.getByLabel('Search orders').fill(`marisol grove ${stamp}`)
    await expect(page).toHaveURL(/[?&]q=marisol/)
    const rows = page.getByTestId('order-list-row')
    await expect(rows).toHaveCount(2)
    await expect(rows.first()).toContainText(customerName)
    await expect(page.getByText('1–2 of 2 orders')).toBeVisible()

    // ---- a filter joins the search; a reload keeps both
    await page.getByLabel('Fulfilment').click()
    await page.getByRole('option', { name: 'Farm pickup' }).click()
    await expect(page).toHaveURL(/fulfilment=pickup/)
    await page.reload()
    await expect(page.getByLabel('Search orders')).toHaveValue(`marisol grove ${stamp}`)
    await expect(rows).toHaveCount(2)

    // ---- sort by total, smallest first
    await page.getByRole('button', { name: 'Total' }).click()
    await expect(page).toHaveURL(/sort=total/)
    await page.getByRole('button', { name: 'Total' }).click()
    await expect(page).toHaveURL(/dir=asc/)
    await expect(rows.first()).toContainText(`#${first}`)
    await expectNoAxeViolations(page)

    // ---- tick both: packing slips and pick list for them, then ready for pickup
    await page.getByRole('checkbox', { name: 'Select every order on this page' }).click()
    const bulk = page.getByRole('region', { name: 'Bulk actions' })
    await expect(bulk).toContainText('2 orders selected')
    for (const name of ['Packing slips', 'Pick list']) {
      const href = await bulk.getByRole('link', { name }).getAttribute('href')
      expect(href).toMatch(new RegExp(`ids=(${first},${second}|${second},${first})$`))
      const file = await page.request.get(href!)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe('application/pdf')
    }
    await bulk.getByRole('button', { name: 'Ready for pickup' }).click()
    await expect(toastTitle(page, '2 orders marked ready for pickup')).toBeVisible()
    await expect(rows.first().getByTestId('order-status')).toHaveText(/Ready for pickup/)
    const mail = await waitForEmail(page.request, customerEmail, /is ready for pickup/)
    expect(mail.text).toContain('packed and waiting for you at the farm stand')

    // ---- the CSV export carries the list's filters
    const csvHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
    expect(csvHref).toContain('fulfilment=pickup')
    const csv = await page.request.get(csvHref!)
    expect(await csv.text()).toContain(customerName)

    // ---- the command palette finds the order by number
    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: 'Search the back office' })
    await palette.getByRole('combobox').fill(String(second))
    await palette.getByRole('option', { name: new RegExp(`Order #${second}`) }).click()
    await expect(page).toHaveURL(new RegExp(`q=%23${second}`))
    await expect(rows).toHaveCount(1)
  })

  test('on a phone the sidebar is a drawer, and the palette finds a screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAsOwner(page)
    await page.goto('/admin/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
    await expect(sidebar(page)).toBeHidden()
    await page.getByRole('button', { name: 'Open the back office menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Back office menu' })
    await drawer.getByRole('link', { name: 'Bookings', exact: true }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/\/admin\/bookings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
    await expectNoSideScroll(page, 390)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Search' }).click()
    const palette = page.getByRole('dialog', { name: 'Search the back office' })
    await palette.getByRole('combobox').fill('plants')
    await palette.getByRole('option', { name: 'Plants' }).click()
    await expect(page).toHaveURL(/\/plant-inventory-admin$/)

    // ...and a product by name, its form open.
    await page.keyboard.press('Control+k')
    await palette.getByRole('combobox').fill('wildflower')
    await palette.getByRole('option', { name: 'Wildflower Honey' }).click()
    const form = page.getByRole('dialog', { name: 'Edit Product' })
    await expect(form).toBeVisible()
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Wildflower Honey')
    await expect(page).toHaveURL(/\/product-admin$/)
    await form.getByRole('button', { name: 'Close' }).click()

    // Sign out leaves the back office for the shop.
    await page.getByRole('button', { name: 'Open the back office menu' }).click()
    await page
      .getByRole('dialog', { name: 'Back office menu' })
      .getByRole('button', { name: 'Sign out' })
      .click()
    await expect(page).toHaveURL(/\/$/)
    expect((await page.request.get('/api/staff/me')).status()).toBe(401)
  })

  test("Today's numbers link to their lists, already filtered", async ({ page }) => {
    await signInAsOwner(page)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
    await expect(sidebar(page).getByRole('link', { name: 'Today' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    for (const section of ['Orders', 'Visitors', 'Waiting for you', 'Low stock'])
      await expect(page.getByRole('region', { name: section })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: /^To pack/ }).click()
    await expect(page).toHaveURL(/\/admin\/orders\?status=to_pack$/)
    await expect(page.getByLabel('Status')).toHaveText('To pack')
    // Other tests add orders meanwhile: the list holds only orders still to pack.
    for (const status of await page.getByTestId('order-status').allTextContents())
      expect(status).toMatch(/Confirmed|Processing/)
  })

  test('customers: find by name, read the page, add a note, erase as the owner', async ({
    page,
    browser,
    baseURL,
  }) => {
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
    const customerName = `Teodora Vance ${stamp}`
    const customer = await browser.newContext({ baseURL })
    const orderId = await placeHoneyOrder(customer.request, {
      customerName,
      customerEmail: `teodora-${stamp}@example.com`,
      idempotencyKey: `back-office-customer-${stamp}`,
    })
    await customer.close()

    await signInAsOwner(page)
    await page.goto('/admin/customers')
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
    await page.getByLabel('Search customers').fill(`teodora vance ${stamp}`)
    const rows = page.getByTestId('customer-row')
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText('$14.00')
    await expectNoAxeViolations(page)
    await rows.getByRole('link', { name: customerName }).click()

    await expect(page.getByRole('heading', { level: 1, name: customerName })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Orders' })).toContainText(`Order #${orderId}`)
    await page.getByLabel('New note').fill('Collects on Saturdays with her own box.')
    await page.getByRole('button', { name: 'Add note' }).click()
    await expect(page.getByRole('region', { name: 'Notes' })).toContainText(
      'Collects on Saturdays with her own box.',
    )
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Erase customer' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Erase customer' }).click()
    await expect(page).toHaveURL(/\/admin\/customers$/)
    await page.getByLabel('Search customers').fill(`teodora vance ${stamp}`)
    await expect(page.getByText('No customers match this search')).toBeVisible()
  })
})
