import { expect, test } from '@playwright/test'
import { addCalendarDays, defaultFarmTimeZone, farmToday } from '#contracts/farm-time'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll, viewportOf } from './support/layout'
import { signedInOwner, signInAsOwner, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'
import { uniqueEmail } from './support/unique-email'

/*
 * Issue 26: a visitor waits for a fully booked workshop date; a cancellation frees the place, the
 * visitor is e-mailed an offer that holds it and asks for it from the link, and staff see the
 * date's waitlist in the bookings calendar. The spec adds a workshop of its own and cancels it at
 * the end (it runs with the shop-changing specs: the workshop shows on Farm Events meanwhile).
 */

for (const [index, width] of [1280, 390].entries()) {
  test(`a visitor waits for a full workshop date and asks for the freed place (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    test.slow()
    await page.setViewportSize(viewportOf(width))
    const owner = await signedInOwner(baseURL!)
    const title = `Beekeeping Basics ${width} ${Date.now().toString(36)}`
    const created = await owner.post('/api/admin/farm-events', {
      data: {
        title,
        description: 'Open a hive with our beekeeper.',
        durationMinutes: 90,
        startTime: '09:00',
        pricePerPerson: '40.00',
        maxPeople: 1,
        includes: [],
        eventType: 'workshop',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const eventId = ((await created.json()) as { id: number }).id
    try {
      const date = addCalendarDays(farmToday(defaultFarmTimeZone), 20 + index)
      // ---- someone else takes the only place
      const first = await page.request.post('/api/bookings', {
        data: {
          farmEventId: eventId,
          customerName: 'First Beekeeper',
          customerEmail: uniqueEmail('first-beekeeper'),
          numberOfPeople: 1,
          preferredDate: date,
        },
      })
      expect(first.status(), await first.text()).toBe(201)
      const firstBooking = ((await first.json()) as { id: number }).id

      // ---- the visitor finds the date full and joins its waitlist
      const email = uniqueEmail('waiting-beekeeper')
      await page.goto('/farm-tours')
      await page.getByRole('tab', { name: 'Workshops' }).click()
      await page.getByRole('radio', { name: new RegExp(title) }).click()
      await page.getByLabel('Preferred date').fill(date)
      await page.getByRole('button', { name: 'Join the waitlist for this date' }).click()
      const form = page.getByRole('form', { name: 'Join the waitlist' })
      await expect(form.getByTestId('waitlist-session')).toContainText(title)
      await form.getByLabel('Full name').fill('Bea Waiting')
      await form.getByLabel('E-mail').fill(email)
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
      await form.getByRole('button', { name: 'Join the Waitlist' }).click()
      await expect(toastTitle(page, 'You are on the waitlist')).toBeVisible()
      await expect(page.getByTestId('waitlist-entry-status')).toHaveText(
        'You are next in line. We will e-mail you when places free up for your group.',
      )
      await expect(page).toHaveURL(/\?waitlist=w\d+\./)

      // ---- the first booking is declined by the farm: the place is offered by e-mail
      const cancelled = await owner.patch(`/api/admin/bookings/${firstBooking}`, {
        data: { status: 'cancelled' },
      })
      expect(cancelled.status(), await cancelled.text()).toBe(200)
      const offer = await waitForEmail(owner, email, new RegExp(`^Places are free: ${title}$`))
      const link = /https?:\/\/\S+\/farm-tours\?waitlist=\S+/.exec(offer.text)?.[0]
      expect(link, offer.text).toBeDefined()
      await page.goto(new URL(link!).pathname + new URL(link!).search)
      await expect(page.getByTestId('waitlist-entry-status')).toContainText(
        'Places are free for your group and held for you until',
      )
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'Book these places' }).click()
      await expect(toastTitle(page, 'Request Sent!')).toBeVisible()
      await expect(page.getByTestId('waitlist-entry-status')).toHaveText(
        'You asked for these places: the farm confirms within 24 hours.',
      )

      // ---- staff see the date's waitlist in the bookings calendar
      await signInAsOwner(page)
      await page.goto(`/admin/calendar?view=day&date=${date}`)
      await page.getByRole('button', { name: new RegExp(title) }).click()
      const panel = page.getByRole('dialog', { name: title })
      const waitlist = panel.getByRole('region', { name: 'Waitlist' })
      await expect(waitlist.getByTestId('waitlist-entry')).toHaveCount(1)
      await expect(waitlist.getByTestId('waitlist-entry')).toContainText('Bea Waiting')
      await expect(waitlist.getByTestId('waitlist-entry')).toContainText('Booked')
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
    } finally {
      const closed = await owner.post(`/api/admin/farm-events/${eventId}/cancel`)
      expect(closed.status(), await closed.text()).toBe(200)
      await owner.dispose()
    }
  })
}
