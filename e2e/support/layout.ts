import { expect, type Page } from '@playwright/test'

/** The page fits its width: nothing sticks out sideways (a phone would scroll it). */
export async function expectNoSideScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth).toBeLessThanOrEqual(width)
}

/** The window of a test run at a laptop's or a phone's width (390 px is a phone). */
export const viewportOf = (width: number) => ({ width, height: width === 390 ? 844 : 800 })
