import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Fails with the list of violations when axe finds any accessibility problem on the page, once
 * the page is hydrated (until then a tapped control is marked busy: web/src/app/hydrated-part.tsx)
 * and its animations have settled.
 */
export async function expectNoAxeViolations(page: Page) {
  await expect(page.locator('[data-hydrating]')).toHaveCount(0)
  // A toast or badge still fading in has a paler colour for a moment: axe would read that as too
  // little contrast. Wait until every animation that ends (not a spinner) has finished.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  )
  // Only violations are read: axe then skips detailing every passed check (a scan took 4-6 s on
  // the 2-core CI machine, a quarter less this way).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}
