import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { toastTitle } from './support/toasts'
import { signInAsOwner, signedInOwner } from './support/staff'

/*
 * Website Content Manager (spec 3 §2, §7, §8): every site text grouped by its page; staff change
 * the hero title (the text itself is the dialog's first field; it cannot be saved empty) and see
 * it on / at once. Other specs read the hero title: this spec runs after
 * them (playwright.config.ts) and changes it back in `finally`.
 */

const heroTitle = 'Sun-Ripened on the Florida Coast'

test('staff change the hero title and see it on the home page', async ({ page, baseURL }) => {
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

  try {
    await hero.getByRole('button', { name: 'Edit Hero title' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Hero title' })
    // The headline itself comes first and has the focus: typing changes what the site shows.
    const text = dialog.getByLabel('Text on the site')
    await expect(text).toBeFocused()
    await expect(text).toHaveValue(heroTitle)
    await expect(dialog).toContainText('Shows on the Home page.')
    await expect(dialog.getByRole('link', { name: /View page/ })).toHaveAttribute('href', '/')
    const staffOnly = dialog.getByRole('group', { name: 'For staff' })
    await expect(staffOnly).toContainText('hero_title')
    await expect(staffOnly.getByLabel('Name in this list')).toHaveValue('Hero title')
    await expect(staffOnly.getByRole('combobox', { name: 'Content type' })).toHaveText('Text')
    await expect(staffOnly.getByLabel('Admin note')).toHaveValue(/landing page/)
    await expectNoAxeViolations(page)

    // Emptied, it is refused: the home page would lose its heading.
    await text.fill('')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(
      dialog.getByText('Enter the text: the site shows it, so it cannot be empty'),
    ).toBeVisible()
    await expect(dialog).toBeVisible()
    const refused = await page.request.put('/api/site-content/hero_title', {
      data: { content: '   ' },
    })
    expect(refused.status()).toBe(400)
    expect((await refused.json()).fields).toHaveProperty('content')

    await text.fill(changed)
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toastTitle(page, 'Content Updated')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await expect(hero).toContainText(changed)

    // The home page shows it at once: in the browser and in the server-rendered page.
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: changed })).toBeVisible()
    const html = await (await page.request.get('/')).text()
    expect(html).toContain(changed)
  } finally {
    const owner = await signedInOwner(baseURL!)
    const restored = await owner.put('/api/site-content/hero_title', {
      data: { content: heroTitle },
    })
    expect(restored.status(), await restored.text()).toBe(200)
    await owner.dispose()
  }
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible()
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
  await expect(dialog.getByLabel('Picture description (alt text)')).toHaveValue(/mango grove/)
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
