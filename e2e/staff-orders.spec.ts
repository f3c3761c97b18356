import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { ownerCredentials } from './support/staff'

/*
 * Staff dashboard, Orders (spec 3 §2, §8): a customer's paid order shows up under 'Confirmed';
 * staff move it to Processing. Wildflower Honey has no stock count, so other specs see no change.
 */

const toastTitle = (page: Page, title: string) =>
  page.locator('[data-slot="toast-title"]', { hasText: title })
const filter = (page: Page, label: string) =>
  page
    .getByRole('group', { name: 'Filter orders by status' })
    .getByRole('button', { name: new RegExp(`^${label}`) })

test.describe('Staff dashboard: orders', () => {
  test('a paid order moves from Confirmed to Processing', async ({ page, browser, baseURL }) => {
    test.slow()
    // ---- a customer places and pays an order through the API
    const customer = await browser.newContext({ baseURL })
    const products = (await (await customer.request.get('/api/products')).json()) as {
      id: number
      name: string
    }[]
    const honey = products.find((product) => product.name === 'Wildflower Honey')!
    const added = await customer.request.post('/api/cart', {
      data: { productId: honey.id, quantity: 1 },
    })
    expect(added.status(), await added.text()).toBe(200)
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
    const customerName = `Rosa Orchard ${stamp}`
    const placed = await customer.request.post('/api/orders', {
      data: {
        customerName,
        customerEmail: `rosa-${stamp}@example.com`,
        customerPhone: '(772) 555-0142',
        shippingAddress: { street: '7 Grove Lane', city: 'Stuart', state: 'FL', zipCode: '34994' },
        shippingMethod: 'farm_pickup',
        idempotencyKey: `staff-orders-${stamp}`,
      },
    })
    expect(placed.status(), await placed.text()).toBe(201)
    const { id } = (await placed.json()) as { id: number }
    const paid = await customer.request.post('/api/payments/test-mode/confirm', {
      data: { orderId: id, cardNumber: '4242424242424242' },
    })
    expect(paid.status(), await paid.text()).toBe(200)
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

    await row.getByRole('button', { name: `Move to Processing, order #${id}` }).click()
    await expect(toastTitle(page, 'Order status updated successfully')).toBeVisible()
    await expect(row).toHaveCount(0)

    await filter(page, 'Processing').click()
    await expect(row.getByTestId('order-status')).toHaveText(/Processing/)
    await expect(row.getByRole('button', { name: `Move to Shipped, order #${id}` })).toBeVisible()

    // ---- a status with no orders
    const shipped = await page.request.get('/api/admin/orders?status=shipped')
    expect(await shipped.json()).toEqual([])
    await filter(page, 'Shipped').click()
    await expect(page.getByText('No orders found for selected status')).toBeVisible()
    await expect(page.getByTestId('staff-order')).toHaveCount(0)

    await page.setViewportSize({ width: 390, height: 844 })
    await filter(page, 'All').click()
    await expect(page.getByTestId('staff-order').first()).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
