import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/*
 * One shipping truth and fresh fruit that ships only cold or local (decision 0016), against the
 * real server. Only quotes and an unpaid-then-paid pickup of untracked products: no stock moves.
 */

const method = (page: Page, name: string) =>
  page.getByRole('radio', { name: new RegExp(`^${name}`) })

async function addToCart(request: APIRequestContext, items: Record<string, number>) {
  const products = (await (await request.get('/api/products')).json()) as {
    id: number
    name: string
  }[]
  for (const [name, quantity] of Object.entries(items)) {
    const product = products.find((candidate) => candidate.name === name)
    expect(product, name).toBeDefined()
    const response = await request.post('/api/cart', { data: { productId: product!.id, quantity } })
    expect(response.status(), await response.text()).toBe(200)
  }
}

test('a mango cart sees Standard and Express Shipping disabled, with the reason', async ({
  page,
}) => {
  await addToCart(page.request, { 'Haden Mangos': 2 })
  await page.goto('/checkout')
  const reason = 'Not available for fresh fruit: Haden Mangos'
  for (const name of ['Standard Shipping', 'Express Shipping']) {
    await expect(method(page, name)).toBeDisabled()
    await expect(method(page, name)).toHaveAccessibleDescription(new RegExp(reason))
  }
  await expect(page.getByTestId('shipping-method-blocked').first()).toHaveText(reason)
  for (const name of ['Farm Pickup', 'Local Delivery', 'Refrigerated Shipping']) {
    await expect(method(page, name)).toBeEnabled()
  }
  await method(page, 'Refrigerated Shipping').check()
  await expect(page.getByTestId('summary-shipping')).toHaveText('$35.00')
})

test('Farm Pickup asks for no address, and pays with name, e-mail and phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await addToCart(page.request, { 'Wildflower Honey': 1 })
  await page.goto('/checkout')
  await expect(page.getByLabel('Street Address')).toBeVisible()
  await method(page, 'Farm Pickup').check()
  await expect(page.getByLabel('Street Address')).toHaveCount(0)
  await expect(page.getByLabel('ZIP Code', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: 'Farm Pickup' })).toBeVisible()

  await page.getByLabel('Full Name').fill('Pia Pickup')
  await page.getByLabel('Email', { exact: true }).fill(`pia-${Date.now()}@example.com`)
  await page.getByLabel('Phone', { exact: true }).fill('772-555-0123')
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)').fill('12/30')
  await page.getByLabel('CVC', { exact: true }).fill('123')
  await page.getByRole('button', { name: 'Complete Order - $14.00' }).click()
  await expect(page).toHaveURL(/\/order-confirmation\?order=\d+$/)
  await expect(page.getByTestId('order-address')).toContainText('Farm pickup at the farm stand')
})

test('the shipping page and the products page promise what checkout charges', async ({ page }) => {
  await page.goto('/shipping')
  const standard = page.getByTestId('shipping-method').filter({ hasText: 'Standard Shipping' })
  const price = (await standard.locator('h3 + p').textContent()) ?? ''
  const [, threshold, cost] = /^Free on orders over \$(\d+), otherwise \$(\d+)$/.exec(price) ?? []
  expect(threshold, price).toBeDefined()
  await expect(page.getByTestId('free-shipping-promise')).toHaveText(
    `Free Standard Shipping on orders over $${threshold}.`,
  )

  await page.goto('/products')
  await expect(page.getByTestId('free-shipping-line')).toHaveText(
    `Free Standard Shipping on orders over $${threshold}`,
  )

  // Wildflower Honey is $14: one jar is under the threshold, enough jars go over it.
  const overJars = Math.floor(Number(threshold) / 14) + 1
  for (const [jars, charged] of [
    [1, `$${cost}.00`],
    [overJars, 'Free'],
  ] as const) {
    await page.request.delete('/api/cart')
    await addToCart(page.request, { 'Wildflower Honey': jars })
    await page.goto('/checkout')
    await method(page, 'Standard Shipping').check()
    await expect(page.getByTestId('summary-shipping'), `${jars} jars`).toHaveText(charged)
  }
})
