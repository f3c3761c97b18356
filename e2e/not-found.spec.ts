import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'

test('an unknown path shows Page Not Found with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-orchard')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page).toHaveTitle('Page Not Found | Groveside Farm')
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Browse Products' }).click()
  await expect(page).toHaveURL(/\/products$/)
  await expect(page.getByText('12 products found')).toBeVisible()
})

test('an unknown API path answers JSON 404', async ({ request }) => {
  const response = await request.get('/api/nope')
  expect(response.status()).toBe(404)
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' })
})

test('the header takes the visitor from home to the products', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Products', exact: true })
    .click()
  await expect(page).toHaveURL(/\/products$/)
  await expect(page.getByText('12 products found')).toBeVisible()
  await expectNoAxeViolations(page)
})
