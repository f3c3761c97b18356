import { expect, test } from '@playwright/test'
import {
  addCalendarDays,
  defaultFarmTimeZone,
  farmToday,
  formatShortVisitDate,
  formatVisitDate,
} from '#contracts/farm-time'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll, viewportOf } from './support/layout'
import { signedInOwner, signInAsOwner, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'
import { uniqueEmail } from './support/unique-email'

/*
 * Issue 26: a visitor waits for a full pick-your-own session; a cancellation frees its spot, the
 * visitor is e-mailed an offer that holds it, books it from the link, and staff see the waitlist.
 * Each run makes its own session (Haden Mangos, 5–6:30 PM, a date of its own) and cancels it.
 */

for (const [index, width] of [1280, 390].entries()) {
  test(`a visitor waits for a full session and books the freed spot from the e-mail (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    test.slow() // a session, two bookings, e-mails, the back office and five accessibility scans
    await page.setViewportSize(viewportOf(width))
    const owner = await signedInOwner(baseURL!)
    const date = addCalendarDays(farmToday(defaultFarmTimeZone), 45 + index)
    const products = (await (await owner.get('/api/products')).json()) as {
      id: number
      name: string
    }[]
    const created = await owner.post('/api/admin/pick-your-own/slots', {
      data: {
        productId: products.find((product) => product.name === 'Haden Mangos')!.id,
        date,
        startTime: '17:00',
        endTime: '18:30',
        maxPeople: 1,
        pricePerPerson: '9.00',
        weeks: 1,
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const slotId = ((await created.json()) as { id: number }[])[0]!.id
    try {
      // ---- someone else takes the only spot
      const first = await page.request.post(`/api/pick-your-own/slots/${slotId}/book`, {
        data: {
          customerName: 'First Picker',
          customerEmail: uniqueEmail('first-picker'),
          numberOfPeople: 1,
        },
      })
      expect(first.status(), await first.text()).toBe(201)
      const firstBooking = ((await first.json()) as { id: number }).id

      // ---- the visitor joins the waitlist
      const email = uniqueEmail('waiting-picker')
      await page.goto('/pick-your-own')
      const session = `Haden Mangos ${formatVisitDate(date)} 5:00 PM – 6:30 PM`
      await page.getByRole('button', { name: `Join waitlist ${session}` }).click()
      const form = page.getByRole('form', { name: 'Join the waitlist' })
      await form.getByLabel('Full name').fill('Wren Waiting')
      await form.getByLabel('E-mail').fill(email)
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
      await form.getByRole('button', { name: 'Join the Waitlist' }).click()
      await expect(toastTitle(page, 'You are on the waitlist')).toBeVisible()
      await expect(page.getByTestId('waitlist-entry-status')).toHaveText(
        'You are next in line. We will e-mail you when spots free up for your group.',
      )
      await expect(page).toHaveURL(/\?waitlist=w\d+\./)
      await expectNoAxeViolations(page)

      // ---- the first booking is cancelled: the spot is offered to the visitor by e-mail
      const cancelled = await owner.patch(`/api/admin/pick-your-own-bookings/${firstBooking}`, {
        data: { status: 'cancelled' },
      })
      expect(cancelled.status(), await cancelled.text()).toBe(200)
      const offer = await waitForEmail(owner, email, /^Spots are free: Haden Mangos picking$/)
      const link = /https?:\/\/\S+\/pick-your-own\?waitlist=\S+/.exec(offer.text)?.[0]
      expect(link, offer.text).toBeDefined()
      await page.goto(new URL(link!).pathname + new URL(link!).search)
      await expect(page.getByTestId('waitlist-entry-status')).toContainText(
        'Spots are free for your group and held for you until',
      )
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'Book these spots' }).click()
      await expect(toastTitle(page, 'Session Booked!')).toBeVisible()
      await expect(page.getByTestId('waitlist-entry-status')).toHaveText(
        'You booked these spots. See you at the farm!',
      )
      await waitForEmail(owner, email, /Haden Mangos/i)

      // ---- staff see the waitlist of the session
      await signInAsOwner(page)
      await page.goto('/events-admin?sessionSearch=Haden')
      await page
        .getByRole('button', {
          name: `Bookings: Haden Mangos, ${formatShortVisitDate(date)}, 5:00 PM`,
        })
        .click()
      const dialog = page.getByRole('dialog', { name: 'Bookings: Haden Mangos' })
      const waitlist = dialog.getByRole('region', { name: 'Waitlist' })
      await expect(waitlist.getByTestId('waitlist-entry')).toHaveCount(1)
      await expect(waitlist.getByTestId('waitlist-entry')).toContainText('Wren Waiting')
      await expect(waitlist.getByTestId('waitlist-entry')).toContainText('Booked')
      await expect(
        dialog.getByTestId('slot-booking').filter({ hasText: 'Wren Waiting' }),
      ).toHaveCount(1)
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
    } finally {
      const closed = await owner.post(`/api/admin/pick-your-own/slots/${slotId}/cancel`)
      expect(closed.status(), await closed.text()).toBe(200)
      await owner.dispose()
    }
  })
}
