import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll, viewportOf } from './support/layout'

/*
 * Issue 27 point 6 (decision 0061): a grafted mango tree may not be shipped to California.
 * Checkout says so by the shipping method, naming the tree and the state, before anything is
 * paid; Farm Pickup stays possible. Quotes only: no order is placed.
 */

const method = (page: Page, name: string) =>
  page.getByRole('radio', { name: new RegExp(`^${name}`) })

for (const width of [1280, 390]) {
  test(`checkout will not ship a mango tree to California, and says why (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewportOf(width))
    const products = (await (await page.request.get('/api/products')).json()) as {
      id: number
      name: string
    }[]
    const tree = products.find((product) => product.name === 'Grafted Mango Tree – Glenn')!
    await page.goto(`/products/${tree.id}`)
    await expect(page.getByTestId('ships-to-note')).toContainText('Does not ship to AZ, CA, HI')

    const added = await page.request.post('/api/cart', {
      data: { productId: tree.id, quantity: 1 },
    })
    expect(added.status(), await added.text()).toBe(200)
    await page.goto('/checkout')
    await method(page, 'Standard Shipping').check()
    await page.getByLabel('Street Address').fill('200 Orchard Lane')
    await page.getByLabel('City', { exact: true }).fill('Fresno')
    await page.getByLabel('State', { exact: true }).selectOption('CA')
    await page.getByLabel('ZIP Code', { exact: true }).fill('93650')
    const problem = page.locator('#checkout-shipping-problem')
    await expect(problem).toContainText('Grafted Mango Tree – Glenn cannot be shipped to CA')
    await expect(problem).toContainText('Choose Farm Pickup')
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)

    // Georgia is fine; so is picking it up at the farm.
    await page.getByLabel('State', { exact: true }).selectOption('GA')
    await page.getByLabel('ZIP Code', { exact: true }).fill('30301')
    await expect(problem).toHaveCount(0)
    await method(page, 'Farm Pickup').check()
    await expect(problem).toHaveCount(0)
  })
}
