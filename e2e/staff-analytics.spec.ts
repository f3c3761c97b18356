import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { signInAsOwner } from './support/staff'

/*
 * The dashboard's Analytics tab (spec 3 §2, decision 0034): the figures of a chosen period in
 * en-US dollars, revenue by day and the popular products drawn as charts (Recharts, loaded only
 * when the tab opens), each chart with its data as text. Read-only.
 */

const dollars = /^\$\d{1,3}(,\d{3})*\.\d{2}$/

test('staff read the analytics of a period, switch period and see the charts', async ({ page }) => {
  await signInAsOwner(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  const month = page.waitForResponse((response) =>
    response.url().endsWith('/api/admin/analytics?period=30'),
  )
  await page.goto('/staff-dashboard?tab=analytics')
  expect((await month).status()).toBe(200)
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 30 days')
  await expect(page.getByTestId('analytics-total-revenue')).toHaveText(dollars)
  await expect(page.getByTestId('analytics-total-orders')).toHaveText(/^\d+$/)

  const week = page.waitForResponse((response) =>
    response.url().endsWith('/api/admin/analytics?period=7'),
  )
  await page.getByRole('combobox', { name: 'Period' }).click()
  await page.getByRole('option', { name: 'Last 7 days' }).click()
  const figures = (await (await week).json()) as { totalRevenue: string; revenueByDay: unknown[] }
  expect(figures.revenueByDay).toHaveLength(7)
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 7 days')
  await expect(page.getByTestId('analytics-total-revenue')).toHaveText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      Number(figures.totalRevenue),
    ),
  )
  await expect(
    page.getByText(/vs the previous 7 days|No revenue in the previous 7 days/),
  ).toBeVisible()

  const revenue = page.getByTestId('revenue-chart')
  await expect(revenue.locator('.recharts-wrapper svg')).toBeVisible()
  const products = page.getByTestId('products-chart')
  await expect(products.locator('.recharts-wrapper svg')).toBeVisible()
  await expect(products.getByRole('row').nth(1)).toBeVisible()
  await expect(
    revenue.getByRole('table', { name: 'Revenue and orders by farm day' }).getByRole('row'),
  ).toHaveCount(8)
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByTestId('analytics-total-revenue')).toBeVisible()
  await expectNoSideScroll(page, 390)
  await expectNoAxeViolations(page)
})
