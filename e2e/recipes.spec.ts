import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { toastTitle } from './support/toasts'
import { signInAsOwner, signedInOwner } from './support/staff'

/*
 * Recipes (spec 2 "Recipes", spec 3 §2 "Recipes admin"): staff add a recipe in the Recipe Manager
 * (with a picture from the farm's own image search), visitors find it by search on /recipes and
 * open it; a draft is never found. The records are this spec's own and are deleted at the end.
 */

test('staff add a recipe that visitors find by search and open; a draft is never found', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  const stamp = Date.now()
  const title = `Sunrise Mango Smoothie ${stamp}`
  const draftTitle = `Secret Guava Sorbet ${stamp}`
  await signInAsOwner(page)
  await page.goto('/admin/recipes')
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe Manager' })).toBeVisible()
  const demo = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Fresh Mango Salsa' }) })
  await expect(demo.getByText('Published')).toBeVisible()
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Mango Lassi with Wildflower Honey' }) })
      .getByText('Draft'),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  // ---- the spec's check first, nothing saved
  await page.getByRole('button', { name: 'Add Recipe' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Recipe' })
  await form.getByLabel('Title').fill(title)
  await form.getByRole('button', { name: 'Create Recipe' }).click()
  await expect(form.getByText('Please fill in all required fields')).toBeVisible()
  await expectNoAxeViolations(page)

  await form.getByLabel('Description').fill('A cold breakfast of ripe mango, yogurt and honey.')
  await form.getByRole('combobox', { name: 'Category' }).click()
  await page.getByRole('option', { name: 'Beverages' }).click()
  await form.getByLabel('Prep time (minutes)').fill('5')
  await form.getByLabel('Cook time (minutes)').fill('0')
  await form.getByLabel('Servings').fill('2')
  await form
    .getByLabel('Ingredients')
    .fill('1 ripe mango, chopped\n1 cup yogurt\n1 tablespoon honey')
  await form.getByLabel('Instructions').fill('Blend everything until smooth.\nServe cold.')
  for (const product of ['Mango', 'Honey', 'Citrus']) {
    await form.getByRole('checkbox', { name: product, exact: true }).check()
  }

  // ---- the image search looks through the farm's own pictures
  await form.getByRole('button', { name: 'Search farm images' }).click()
  const search = page.getByRole('dialog', { name: 'Search Images' })
  await search.getByRole('searchbox', { name: 'Search images' }).fill('mango')
  await search.getByRole('searchbox', { name: 'Search images' }).press('Enter')
  const results = search.getByRole('listitem')
  await expect(results.first()).toBeVisible()
  expect(await results.count()).toBeLessThanOrEqual(12)
  await expectNoAxeViolations(page)
  await results.first().getByRole('button').click()
  await expect(search).toHaveCount(0)
  await expect(form.getByLabel('Image URL')).toHaveValue(/^\/uploads\//)

  await form.getByRole('button', { name: 'Create Recipe' }).click()
  await expect(toastTitle(page, 'Recipe created successfully')).toBeVisible()
  await expect(form).toHaveCount(0)
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
  await expect(card.getByText('Published')).toBeVisible()
  await expect(card).toContainText('Featuring Mango, Honey +1')

  // ---- a draft, saved through the API
  const owner = await signedInOwner(baseURL!)
  const draft = await owner.post('/api/admin/recipes', {
    data: {
      title: draftTitle,
      ingredients: ['Guava'],
      instructions: ['Freeze.'],
      published: false,
    },
  })
  expect(draft.status(), await draft.text()).toBe(201)
  const draftId = ((await draft.json()) as { id: number }).id

  // ---- a visitor finds the new recipe by search and opens it; the draft is nowhere
  const visitor = await browser.newContext({ baseURL })
  const guest = await visitor.newPage()
  await guest.goto('/recipes')
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(guest.getByRole('button', { name: 'Fresh Mango Salsa' })).toBeVisible()
  await expectNoAxeViolations(guest)
  const box = guest.getByRole('searchbox', { name: 'Search recipes' })
  await box.fill(String(stamp))
  await expect(guest.getByTestId('recipe-card')).toHaveCount(1)
  await guest.getByRole('button', { name: title }).click()
  const detail = guest.getByRole('dialog', { name: title })
  await expect(detail.getByRole('region', { name: 'Ingredients' })).toContainText('1 cup yogurt')
  await expect(detail.getByRole('region', { name: 'Instructions' })).toContainText('Serve cold.')
  await expect(detail).toContainText('2 servings')
  await expect(detail).toContainText('Easy')
  await expectNoAxeViolations(guest)
  await guest.keyboard.press('Escape')
  await expect(detail).toHaveCount(0)

  await box.fill('Guava')
  await expect(guest.getByRole('heading', { name: 'No recipes found' })).toBeVisible()
  await box.fill(draftTitle)
  await expect(guest.getByRole('heading', { name: 'No recipes found' })).toBeVisible()
  const publicList = (await (await guest.request.get('/api/recipes')).json()) as { title: string }[]
  expect(publicList.map((recipe) => recipe.title)).toContain(title)
  expect(publicList.map((recipe) => recipe.title)).not.toContain(draftTitle)
  await visitor.close()

  // ---- delete asks first, in the spec's words
  await page.reload()
  await card.getByRole('button', { name: `Delete ${title}` }).click()
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this recipe?',
  })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toastTitle(page, 'Recipe deleted successfully')).toBeVisible()
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
  expect((await owner.delete(`/api/admin/recipes/${draftId}`)).status()).toBe(204)
  await owner.dispose()
})

test('the Recipes page and the Recipe Manager read well on a phone', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/recipes')
  await page.getByRole('button', { name: 'Blackberry Honey Cobbler' }).click()
  const detail = page.getByRole('dialog', { name: 'Blackberry Honey Cobbler' })
  await expect(detail.getByRole('region', { name: 'Ingredients' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSideScroll(page, 390)
  await page.keyboard.press('Escape')
  await expect(detail).toHaveCount(0)
  await expectNoAxeViolations(page)
  await expectNoSideScroll(page, 390)

  await signInAsOwner(page)
  await page.goto('/admin/recipes')
  await expect(page.getByRole('heading', { name: 'Fresh Mango Salsa' })).toBeVisible()
  await expectNoAxeViolations(page)
  await expectNoSideScroll(page, 390)
  await page.getByRole('button', { name: 'Edit Fresh Mango Salsa' }).click()
  const form = page.getByRole('dialog', { name: 'Edit Recipe' })
  await expect(form.getByLabel('Title')).toHaveValue('Fresh Mango Salsa')
  await expect(form.getByLabel('Ingredients')).toHaveValue(/^2 ripe Haden mangos, diced\n/)
  await expect(form.getByRole('checkbox', { name: 'Mango', exact: true })).toBeChecked()
  await expectNoAxeViolations(page)
  await expectNoSideScroll(page, 390)
})
