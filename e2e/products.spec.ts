import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'

test.describe('Products list', () => {
  test('shows the seeded catalogue with counts, search and category filter', async ({ page }) => {
    await page.goto('/products')
    const cards = page.getByTestId('product-card')
    await expect(page.getByText('12 products found')).toBeVisible()
    await expect(cards).toHaveCount(12)

    const categories = page.getByRole('group', { name: 'Categories' })
    await expect(categories.getByRole('button', { name: /All\s*12/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(categories.getByRole('button', { name: /Honey\s*4/ })).toBeVisible()

    await page.getByLabel('Search products').fill('HONEY')
    await expect(page.getByText(/^\d+ products found$/)).not.toHaveText('12 products found')
    const honeyMatches = await cards.count()
    expect(honeyMatches).toBeGreaterThan(0)
    for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain('honey')
    await expect(cards.getByRole('heading', { name: 'Wildflower Honey' })).toBeVisible()

    await page.getByLabel('Search products').fill('')
    await categories.getByRole('button', { name: /Plants/ }).click()
    await expect(page).toHaveURL(/\?category=plants$/)
    await expect(page.getByText('4 products found')).toBeVisible()
    await expect(cards).toHaveCount(4)
    await expect(cards.getByRole('heading', { name: 'Grafted Mango Tree – Glenn' })).toBeVisible()
    await expect(cards.getByRole('heading', { name: 'Wildflower Honey' })).toHaveCount(0)
  })

  test('keeps search and category in the address: Back and a shared link restore the list', async ({
    page,
    context,
  }) => {
    await page.goto('/products')
    const cards = page.getByTestId('product-card')
    await expect(page.getByText('12 products found')).toBeVisible()
    // Typed key by key, as a person does: no letter is lost while the address follows.
    await page.getByLabel('Search products').pressSequentially('mango tree')
    const categories = page.getByRole('group', { name: 'Categories' })
    await categories.getByRole('button', { name: /Plants/ }).click()
    await expect(page).toHaveURL(/\/products\?search=mango\+tree&category=plants$/)
    await expect(page.getByLabel('Search products')).toHaveValue('mango tree')
    await expect(page.getByText('2 products found')).toBeVisible()
    const names = await cards.getByRole('heading').allTextContents()
    expect(names).toEqual(['Grafted Mango Tree – Glenn', 'Grafted Mango Tree – Nam Doc Mai'])

    // Open a product, then go Back: the same search, category and list.
    await cards
      .getByRole('link', { name: /Nam Doc Mai/ })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1, name: /Nam Doc Mai/ })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/products\?search=mango\+tree&category=plants$/)
    await expect(page.getByLabel('Search products')).toHaveValue('mango tree')
    await expect(categories.getByRole('button', { name: /Plants/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(await cards.getByRole('heading').allTextContents()).toEqual(names)

    // The address opened fresh (a shared link): the server renders the same list, and the page
    // hydrates without a mismatch.
    const shared = await context.newPage()
    const problems: string[] = []
    shared.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    shared.on('pageerror', (error) => problems.push(error.message))
    const html = await (await shared.request.get(page.url())).text()
    expect(html).toContain('2 products found')
    await shared.goto(page.url())
    await expect(shared.getByLabel('Search products')).toHaveValue('mango tree')
    await expect(shared.getByText('2 products found')).toBeVisible()
    await expect(shared.getByTestId('product-card').getByRole('heading')).toHaveText(names)
    // Hydrated: the box takes typing.
    await shared.getByLabel('Search products').fill('glenn')
    await expect(shared.getByText('1 products found')).toBeVisible()
    await shared.close()
    expect(problems).toEqual([])
  })

  test('presets the category from ?category= and matches paths case-insensitively', async ({
    page,
  }) => {
    await page.goto('/PRODUCTS?category=honey')
    await expect(page.getByText('4 products found')).toBeVisible()
    await expect(page.getByRole('button', { name: /Honey\s*4/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('shows an empty state whose Clear Filters brings everything back', async ({ page }) => {
    await page.goto('/products?category=fresh')
    await page.getByLabel('Search products').fill('dragonfruit')
    await expect(page.getByText('0 products found')).toBeVisible()
    await expect(page.getByText('No products found')).toBeVisible()
    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(page.getByText('12 products found')).toBeVisible()
    await expect(page.getByLabel('Search products')).toHaveValue('')
  })

  test('marks out-of-stock products', async ({ page }) => {
    await page.goto('/products')
    const kent = page.getByTestId('product-card').filter({ hasText: 'Kent Mangos' })
    await expect(kent.getByText('Out of Stock')).toBeVisible()
    const haden = page.getByTestId('product-card').filter({ hasText: 'Haden Mangos' })
    await expect(haden.getByText('Out of Stock')).toHaveCount(0)
    await expect(haden.getByText('$4.50')).toBeVisible()
  })

  test('has no accessibility violations at desktop and phone widths', async ({ page }) => {
    await page.goto('/products')
    await expect(page.getByText('12 products found')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoAxeViolations(page)
  })
})
