import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { jpegPhoto } from './support/photo'
import { signInAsOwner, signedInOwner } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * Plant inventory (spec 2 "Plant Inventory", spec 3 "Plant inventory management"): visitors switch
 * tabs (kept in the address) and open a plant's notes; staff add, edit, sell out and delete a
 * plant, and visitors see each change. It changes what visitors see, so it runs after the
 * storefront specs (playwright.config.ts) and deletes its plant. Demo plants are never changed.
 */

const plantCard = (page: Page, variety: string) =>
  page
    .getByTestId('plant-card')
    .filter({ has: page.getByRole('heading', { level: 3, name: variety, exact: true }) })
const adminCard = (page: Page, variety: string) =>
  page
    .getByTestId('plant-admin-card')
    .filter({ has: page.getByRole('heading', { name: variety, exact: true }) })

test('a visitor switches tabs, links one, and reads a plant’s planting, care and harvest notes', async ({
  page,
}) => {
  // The server-rendered page hydrates without an error (a tab from the address included).
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
  await page.goto('/plant-inventory?category=grape', { waitUntil: 'networkidle' })
  await expect(page.getByRole('tab', { name: 'Grapes', selected: true })).toBeVisible()
  await expect(plantCard(page, 'Noble (muscadine)')).toBeVisible()
  await page.goto('/plant-inventory', { waitUntil: 'networkidle' })
  expect(problems).toEqual([])
  await expect(page.getByRole('heading', { level: 1, name: 'Plants & Trees' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'All Plants', selected: true })).toBeVisible()
  await expect(plantCard(page, 'Glenn')).toBeVisible()
  await expect(plantCard(page, 'Ouachita')).toBeVisible()
  // The demo farm's sold-out Carrie is shown, marked Out of Stock; Natchez sells three at least.
  await expect(plantCard(page, 'Carrie')).toContainText('Out of Stock')
  await expect(plantCard(page, 'Natchez')).toContainText('Minimum order: 3 plants')
  await expect(plantCard(page, 'Glenn')).not.toContainText('Minimum order')

  await page.getByRole('tab', { name: 'Blackberries' }).click()
  await expect(page).toHaveURL(/\/plant-inventory\?category=blackberry$/)
  await expect(plantCard(page, 'Ouachita')).toBeVisible()
  await expect(plantCard(page, 'Glenn')).toHaveCount(0)

  // The tabs are one tab stop; the arrow keys move between them.
  await page.getByRole('tab', { name: 'Blackberries' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Grapes', selected: true })).toBeFocused()
  await expect(page).toHaveURL(/\?category=grape$/)
  await expect(plantCard(page, 'Noble (muscadine)')).toBeVisible()

  // A linked tab opens on its own, rendered by the server.
  await page.goto('/plant-inventory?category=mango')
  await expect(page.getByRole('tab', { name: 'Mangos', selected: true })).toBeVisible()
  await expect(plantCard(page, 'Ouachita')).toHaveCount(0)

  // The notes open from the card's button by keyboard and close with Escape, focus going back.
  const open = plantCard(page, 'Glenn').getByRole('button', { name: /^Planting & care for Glenn/ })
  await open.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Glenn' })
  await expect(dialog.getByRole('heading', { name: 'Planting' })).toBeVisible()
  await expect(dialog).toContainText('Plant no deeper than the pot with the graft above ground.')
  await expect(dialog.getByRole('heading', { name: 'Care' })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Harvest' })).toBeVisible()
  await expect(dialog).toContainText('Fruit in 2-3 years; ripens June to July.')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(open).toBeFocused()
})

test('a category without plants says so', async ({ page }) => {
  // The demo farm has plants in every category: this browser is answered a list without grapes
  // when the page fetches it after a client-side navigation (the server-rendered page would
  // already carry the real list).
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.route('**/api/plant-inventory', async (route) => {
    const response = await route.fetch()
    const plants = (await response.json()) as { category: string }[]
    await route.fulfill({ response, json: plants.filter((plant) => plant.category !== 'grape') })
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click()
  await page.getByRole('menuitem', { name: 'Plants & Trees' }).click()
  await expect(plantCard(page, 'Glenn')).toBeVisible()
  await page.getByRole('tab', { name: 'Grapes' }).click()
  await expect(
    page.getByRole('heading', { name: 'No plants available in this category yet' }),
  ).toBeVisible()
  await expect(page.getByTestId('plant-card')).toHaveCount(0)
})

test('staff add, edit, sell out and delete a plant, and visitors see each change', async ({
  page,
  baseURL,
}) => {
  test.slow()
  const variety = `Carlos ${Date.now()}`
  await signInAsOwner(page)
  await page.goto('/plant-inventory-admin')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Plant Inventory Management' }),
  ).toBeVisible()
  await expect(adminCard(page, 'Glenn')).toContainText('14 in stock')

  try {
    await page.getByRole('button', { name: 'Add Plant' }).click()
    const form = page.getByRole('dialog', { name: 'Add New Plant' })
    await form.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option', { name: 'Grape Vines' }).click()
    await form.getByLabel('Variety').fill(variety)
    await form.getByLabel('Price').fill('21.5')
    await form.getByLabel('Minimum order').fill('2')
    await form.getByLabel('Maximum order (optional)').fill('1')
    await form.getByRole('button', { name: 'Add Plant' }).click()
    await expect(form.getByText('Size is required')).toBeVisible()
    await form.getByLabel('Size').fill('1-gallon')
    await form.getByRole('button', { name: 'Add Plant' }).click()
    await expect(form.getByText('Maximum order must be at least the minimum order')).toBeVisible()
    await form.getByLabel('Maximum order (optional)').fill('')
    await form.getByLabel('Quantity available').fill('12')
    await form.getByLabel('Rootstock').fill('Own root')
    await form.getByLabel('Seasonal availability').fill('November to March')
    await form.getByLabel('Planting instructions').fill('Plant 20 feet apart on a trellis.')
    await form.getByLabel('Tags').fill('bronze, self-fertile')
    await form.getByLabel('Upload image').setInputFiles({
      name: 'carlos.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegPhoto(),
    })
    await expect(toastTitle(page, 'Image Uploaded')).toBeVisible()
    await expect(form.getByLabel('Image URL')).toHaveValue(/^\/uploads\/images\//)
    await form.getByRole('button', { name: 'Add Plant' }).click()
    await expect(toastTitle(page, 'Plant added successfully')).toBeVisible()
    await expect(form).toHaveCount(0)
    const card = adminCard(page, variety)
    await expect(card).toContainText('Grape Vines')
    await expect(card).toContainText('12 in stock')
    await expect(card).toContainText('$21.50')
    await expect(card).toContainText('Available')

    // ---- edit: the dialog opens with the values
    await card.getByRole('button', { name: `Edit ${variety}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Plant' })
    await expect(edit.getByLabel('Variety')).toHaveValue(variety)
    await expect(edit.getByLabel('Price')).toHaveValue('21.50')
    await expect(edit.getByLabel('Minimum order')).toHaveValue('2')
    await expect(edit.getByLabel('Tags')).toHaveValue('bronze, self-fertile')
    await expect(edit.getByRole('combobox', { name: 'Category' })).toHaveText('Grape Vines')
    await edit.getByLabel('Price').fill('23')
    await edit.getByRole('button', { name: 'Update Plant' }).click()
    await expect(toastTitle(page, 'Plant updated successfully')).toBeVisible()
    await expect(card).toContainText('$23.00')

    // ---- visitors see it under Grapes, with its notes
    const shop = await page.context().newPage()
    await shop.goto('/plant-inventory?category=grape')
    const shopCard = plantCard(shop, variety)
    await expect(shopCard).toContainText('$23.00')
    await expect(shopCard).toContainText('Available')
    await expect(shopCard).toContainText('Minimum order: 2 vines')
    await expect(shopCard).toContainText('November to March')
    await expect(shopCard.locator('img')).toHaveAttribute('src', /^\/uploads\/images\//)
    await shopCard.getByRole('button', { name: /^Planting & care/ }).click()
    await expect(shop.getByRole('dialog', { name: variety })).toContainText(
      'Plant 20 feet apart on a trellis.',
    )

    // ---- quantity 0: Out of Stock for visitors, though the switch stays on
    await card.getByRole('button', { name: `Edit ${variety}` }).click()
    await expect(edit.getByRole('switch', { name: 'Available' })).toBeChecked()
    await edit.getByLabel('Quantity available').fill('0')
    await edit.getByRole('button', { name: 'Update Plant' }).click()
    await expect(toastTitle(page, 'Plant updated successfully').last()).toBeVisible()
    await expect(card).toContainText('Out of Stock')
    await expect(card).toContainText('None left')
    await shop.reload()
    await expect(plantCard(shop, variety)).toContainText('Out of Stock')
    await expect(plantCard(shop, variety)).not.toContainText('Available')

    // ---- delete through the question
    await card.getByRole('button', { name: `Delete ${variety}` }).click()
    const question = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this plant?',
    })
    await expect(question).toContainText(variety)
    await question.getByRole('button', { name: 'Delete' }).click()
    await expect(toastTitle(page, 'Plant deleted successfully')).toBeVisible()
    await expect(card).toHaveCount(0)
    await shop.reload()
    await expect(plantCard(shop, 'Noble (muscadine)')).toBeVisible()
    await expect(plantCard(shop, variety)).toHaveCount(0)
    await shop.close()
  } finally {
    const owner = await signedInOwner(baseURL!)
    const list = (await (await owner.get('/api/admin/plant-inventory')).json()) as {
      id: number
      variety: string
    }[]
    for (const plant of list.filter((each) => each.variety === variety)) {
      const removed = await owner.delete(`/api/admin/plant-inventory/${plant.id}`)
      expect(removed.status()).toBe(204)
    }
    await owner.dispose()
  }
})

for (const width of [390, 1280]) {
  test(`the plant pages read well at ${width} px`, async ({ page }) => {
    test.slow() // four axe scans, two pages and two dialogs
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/plant-inventory')
    await expect(plantCard(page, 'Glenn')).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)
    await plantCard(page, 'Nam Doc Mai')
      .getByRole('button', { name: /^Planting & care/ })
      .click()
    await expect(page.getByRole('dialog', { name: 'Nam Doc Mai' })).toContainText('Up to 4 trees')
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)

    await signInAsOwner(page)
    await page.goto('/plant-inventory-admin')
    await expect(adminCard(page, 'Glenn')).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)
    await adminCard(page, 'Glenn').getByRole('button', { name: 'Edit Glenn' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Plant' })
    await expect(dialog.getByLabel('Variety')).toHaveValue('Glenn')
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)
  })
}
