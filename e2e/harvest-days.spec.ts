import { expect, test } from '@playwright/test'
import { formatVisitDate } from '#contracts/farm-time'
import { harvestPromise, nextHarvest } from '#contracts/harvest-days'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll, viewportOf } from './support/layout'
import { testCard } from './support/orders'
import { signInAsOwner } from './support/staff'
import { toastTitle } from './support/toasts'
import { uniqueEmail } from './support/unique-email'

/*
 * Issue 26: the demo's Haden Mangos are picked to order on Tuesdays and Fridays, orders closing at
 * noon the day before. The product page and checkout say when an order placed now is picked, the
 * order keeps it, and the staff's Today lists what to pick for that day.
 */

const hadenHarvest = {
  harvestDays: ['tuesday', 'friday'],
  harvestCutOffDaysBefore: 1,
  harvestCutOffTime: '12:00',
} as const

for (const width of [1280, 390]) {
  test(`a picked-to-order product says when it is picked, from the page to the staff's Today (${width} px)`, async ({
    page,
  }) => {
    test.slow() // a checkout, the back office and four accessibility scans
    await page.setViewportSize(viewportOf(width))
    const products = (await (await page.request.get('/api/products')).json()) as {
      id: number
      name: string
    }[]
    const haden = products.find((product) => product.name === 'Haden Mangos')!
    const { timeZone } = (await (await page.request.get('/api/farm-settings')).json()) as {
      timeZone: string
    }
    const harvest = nextHarvest(
      { ...hadenHarvest, harvestDays: [...hadenHarvest.harvestDays] },
      timeZone,
    )!

    // ---- the product page
    await page.goto(`/products/${haden.id}`)
    const note = page.getByTestId('harvest-note')
    await expect(note).toContainText(
      'Picked to order on Tuesdays and Fridays; order by 12:00 PM the day before.',
    )
    await expect(note).toContainText(`Order now and it is picked ${formatVisitDate(harvest.date)}.`)
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(toastTitle(page, 'Added to Cart')).toBeVisible()

    // ---- checkout: picked that day and ready for pickup from then
    await page.goto('/checkout')
    await page.getByLabel('Full Name').fill('Hana Harvest')
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('harvest'))
    await page.getByLabel('Phone', { exact: true }).fill('772-555-0142')
    await page.getByRole('radio', { name: /^Farm Pickup/ }).check()
    const notice = page.getByTestId('harvest-notice')
    await expect(notice).toContainText(harvestPromise(harvest.date, 'pickup'))
    await expect(notice).toContainText('for this harvest.')
    await page.getByLabel('Card Number').fill(testCard.paid)
    await page.getByLabel('Expiry (MM/YY)').fill('12/30')
    await page.getByLabel('CVC', { exact: true }).fill('123')
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: /^Complete Order/ }).click()
    await expect(toastTitle(page, 'Order Placed Successfully!')).toBeVisible()
    await expect(page.getByTestId('order-harvest')).toHaveText(
      harvestPromise(harvest.date, 'pickup'),
    )

    // ---- the staff's Today: what to pick for that harvest
    await signInAsOwner(page)
    await page.goto('/admin')
    const toPick = page.getByRole('region', { name: 'To pick' })
    await expect(toPick).toContainText('Haden Mangos')
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)
    await toPick
      .getByTestId('harvest-day')
      .filter({ hasText: 'Haden Mangos' })
      .getByRole('link')
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?harvestOn=${harvest.date}`))
  })
}
