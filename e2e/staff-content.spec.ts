import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { ownerCredentials, signedInOwner } from './support/staff'

/*
 * Website Content Manager (spec 3 §2, §7, §8): every site text grouped by its page; staff change
 * a text and see it on its page at once. The text changed is one no other spec reads (tests run
 * in parallel), and it is changed back in `finally`.
 */

const heroTitle = 'Sun-Ripened on the Florida Coast'
const categorySubtitle = 'Pick a corner of the farm to explore.'

const toastTitle = (page: Page, title: string) =>
  page.locator('[data-slot="toast-title"]', { hasText: title })

async function signInAsOwner(page: Page) {
  const login = await page.request.post('/api/staff/login', { data: ownerCredentials })
  expect(login.status(), await login.text()).toBe(200)
}

test('staff change a text of the products page and see it there at once', async ({
  page,
  baseURL,
}) => {
  test.slow()
  const changed = `Fresh From the Grove ${Date.now()}`
  await signInAsOwner(page)
  await page.goto('/admin/content')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Website Content Manager' }),
  ).toBeVisible()
  for (const group of ['Home', 'Products', 'About', 'Contact', 'Footer']) {
    await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible()
  }
  const home = page.getByRole('region', { name: 'Home', exact: true })
  const hero = home.getByRole('listitem').filter({ hasText: 'hero_title' })
  await expect(hero).toContainText(heroTitle)
  await expect(home.getByRole('listitem').filter({ hasText: 'hero_background_image' })).toHaveCount(
    1,
  )
  await expectNoAxeViolations(page)
  await hero.getByRole('button', { name: 'Edit Hero title' }).click()
  const heroDialog = page.getByRole('dialog', { name: 'Edit Hero title' })
  await expect(heroDialog.getByLabel('Title')).toHaveValue('Hero title')
  await expect(heroDialog.getByLabel('Content', { exact: true })).toHaveValue(heroTitle)
  await expect(heroDialog.getByRole('combobox', { name: 'Content type' })).toHaveText('Text')
  await expect(heroDialog.getByLabel('Admin note')).toHaveValue(/landing page/)
  await expectNoAxeViolations(page)
  await heroDialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(heroDialog).toHaveCount(0)

  const products = page.getByRole('region', { name: 'Products', exact: true })
  const subtitle = products.getByRole('listitem').filter({ hasText: 'shop_by_category_subtitle' })
  try {
    await subtitle.getByRole('button', { name: 'Edit Shop by category subtitle' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Shop by category subtitle' })
    await expect(dialog.getByLabel('Content', { exact: true })).toHaveValue(categorySubtitle)
    await dialog.getByLabel('Content', { exact: true }).fill(changed)
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toastTitle(page, 'Content Updated')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await expect(subtitle).toContainText(changed)

    // The products page shows it at once: in the browser and in the server-rendered page.
    await page.goto('/products')
    await expect(page.getByText(changed)).toBeVisible()
    const html = await (await page.request.get('/products')).text()
    expect(html).toContain(changed)
  } finally {
    const owner = await signedInOwner(baseURL!)
    const restored = await owner.put('/api/site-content/shop_by_category_subtitle', {
      data: { content: categorySubtitle },
    })
    expect(restored.status(), await restored.text()).toBe(200)
    await owner.dispose()
  }
  await page.goto('/products')
  await expect(page.getByText(categorySubtitle)).toBeVisible()
})

test('the Website Content Manager reads well on a phone, also at /content-admin', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsOwner(page)
  await page.goto('/content-admin')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Website Content Manager' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit Hero title' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByRole('button', { name: 'Edit Hero background image' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Hero background image' })
  await expect(dialog.getByRole('combobox', { name: 'Content type' })).toHaveText('Image')
  await expect(dialog.getByRole('img', { name: 'Preview' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
