import { expect, type Page } from '@playwright/test'

/** The page fits its width: nothing sticks out sideways (a phone would scroll it). */
export async function expectNoSideScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(width)
}
