import { expect, test } from '@playwright/test'
import {
  addCalendarDays,
  defaultFarmTimeZone,
  farmToday,
  formatVisitDate,
} from '#contracts/farm-time'
import { expectNoAxeViolations } from './support/axe'
import { signInWithEmailedLink } from './support/customer'
import { expectNoSideScroll, viewportOf } from './support/layout'
import { signedInOwner, signInAsOwner } from './support/staff'
import { toastTitle } from './support/toasts'
import { uniqueEmail } from './support/unique-email'

/*
 * Issue 26 point 5 (decision 0059): a member skips a box and brings it back, chooses an add-on
 * for it, and staff find it on the packing list of its day, add a farm break and write the week's
 * box contents. Every run is a new member; the farm break is removed at the end.
 */

for (const [index, width] of [1280, 390].entries()) {
  test(`a member changes a box and staff pack it (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow() // a sign-in through the outbox, a payment, three box changes and the staff side
    await page.setViewportSize(viewportOf(width))
    const owner = await signedInOwner(baseURL!)
    const email = uniqueEmail('csa-season')
    await signInWithEmailedLink(page, owner, email)

    const plans = (await (await page.request.get('/api/subscription-plans')).json()) as {
      id: number
      name: string
    }[]
    const mango = plans.find((plan) => plan.name === "Mango Lover's Box")!
    const start = addCalendarDays(farmToday(defaultFarmTimeZone), 4 + index)
    const subscribed = await page.request.post('/api/subscriptions', {
      data: {
        planId: mango.id,
        customerName: 'Sol Season',
        startDate: start,
        fulfilment: 'delivery',
        deliveryAddress: {
          street: '41 Palm Hammock Lane',
          city: 'Jensen Beach',
          state: 'FL',
          zipCode: '34957',
        },
      },
    })
    expect(subscribed.status(), await subscribed.text()).toBe(201)
    const id = ((await subscribed.json()) as { id: number }).id
    const paid = await page.request.post(`/api/subscriptions/${id}/test-mode/confirm`, {
      data: { cardNumber: '4242 4242 4242 4242' },
    })
    expect(paid.status(), await paid.text()).toBe(200)
    const second = addCalendarDays(start, 7)
    const breakDay = addCalendarDays(start, 28)
    let breakId: number | null = null
    try {
      // ---- the member's upcoming boxes
      await page.goto('/#subscriptions')
      const card = page.getByTestId('subscription-card').filter({ hasText: mango.name })
      const box = card.getByTestId('member-box').filter({ hasText: formatVisitDate(second) })
      await expect(box).toContainText('Coming')
      await expect(box).toContainText('$45.00')
      await box.getByRole('button', { name: 'Skip this box' }).click()
      await expect(toastTitle(page, 'Box skipped')).toBeVisible()
      await expect(box).toContainText('Skipped')
      await box.getByRole('button', { name: 'Bring it back' }).click()
      await expect(toastTitle(page, 'Box back on')).toBeVisible()
      await expect(box).toContainText('Coming')

      await box.getByRole('button', { name: 'Add-ons' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add-ons' })
      await dialog.getByLabel('Wildflower honey, 16 oz jar').fill('1')
      await expectNoAxeViolations(page)
      await dialog.getByRole('button', { name: 'Save add-ons' }).click()
      await expect(toastTitle(page, 'Add-ons saved')).toBeVisible()
      await expect(box).toContainText('1 × Wildflower honey, 16 oz jar')
      await expect(box).toContainText('$57.00')
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)

      // ---- staff: the packing list of that day, a farm break, the week's contents
      const staffContext = await browser.newContext({ viewport: viewportOf(width) })
      const staff = await staffContext.newPage()
      await signInAsOwner(staff)
      await staff.goto('/staff-dashboard?tab=subscriptions')
      const packing = staff.getByRole('region', { name: 'Packing list' })
      await packing.getByLabel('Packing day').fill(second)
      const member = packing.getByRole('row').filter({ hasText: 'Sol Season' })
      await expect(member).toContainText('1 × Wildflower honey, 16 oz jar')

      const breaks = staff.getByRole('region', { name: 'Farm breaks' })
      await breaks.getByLabel('First day').fill(breakDay)
      await breaks.getByLabel('Last day').fill(breakDay)
      await breaks.getByLabel('Reason').fill(`Hurricane prep ${width}`)
      await breaks.getByRole('button', { name: 'Add break' }).click()
      await expect(toastTitle(staff, 'Farm break added')).toBeVisible()
      await expect(breaks).toContainText(`Hurricane prep ${width}`)
      const listed = (await (await owner.get('/api/admin/farm-breaks')).json()) as {
        id: number
        reason: string
      }[]
      breakId = listed.find((each) => each.reason === `Hurricane prep ${width}`)?.id ?? null

      const contents = staff.getByRole('region', { name: /box contents/ })
      await contents.getByLabel('Contents').fill('Haden mangos (4)\nThai basil')
      await contents.getByRole('button', { name: 'Save draft' }).click()
      await expect(toastTitle(staff, 'Box contents saved')).toBeVisible()
      await expectNoSideScroll(staff, width)
      await expectNoAxeViolations(staff)
      await staffContext.close()

      // ---- the member sees the break on their calendar
      await page.reload()
      const onBreak = card.getByTestId('member-box').filter({ hasText: formatVisitDate(breakDay) })
      await expect(onBreak).toContainText(`Farm break: Hurricane prep ${width}`)
    } finally {
      if (breakId !== null) {
        const removed = await owner.delete(`/api/admin/farm-breaks/${breakId}`)
        expect(removed.status(), await removed.text()).toBe(200)
      }
      const cancelled = await page.request.post(`/api/subscriptions/${id}/cancel`)
      expect(cancelled.status(), await cancelled.text()).toBe(200)
      await owner.dispose()
    }
  })
}
