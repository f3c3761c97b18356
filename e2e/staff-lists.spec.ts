import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll, viewportOf } from './support/layout'
import { signInAsOwner, signedInOwner } from './support/staff'

/*
 * Every staff list a page at a time (issue 25, point 8), on the Product Manager: a search on the
 * server narrows the list and the address keeps it (a reload too), the next page shows the rest,
 * and the sort changes the order; at a desk's width and a phone's. The products are this test's
 * own (26 of them: more than a page of 24), made through the API and deleted at the end. The
 * spec runs after every other (playwright.config.ts), so no other screen sees them.
 */

const pageSize = 24
const count = 26

async function addProducts(owner: APIRequestContext, prefix: string) {
  const ids: number[] = []
  // In order, so 'Date added' (the list's own order) follows the numbers.
  for (let index = 1; index <= count; index++) {
    const response = await owner.post('/api/products', {
      data: {
        name: `${prefix} ${String(index).padStart(2, '0')}`,
        category: 'fresh',
        price: `${index}.50`,
        description: 'A list test product',
        unit: 'per lb',
        imageUrl: '',
        inStock: true,
        featured: false,
        perishable: false,
        stockQuantity: null,
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    ids.push(((await response.json()) as { id: number }).id)
  }
  return ids
}

/** The names of the products shown, in order. */
const shownNames = (page: Page, prefix: string) =>
  page.getByRole('heading', { name: new RegExp(`^${prefix} \\d{2}$`) })

const numbered = (prefix: string, ...numbers: number[]) =>
  numbers.map((number) => `${prefix} ${String(number).padStart(2, '0')}`)

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

for (const width of [1280, 390]) {
  test(`staff search, page and sort the Product Manager's list (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    test.slow()
    await page.setViewportSize(viewportOf(width))
    const owner = await signedInOwner(baseURL!)
    const prefix = `Listfruit ${width} ${Date.now().toString(36)}`
    const ids = await addProducts(owner, prefix)
    try {
      await signInAsOwner(page)
      await page.goto('/product-admin')
      await expect(page.getByRole('heading', { level: 1, name: 'Product Manager' })).toBeVisible()
      const pager = page.getByRole('navigation', { name: 'Pages of products' })
      await expect(pager).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Wildflower Honey' })).toBeVisible()
      await expectNoAxeViolations(page)

      // ---- a search narrows the list on the server; the address keeps it
      await page.getByLabel('Search products').fill(prefix.toUpperCase())
      await expect(page).toHaveURL(/[?&]q=LISTFRUIT/)
      await expect(page.getByRole('heading', { name: 'Wildflower Honey' })).toHaveCount(0)
      await expect(pager.getByText(`1–${pageSize} of ${count} products`)).toBeVisible()
      await expect(shownNames(page, prefix)).toHaveCount(pageSize)
      await expect(shownNames(page, prefix).first()).toHaveText(numbered(prefix, 1)[0]!)

      // ---- a reload shows the same search
      await page.reload()
      await expect(page.getByLabel('Search products')).toHaveValue(prefix.toUpperCase())
      await expect(pager.getByText(`1–${pageSize} of ${count} products`)).toBeVisible()

      // ---- the next page holds the rest
      await pager.getByRole('button', { name: 'Next' }).click()
      await expect(page).toHaveURL(/[?&]page=2/)
      await expect(pager.getByText(`25–${count} of ${count} products`)).toBeVisible()
      await expect(shownNames(page, prefix)).toHaveText(numbered(prefix, 25, 26))
      await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled()
      await expectNoSideScroll(page, width)

      // ---- the sort changes the order (and starts again at page 1)
      await choose(page, 'Sort by', 'Price')
      await expect(page).toHaveURL(/[?&]sort=price/)
      await expect(page).not.toHaveURL(/[?&]page=/)
      await expect(shownNames(page, prefix).first()).toHaveText(numbered(prefix, 1)[0]!)
      await choose(page, 'Order', 'Descending')
      await expect(page).toHaveURL(/[?&]dir=desc/)
      await expect(shownNames(page, prefix).first()).toHaveText(numbered(prefix, 26)[0]!)
      await expect(shownNames(page, prefix).nth(1)).toHaveText(numbered(prefix, 25)[0]!)
      await expect(page.getByLabel('Search products')).toHaveValue(prefix.toUpperCase())

      // ---- a search that finds nothing says so, and shows everything again
      await page.getByLabel('Search products').fill(`${prefix} nothing like it`)
      const none = page.getByRole('heading', { name: /^No products match/ })
      await expect(none).toBeVisible()
      await expect(page.getByRole('heading', { name: 'No products yet' })).toHaveCount(0)
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'Show all products' }).click()
      await expect(page).not.toHaveURL(/[?&]q=/)
      await expect(page.getByLabel('Search products')).toHaveValue('')
      // Every product again (the demo farm's too), still dearest first.
      const everything = pager.getByText(/^1–24 of \d+ products$/)
      await expect(everything).toBeVisible()
      expect(Number(/of (\d+)/.exec((await everything.textContent())!)![1])).toBeGreaterThan(count)
      await expect(page).toHaveURL(/[?&]dir=desc/)

      // ---- a record on another page still opens from the address
      await page.goto(`/product-admin?edit=${ids.at(-1)}`)
      const form = page.getByRole('dialog', { name: 'Edit Product' })
      await expect(form.getByLabel('Name', { exact: true })).toHaveValue(numbered(prefix, 26)[0]!)
      await expectNoSideScroll(page, width)
    } finally {
      for (const id of ids) await owner.delete(`/api/products/${id}`)
      await owner.dispose()
    }
  })
}
