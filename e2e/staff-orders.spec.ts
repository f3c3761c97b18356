import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { toastTitle } from './support/toasts'
import { ownerCredentials, waitForEmail } from './support/staff'
import { placeHoneyOrder, testCard } from './support/orders'

/*
 * Staff dashboard, Orders (spec 3 §2, §8): a customer's paid order shows up under 'Confirmed';
 * staff open it, read the cancel dialog's money text, move it to Processing and, a Farm Pickup
 * order, to Ready for pickup (never Shipped; the customer is told where and when to collect it).
 * A declined checkout shows only under 'Unpaid or failed'. Wildflower Honey has no stock count,
 * so other specs see no change.
 */

const filter = (page: Page, label: string) =>
  page
    .getByRole('group', { name: 'Filter orders by status' })
    .getByRole('button', { name: new RegExp(`^${label}`) })

test.describe('Staff dashboard: orders', () => {
  test('a paid order moves from Confirmed to Processing', async ({ page, browser, baseURL }) => {
    test.slow()
    // ---- a customer places and pays an order through the API
    const customer = await browser.newContext({ baseURL })
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
    const customerName = `Rosa Orchard ${stamp}`
    const placeOrder = (cardNumber: string, name: string) =>
      placeHoneyOrder(customer.request, {
        customerName: name,
        customerEmail: `rosa-${stamp}@example.com`,
        specialInstructions: 'Call when ready, we use the side gate',
        idempotencyKey: `staff-orders-${stamp}-${cardNumber.slice(-4)}`,
        cardNumber,
      })
    const id = await placeOrder(testCard.paid, customerName)
    const declinedName = `Declined Buyer ${stamp}`
    const declinedId = await placeOrder(testCard.declined, declinedName)
    await customer.close()

    // ---- staff find it under Confirmed and move it on
    const login = await page.request.post('/api/staff/login', { data: ownerCredentials })
    expect(login.status(), await login.text()).toBe(200)
    await page.goto('/staff-dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible()
    await expect(page.getByTestId('summary-total-orders')).toHaveText(/^\d+$/)
    await expect(
      page
        .getByRole('region', { name: 'Quick Actions' })
        .getByRole('link', { name: /Moderate Comments/ }),
    ).toBeVisible()

    await filter(page, 'Confirmed').click()
    await expect(filter(page, 'Confirmed')).toHaveAttribute('aria-pressed', 'true')
    const row = page.getByTestId('staff-order').filter({ hasText: customerName })
    await expect(row).toBeVisible()
    await expect(row.getByRole('heading', { name: `Order #${id}` })).toBeVisible()
    await expect(row.getByTestId('order-status')).toHaveText(/Confirmed/)
    await expect(row.getByTestId('payment-status')).toHaveText('Paid')
    await expect(row.getByTestId('order-fulfilment')).toContainText('Farm Pickup')
    await expect(row.getByTestId('order-total')).toHaveText('$14.00')
    await expect(row).toContainText('1 × Wildflower Honey')
    await expect(row.getByRole('link', { name: `rosa-${stamp}@example.com` })).toBeVisible()
    await expectNoAxeViolations(page)

    // ---- the order opens to what is needed to pack it
    await row.getByRole('button', { name: `Details of order #${id}` }).click()
    const details = page.getByRole('dialog', { name: `Order #${id}` })
    await expect(details.getByTestId('order-instructions')).toHaveText(
      'Call when ready, we use the side gate',
    )
    await expect(details).toContainText('Collected at the farm')
    await expect(details.getByRole('link', { name: '(772) 555-0142' })).toBeVisible()
    await expect(details.getByTestId('order-details-payment')).toHaveText('Paid')
    await expect(details).toContainText('$14.00 · Card (test mode)')
    await expect(details.getByTestId('order-history')).toContainText('Order placed')
    await expect(details.getByTestId('order-history')).toContainText('Payment received')
    await expectNoAxeViolations(page)

    // ---- the cancel dialog says what happens to the money; staff keep the order
    await details.getByRole('button', { name: `Cancel order #${id}` }).click()
    const cancel = page.getByRole('dialog', { name: `Cancel order #${id}?` })
    await expect(cancel.getByTestId('cancel-money-text')).toContainText(
      'The $14.00 test-mode payment is refunded (test mode: no real money moves) when you cancel.',
    )
    await cancel.getByRole('button', { name: 'Keep Order' }).click()
    await expect(cancel).toHaveCount(0)

    await details.getByRole('button', { name: `Move to Processing, order #${id}` }).click()
    await expect(toastTitle(page, 'Order status updated successfully')).toBeVisible()
    await expect(details.getByTestId('order-history')).toContainText('Confirmed → Processing')
    await expect(details.getByTestId('order-history')).toContainText(ownerCredentials.email)
    await details.getByRole('button', { name: 'Close' }).click()
    await expect(details).toHaveCount(0)
    // Its Details button left with the order: the focus goes to the list's heading.
    await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeFocused()
    await expect(row).toHaveCount(0)

    await filter(page, 'Processing').click()
    await expect(row.getByTestId('order-status')).toHaveText(/Processing/)
    // A Farm Pickup order is never shipped: it waits at the stand.
    await expect(row.getByRole('button', { name: /^Move to Shipped/ })).toHaveCount(0)
    await row.getByRole('button', { name: `Move to Ready for pickup, order #${id}` }).click()
    await expect(toastTitle(page, 'Order status updated successfully')).toBeVisible()
    await filter(page, 'Ready for pickup').click()
    await expect(row.getByTestId('order-status')).toHaveText(/Ready for pickup/)
    await expect(row.getByRole('button', { name: `Move to Delivered, order #${id}` })).toBeVisible()
    const ready = await waitForEmail(
      page.request,
      `rosa-${stamp}@example.com`,
      /is ready for pickup$/,
    )
    expect(ready.text).toContain('Pick up at: Groveside Farm, 2180 Seagrape Grove Road')
    expect(ready.text).toContain('Opening hours: ')
    const receipt = await waitForEmail(
      page.request,
      `rosa-${stamp}@example.com`,
      new RegExp(`^Your Groveside order #${id}$`),
    )
    expect(receipt.text).toContain('Farm Pickup: $0.00')
    expect(receipt.text).not.toContain('Ship to')

    // ---- a declined checkout is not an order to ship: only under 'Unpaid or failed'
    const declinedRow = page.getByTestId('staff-order').filter({ hasText: declinedName })
    await filter(page, 'All').click()
    await expect(page.getByTestId('staff-order').first()).toBeVisible()
    await expect(declinedRow).toHaveCount(0)
    await filter(page, 'Unpaid or failed').click()
    await expect(declinedRow.getByRole('heading', { name: `Order #${declinedId}` })).toBeVisible()
    await expect(declinedRow.getByTestId('payment-status')).toHaveText('Payment failed')

    // ---- a status with no orders
    const shipped = await page.request.get('/api/admin/orders/search?status=shipped')
    expect(await shipped.json()).toMatchObject({ orders: [], total: 0 })
    await filter(page, 'Shipped').click()
    await expect(page.getByText('No orders found for selected status')).toBeVisible()
    await expect(page.getByTestId('staff-order')).toHaveCount(0)

    await page.setViewportSize({ width: 390, height: 844 })
    await filter(page, 'All').click()
    await expect(page.getByTestId('staff-order').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page
      .getByTestId('staff-order')
      .first()
      .getByRole('button', { name: /^Details of order/ })
      .click()
    await expect(page.getByTestId('order-history')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
