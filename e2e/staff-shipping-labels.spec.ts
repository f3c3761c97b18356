import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { placeHoneyOrder } from './support/orders'
import { ownerCredentials, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * Shipping labels manager (spec 3 §2, §5, §7, §8; decision 0031): a customer's paid order is ready
 * for shipping; staff open the manager from the dashboard, create a label in the dialog (the
 * services follow the carrier), find it by tracking number, download its PDF (a real 4x6 inch PDF
 * whose text is read here), and the order is shipped. Runs with the specs that change the shop:
 * the staff orders spec expects no shipped order.
 */

/** Picks an option of a labelled Radix select inside the dialog. */
async function choose(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('dialog').getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option }).click()
}

test.describe('Staff: shipping labels', () => {
  test('create a label for a paid order, download its PDF, the order is shipped', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow()
    // ---- a customer places and pays an order to ship (paid orders are confirmed at once)
    const customer = await browser.newContext({ baseURL })
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
    const customerName = `Lena Labelton ${stamp}`
    const id = await placeHoneyOrder(customer.request, {
      customerName,
      customerEmail: `lena-${stamp}@example.com`,
      customerPhone: '(772) 555-0199',
      shippingAddress: {
        street: '77 Sea Grape Court',
        city: 'Stuart',
        state: 'FL',
        zipCode: '34994',
      },
      shippingMethod: 'standard_shipping',
      idempotencyKey: `shipping-labels-${stamp}`,
      quantity: 2,
    })
    await customer.close()

    // ---- staff reach the manager from the dashboard's Orders tab
    const login = await page.request.post('/api/staff/login', { data: ownerCredentials })
    expect(login.status(), await login.text()).toBe(200)
    await page.goto('/staff-dashboard')
    await page.getByRole('link', { name: 'Shipping Labels' }).click()
    await expect(page).toHaveURL(/\/admin\/shipping-labels$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping Labels' })).toBeVisible()
    await expect(page.getByTestId('ready-for-shipping')).toContainText(
      /\d+ orders? ready for shipping/,
    )
    const readyBefore = Number(
      /(\d+) orders?/.exec((await page.getByTestId('ready-for-shipping').textContent()) ?? '')![1],
    )
    expect(readyBefore).toBeGreaterThanOrEqual(1)
    await expectNoAxeViolations(page)

    // ---- the dialog refuses an empty form in the spec's words
    await page.getByRole('button', { name: 'Create Label' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Create Shipping Label' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('offline label')
    await dialog.getByRole('button', { name: 'Create Label' }).click()
    await expect(toastTitle(page, 'Missing information')).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveText(
      'Please select an order, carrier, and service',
    )

    // ---- the order chooses the service it paid for (Standard Shipping: Priority Mail) ...
    await choose(page, 'Order', new RegExp(`^#${id} · ${customerName}`))
    await expect(dialog.getByRole('combobox', { name: 'Carrier' })).toHaveText('USPS')
    await expect(dialog.getByRole('combobox', { name: 'Service' })).toHaveText(
      'Priority Mail (PRIORITY)',
    )
    // ---- ... and the services follow the carrier
    await choose(page, 'Carrier', 'FedEx')
    await dialog.getByRole('combobox', { name: 'Service' }).click()
    await expect(page.getByRole('option')).toHaveText([
      'FedEx Ground (FEDEX_GROUND)',
      'FedEx Express Saver (FEDEX_EXPRESS_SAVER)',
      'FedEx 2Day (FEDEX_2_DAY)',
      'FedEx Standard Overnight (STANDARD_OVERNIGHT)',
    ])
    await page.getByRole('option', { name: 'FedEx 2Day (FEDEX_2_DAY)' }).click()
    await choose(page, 'Carrier', 'USPS')
    // FedEx 2Day is not a USPS service: the choice is cleared.
    await expect(dialog.getByRole('combobox', { name: 'Service' })).toHaveText('Select a service')
    await dialog.getByRole('combobox', { name: 'Service' }).click()
    await expect(page.getByRole('option')).toHaveText([
      'Priority Mail (PRIORITY)',
      'Priority Mail Express (EXPRESS)',
      'Ground Advantage (GROUND)',
    ])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('option')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, 1280)

    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, 390)
    await choose(page, 'Service', 'Priority Mail (PRIORITY)')
    await dialog.getByRole('button', { name: 'Create Label' }).click()
    await expect(toastTitle(page, 'Shipping label created successfully')).toBeVisible()
    await expect(dialog).toHaveCount(0)

    // ---- the new label's card
    const card = page.getByRole('article').filter({ hasText: customerName })
    await expect(card.getByRole('heading', { name: `Order #${id}` })).toBeVisible()
    await expect(card.getByTestId('label-status')).toHaveText('Created')
    await expect(card).toContainText('Offline label')
    await expect(card).toContainText('USPS Priority Mail')
    const tracking = (await card.getByTestId('tracking-number').textContent())!
    expect(tracking).toMatch(/^OFFLINE-USPS-\d{12}$/)
    // The banner follows: the order left the orders ready for shipping.
    const ready = (await (
      await page.request.get('/api/admin/shipping-labels/eligible-orders')
    ).json()) as { orders: { id: number }[] }
    expect(ready.orders.map((order) => order.id)).not.toContain(id)
    const count = ready.orders.length
    await expect(page.getByTestId('ready-for-shipping')).toContainText(
      `${count} ${count === 1 ? 'order' : 'orders'} ready for shipping`,
    )
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, 390)

    // ---- search by tracking number, and by carrier in any case
    await page.setViewportSize({ width: 1280, height: 800 })
    const search = page.getByRole('searchbox', { name: 'Search labels' })
    await search.fill(tracking.slice(-8).toLowerCase())
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(card).toBeVisible()
    await search.fill('FEDEX')
    await expect(card).toHaveCount(0)
    await search.fill('uSpS')
    await expect(card).toBeVisible()
    await search.fill('')

    // ---- the PDF downloads, named by the tracking number, and reads as the label
    const downloading = page.waitForEvent('download')
    await card.getByRole('button', { name: `Download label ${tracking}` }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`${tracking}.pdf`)
    await expect(toastTitle(page, 'Label downloaded successfully')).toBeVisible()
    const bytes = new Uint8Array(await readFile((await download.path())!))
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    const pdf = await getDocumentProxy(bytes)
    expect(pdf.numPages).toBe(1)
    expect((await pdf.getPage(1)).view).toEqual([0, 0, 288, 432])
    const { text } = await extractText(pdf, { mergePages: true })
    for (const expected of [
      'OFFLINE LABEL – not a carrier label',
      'Groveside Farm',
      customerName,
      '77 Sea Grape Court',
      'Stuart, FL 34994',
      'USPS',
      'Priority Mail',
      `Order #${id}`,
      'Weight: 3 lb 8 oz',
      tracking,
    ])
      expect(text).toContain(expected)

    // ---- the order is now shipped on the dashboard
    await page.goto('/staff-dashboard')
    await page
      .getByRole('group', { name: 'Filter orders by status' })
      .getByRole('button', { name: /^Shipped/ })
      .click()
    const row = page.getByTestId('staff-order').filter({ hasText: customerName })
    await expect(row.getByTestId('order-status')).toHaveText(/Shipped/)
  })

  test('the dashboard ships an order with its tracking number, or opens its label on the paid service', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow()
    // ---- a customer pays two orders by Refrigerated Shipping (honey travels cold too)
    const customer = await browser.newContext({ baseURL })
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
    const place = (name: string, suffix: string) =>
      placeHoneyOrder(customer.request, {
        customerName: name,
        customerEmail: `cold-${stamp}@example.com`,
        shippingAddress: {
          street: '905 Lake Ivanhoe Boulevard',
          city: 'Orlando',
          state: 'FL',
          zipCode: '32804',
        },
        shippingMethod: 'refrigerated_shipping',
        idempotencyKey: `ship-dialog-${stamp}-${suffix}`,
      })
    const typedName = `Tomas Tracking ${stamp}`
    const typed = await place(typedName, 'typed')
    const labelledName = `Lucia Labelled ${stamp}`
    const labelled = await place(labelledName, 'label')
    await customer.close()

    const login = await page.request.post('/api/staff/login', { data: ownerCredentials })
    expect(login.status(), await login.text()).toBe(200)
    for (const id of [typed, labelled]) {
      const moved = await page.request.patch(`/api/admin/orders/${id}`, {
        data: { status: 'processing' },
      })
      expect(moved.status(), await moved.text()).toBe(200)
    }
    await page.goto('/staff-dashboard')
    const filter = (label: string) =>
      page
        .getByRole('group', { name: 'Filter orders by status' })
        .getByRole('button', { name: new RegExp(`^${label}`) })
    await filter('Processing').click()

    // ---- shipped without a label: the carrier and the tracking number are asked for
    const typedRow = page.getByTestId('staff-order').filter({ hasText: typedName })
    await typedRow.getByRole('button', { name: `Move to Shipped, order #${typed}` }).click()
    const ship = page.getByRole('dialog', { name: `Ship order #${typed}` })
    await expect(ship).toContainText('Paid for: Refrigerated Shipping (overnight or 2-day).')
    await expect(ship.getByRole('combobox', { name: 'Carrier' })).toHaveText('FedEx')
    await ship.getByRole('button', { name: 'Mark Shipped' }).click()
    await expect(ship.getByText('Tracking number is required')).toBeVisible()
    await expectNoAxeViolations(page)
    await ship.getByLabel('Tracking number').fill('7712 3456 7890')
    await ship.getByRole('button', { name: 'Mark Shipped' }).click()
    await expect(toastTitle(page, 'Order status updated successfully')).toBeVisible()
    await expect(ship).toHaveCount(0)
    await filter('Shipped').click()
    await expect(typedRow.getByTestId('order-status')).toHaveText(/Shipped/)
    await typedRow.getByRole('button', { name: `Details of order #${typed}` }).click()
    const details = page.getByRole('dialog', { name: `Order #${typed}` })
    await expect(details.getByTestId('order-tracking')).toHaveText('Tracking: FedEx 771234567890')
    await expect(details.getByRole('link', { name: '771234567890' })).toHaveAttribute(
      'href',
      'https://www.fedex.com/fedextrack/?trknbr=771234567890',
    )
    await details.getByRole('button', { name: 'Close' }).click()
    const mail = await waitForEmail(page.request, `cold-${stamp}@example.com`, /has shipped$/)
    expect(mail.text).toContain('Track it: https://www.fedex.com/fedextrack/?trknbr=771234567890')

    // ---- or its label: the manager opens on the order with the service it paid for
    await page.setViewportSize({ width: 390, height: 844 })
    await filter('Processing').click()
    const labelledRow = page.getByTestId('staff-order').filter({ hasText: labelledName })
    await labelledRow.getByRole('button', { name: `Move to Shipped, order #${labelled}` }).click()
    const shipLabelled = page.getByRole('dialog', { name: `Ship order #${labelled}` })
    await expect(shipLabelled.getByRole('link', { name: 'Create its label' })).toBeVisible()
    await expectNoAxeViolations(page)
    await shipLabelled.getByRole('link', { name: 'Create its label' }).click()
    await expect(page).toHaveURL(/\/admin\/shipping-labels/)
    const create = page.getByRole('dialog', { name: 'Create Shipping Label' })
    await expect(create.getByRole('combobox', { name: 'Order' })).toHaveText(
      new RegExp(`^#${labelled} · ${labelledName}`),
    )
    await expect(create.getByRole('combobox', { name: 'Carrier' })).toHaveText('FedEx')
    await expect(create.getByRole('combobox', { name: 'Service' })).toHaveText(
      'FedEx Standard Overnight (STANDARD_OVERNIGHT)',
    )
    await expect(create).toContainText('Paid for: Refrigerated Shipping (overnight or 2-day)')
    // Only services as fast as what was paid for.
    await create.getByRole('combobox', { name: 'Service' }).click()
    await expect(page.getByRole('option')).toHaveText([
      'FedEx 2Day (FEDEX_2_DAY)',
      'FedEx Standard Overnight (STANDARD_OVERNIGHT)',
    ])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('listbox')).toBeHidden()
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, 390)
    await create.getByRole('button', { name: 'Create Label' }).click()
    await expect(toastTitle(page, 'Shipping label created successfully')).toBeVisible()
    const card = page.getByRole('article').filter({ hasText: labelledName })
    await expect(card).toContainText('FedEx Standard Overnight')
    await expect(page).toHaveURL(/\/admin\/shipping-labels$/)
  })
})
