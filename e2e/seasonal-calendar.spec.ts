import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { signInAsOwner, signedInOwner } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * Seasonal calendar (spec 2 "Seasonal calendar", spec 3 "Seasonal calendar admin"): staff add an
 * entry and visitors see it in its table at once; switching it off hides it again. It changes what
 * visitors see, so it runs after the storefront specs (playwright.config.ts) and deletes its entry.
 */

const freshTable = (page: Page) =>
  page.getByRole('region', { name: 'Fresh Produce Seasons' }).getByRole('table')

test('staff add a seasonal item, visitors see it, and switching it off hides it', async ({
  page,
  baseURL,
}) => {
  test.slow()
  const name = `Valencia Oranges ${Date.now()}`
  await signInAsOwner(page)
  await page.goto('/seasonal-calendar-admin')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seasonal Calendar Admin' }),
  ).toBeVisible()
  for (const group of ['Fresh Produce', 'Honey Products', 'Grafted Plants & Trees']) {
    await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible()
  }

  try {
    await page.getByRole('button', { name: 'Add Seasonal Item' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add Seasonal Item' })
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText('Fresh Produce')
    await expectNoAxeViolations(page)
    await dialog.getByLabel('Product name').fill(name)
    await dialog.getByLabel('Description').fill('Juicing oranges from the block by the road.')
    await dialog.getByRole('button', { name: 'Create Item' }).click()
    await expect(toastTitle(page, 'Validation Error')).toBeVisible()
    await expect(dialog.getByText('Please select at least one available month.')).toBeVisible()

    // The icon and colour pickers are radio groups, chosen here by keyboard.
    for (const choice of [
      dialog.getByRole('radio', { name: 'Citrus', exact: true }),
      dialog.getByRole('radio', { name: 'Citrus yellow' }),
    ]) {
      await choice.focus()
      await page.keyboard.press('Space')
      await expect(choice).toBeChecked()
    }
    // Every month: the entry shows under "Available Now" whatever month the test runs in.
    const available = dialog.getByRole('group', { name: 'Available months' })
    for (const month of ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct']) {
      await available.getByRole('checkbox', { name: month }).check()
    }
    await available.getByRole('checkbox', { name: 'Nov' }).check()
    await available.getByRole('checkbox', { name: 'Dec' }).check()
    await dialog.getByRole('button', { name: 'Create Item' }).click()
    await expect(toastTitle(page, 'Seasonal Item Created')).toBeVisible()
    await expect(dialog).toHaveCount(0)
    const card = page.getByTestId('seasonal-admin-card').filter({ hasText: name })
    await expect(card).toBeVisible()

    await page.goto('/seasonal-calendar')
    await expect(freshTable(page).getByRole('rowheader', { name })).toBeVisible()
    await expect(page.getByTestId('seasonal-now-available')).toContainText(name)
    // In the server-rendered page as well.
    expect(await (await page.request.get('/seasonal-calendar')).text()).toContain(name)

    await page.goto('/seasonal-calendar-admin')
    await card.getByRole('switch', { name: `Visible on seasonal calendar: ${name}` }).click()
    await expect(toastTitle(page, 'Seasonal Item Updated')).toBeVisible()
    await expect(card.getByText('Hidden')).toBeVisible()

    await page.goto('/seasonal-calendar')
    await expect(freshTable(page).getByRole('rowheader', { name: 'Haden Mangos' })).toBeVisible()
    await expect(freshTable(page).getByRole('rowheader', { name })).toHaveCount(0)
  } finally {
    const owner = await signedInOwner(baseURL!)
    const list = (await (await owner.get('/api/admin/seasonal-availability')).json()) as {
      id: number
      productName: string
    }[]
    for (const item of list.filter((each) => each.productName === name)) {
      const removed = await owner.delete(`/api/admin/seasonal-availability/${item.id}`)
      expect(removed.status()).toBe(204)
    }
    await owner.dispose()
  }
})

test('at 390 px every table shows the current month without a sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/seasonal-calendar')
  // The farm's month (its time zone is a farm setting, America/New_York in the demo).
  const month = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    timeZone: 'America/New_York',
  }).format(new Date())
  const current = page.locator('th[aria-current="date"]')
  await expect(current).toHaveCount(3)
  for (const header of await current.all()) {
    await expect(header).toHaveText(new RegExp(`${month} \\(current month\\)$`))
    const box = (await header.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
  }
  // The tables fit: nothing scrolls sideways, neither the page nor a table's own box.
  const tableBoxes = await page
    .getByRole('region')
    .filter({ has: page.getByRole('table') })
    .evaluateAll((boxes) => boxes.map((box) => [box.scrollWidth, box.clientWidth, box.scrollLeft]))
  expect(tableBoxes).toHaveLength(3)
  for (const [scrollWidth, clientWidth, scrollLeft] of tableBoxes) {
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth!)
    expect(scrollLeft).toBe(0)
  }
  await expectNoSideScroll(page, 390)
})

for (const width of [390, 1280]) {
  test(`the seasonal calendar and its manager read well at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 })
    await page.goto('/seasonal-calendar')
    await expect(freshTable(page).getByRole('rowheader', { name: 'Haden Mangos' })).toBeVisible()
    await expect(page.locator('th[aria-current="date"]')).toHaveCount(3)
    await expect(page.getByRole('heading', { name: 'Planning Your Visit' })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)

    await signInAsOwner(page)
    await page.goto('/seasonal-calendar-admin')
    await expect(page.getByRole('heading', { level: 3, name: 'Haden Mangos' })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)
    await page.getByRole('button', { name: 'Edit Haden Mangos' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Seasonal Item' })
    await expect(dialog.getByLabel('Product name')).toHaveValue('Haden Mangos')
    await expectNoAxeViolations(page)
    await expectNoSideScroll(page, width)
  })
}
