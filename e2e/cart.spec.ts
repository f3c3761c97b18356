import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'

const card = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ hasText: name })
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / })
const toast = (page: Page, title: string) => page.getByText(title, { exact: true })

async function addFromList(page: Page, name: string, countAfter: string) {
  await card(page, name).getByRole('button', { name: 'Add to Cart' }).click()
  await expect(toast(page, 'Added to Cart')).toBeVisible()
  await expect(cartButton(page)).toHaveAccessibleName(countAfter)
}

async function openDrawer(page: Page) {
  await cartButton(page).click()
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' })
  await expect(drawer).toBeVisible()
  return drawer
}

test.describe('Cart', () => {
  test('adds products from the list, changes quantities, removes, survives a reload and clears', async ({
    page,
  }) => {
    test.slow() // one long flow: eleven round trips and a reload
    await page.goto('/products')
    await expect(page.getByText('12 products found')).toBeVisible()
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items')

    await addFromList(page, 'Haden Mangos', 'Cart, 1 item')
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await addFromList(page, 'Wildflower Honey', 'Cart, 2 items')
    await addFromList(page, 'Fresh Blackberries', 'Cart, 3 items')
    await addFromList(page, 'Haden Mangos', 'Cart, 4 items') // same product: one more on its line
    await expect(page.getByTestId('cart-count')).toHaveText('4')

    let drawer = await openDrawer(page)
    const lines = drawer.getByTestId('cart-line')
    await expect(lines).toHaveCount(3)
    const haden = lines.filter({ hasText: 'Haden Mangos' })
    await expect(haden.getByText('$4.50 / lb')).toBeVisible()
    await expect(haden.getByTestId('cart-line-quantity')).toHaveText('2')
    await expect(haden.getByTestId('cart-line-total')).toHaveText(/\$9\.00/)
    // 2 × 4.50 + 14.00 + 6.00
    await expect(drawer.getByTestId('cart-subtotal')).toHaveText('$29.00')
    await expect(drawer.getByText('Calculated at checkout')).toBeVisible()
    await expect(drawer.getByTestId('cart-total')).toHaveText('$29.00')

    await drawer.getByRole('button', { name: 'Increase quantity of Haden Mangos' }).click()
    await expect(haden.getByTestId('cart-line-quantity')).toHaveText('3')
    await expect(haden.getByTestId('cart-line-total')).toHaveText(/\$13\.50/)
    await expect(drawer.getByTestId('cart-total')).toHaveText('$33.50')
    await drawer.getByRole('button', { name: 'Decrease quantity of Haden Mangos' }).click()
    await expect(haden.getByTestId('cart-line-quantity')).toHaveText('2')
    await expect(drawer.getByTestId('cart-total')).toHaveText('$29.00')

    await drawer.getByRole('button', { name: 'Remove Fresh Blackberries from cart' }).click()
    await expect(toast(page, 'Removed from Cart')).toBeVisible()
    await expect(lines).toHaveCount(2)
    await expect(drawer.getByTestId('cart-total')).toHaveText('$23.00')

    // The cart lives on the server, bound to this browser's session.
    await page.reload()
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items')
    drawer = await openDrawer(page)
    await expect(drawer.getByTestId('cart-line')).toHaveCount(2)
    await expect(drawer.getByTestId('cart-total')).toHaveText('$23.00')

    await drawer.getByRole('button', { name: 'Clear Cart' }).click()
    await expect(toast(page, 'Cart Cleared')).toBeVisible()
    await expect(drawer.getByText('Your cart is empty')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Clear Cart' })).toHaveCount(0)

    await drawer.getByRole('button', { name: 'Continue Shopping' }).click()
    await expect(drawer).toBeHidden()
    await expect(cartButton(page)).toBeFocused()
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items')
    await expect(page.getByTestId('cart-count')).toHaveCount(0)
  })

  test('adds the quantity picked on the product page, up to the stock the farm counts', async ({
    page,
  }) => {
    const products = (await (await page.request.get('/api/products')).json()) as {
      id: number
      name: string
      stockQuantity: number | null
    }[]
    const honeycomb = products.find((product) => product.name === 'Raw Honeycomb')!
    const stock = honeycomb.stockQuantity!
    await page.goto(`/products/${honeycomb.id}`)
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
    await expect(quantity).toHaveValue('1')
    await expect(page.getByText(`${stock} left in stock`)).toBeVisible()
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(quantity).toHaveValue('2')
    // More than the stock is brought back to it when the field is left.
    await quantity.fill(String(stock + 10))
    await quantity.blur()
    await expect(quantity).toHaveValue(String(stock))
    await page.getByRole('button', { name: 'Decrease quantity' }).click()
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(toast(page, 'Added to Cart')).toBeVisible()
    await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${stock - 1} items`)

    // Two more would pass the stock: the server refuses, the cart keeps what it had.
    await quantity.fill('2')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(toast(page, 'Failed to Add to Cart')).toBeVisible()
    await expect(
      page.getByText(`Only ${stock} of Raw Honeycomb left in stock.`, { exact: true }),
    ).toBeVisible()
    await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${stock - 1} items`)
    await expectNoAxeViolations(page)
  })

  test('shows Clear Cart only with more than one item', async ({ page }) => {
    await page.goto('/products')
    await addFromList(page, 'Haden Mangos', 'Cart, 1 item')
    await addFromList(page, 'Haden Mangos', 'Cart, 2 items')
    const drawer = await openDrawer(page)
    await expect(drawer.getByTestId('cart-line')).toHaveCount(1)
    await expect(drawer.getByRole('button', { name: 'Clear Cart' })).toHaveCount(0)
  })

  test("keeps an out-of-stock product's Add to Cart disabled", async ({ page }) => {
    await page.goto('/products')
    const kent = card(page, 'Kent Mangos')
    await expect(kent.getByText('Out of Stock')).toBeVisible()
    await expect(kent.getByRole('button', { name: 'Add to Cart' })).toBeDisabled()
    await expect(
      card(page, 'Haden Mangos').getByRole('button', { name: 'Add to Cart' }),
    ).toBeEnabled()
  })

  test('has no accessibility violations with the drawer open, at desktop and phone widths', async ({
    page,
  }) => {
    test.slow() // three axe runs
    await page.goto('/products')
    await addFromList(page, 'Haden Mangos', 'Cart, 1 item')
    await addFromList(page, 'Wildflower Honey', 'Cart, 2 items')
    const drawer = await openDrawer(page)
    await expect(drawer.getByTestId('cart-line')).toHaveCount(2)
    await expectNoAxeViolations(page)

    await page.setViewportSize({ width: 390, height: 844 })
    await expect(drawer.getByRole('button', { name: 'Clear Cart' })).toBeVisible()
    await expectNoAxeViolations(page)

    await drawer.getByRole('button', { name: 'Clear Cart' }).click()
    await expect(drawer.getByText('Your cart is empty')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
