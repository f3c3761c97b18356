import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { toastTitle } from './support/toasts'
import { signInAsOwner } from './support/staff'

/*
 * Shipping options manager (spec 3 §2, §5, §8): staff add an option, change its cost and see the
 * new price at checkout, then delete it. The option sorts last, so other specs' checkouts keep
 * their defaults while it exists.
 */

test('staff add a shipping option, change its cost, see it at checkout and delete it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  const name = `Porch Drop ${Date.now()}`
  await signInAsOwner(page)
  await page.goto('/admin/shipping')
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Options' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Farm Pickup' })).toBeVisible()

  // ---- the spec's validation messages, nothing saved
  await page.getByRole('button', { name: 'Add Shipping Option' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Shipping Option' })
  await form.getByRole('button', { name: 'Create Option' }).click()
  await expect(form.getByText('Name is required')).toBeVisible()
  await expect(form.getByText('Cost must be an amount like 12.50')).toBeVisible()
  await expectNoAxeViolations(page)

  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Cost ($)').fill('4.25')
  await form.getByLabel('Estimated delivery').fill('Next morning')
  await form.getByLabel('Sort order').fill('900')
  await form.getByRole('button', { name: 'Create Option' }).click()
  await expect(toastTitle(page, 'Shipping option created successfully')).toBeVisible()
  await expect(form).toHaveCount(0)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(card).toContainText('$4.25 · Next morning')

  // ---- edit opens with the saved values; the new cost is what checkout charges
  await card.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Shipping Option' })
  await expect(edit.getByLabel('Name')).toHaveValue(name)
  await edit.getByLabel('Cost ($)').fill('3.75')
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(toastTitle(page, 'Shipping option updated successfully')).toBeVisible()
  await expect(card).toContainText('$3.75')

  const visitor = await browser.newContext({ baseURL })
  const shopper = await visitor.newPage()
  const products = (await (await shopper.request.get('/api/products')).json()) as {
    id: number
    name: string
  }[]
  const honey = products.find((product) => product.name === 'Wildflower Honey')!
  const added = await shopper.request.post('/api/cart', {
    data: { productId: honey.id, quantity: 1 },
  })
  expect(added.status()).toBe(200)
  await shopper.goto('/checkout')
  const option = shopper.getByRole('radio', { name: new RegExp(`^${name}`) })
  await option.check()
  await expect(shopper.getByTestId('summary-shipping')).toHaveText('$3.75')
  await visitor.close()

  // ---- delete asks first, in the spec's words
  await card.getByRole('button', { name: `Delete ${name}` }).click()
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this shipping option?',
  })
  await expectNoAxeViolations(page)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toastTitle(page, 'Shipping option deleted successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name })).toHaveCount(0)
  const checkoutOptions = (await (await page.request.get('/api/shipping-options')).json()) as {
    name: string
  }[]
  expect(checkoutOptions.map((each) => each.name)).not.toContain(name)
})

test('the shipping options manager reads well on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsOwner(page)
  await page.goto('/admin/shipping')
  await expect(page.getByRole('heading', { name: 'Refrigerated Shipping' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Edit Farm Pickup' }).click()
  await expect(page.getByRole('dialog', { name: 'Edit Shipping Option' })).toBeVisible()
  await expectNoAxeViolations(page)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
})
