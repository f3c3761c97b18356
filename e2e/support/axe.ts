import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Fails with the list of violations when axe finds any accessibility problem on the page, once
 * the page is hydrated (until then a tapped control is marked busy: web/src/app/hydrated-part.tsx).
 */
export async function expectNoAxeViolations(page: Page) {
  await expect(page.locator('[data-hydrating]')).toHaveCount(0)
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}
