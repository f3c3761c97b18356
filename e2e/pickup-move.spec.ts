import { expect, test } from '@playwright/test'
import {
  addCalendarDays,
  defaultFarmTimeZone,
  farmToday,
  formatVisitDate,
  isoWeekdayOf,
} from '#contracts/farm-time'
import { weekdays } from '#contracts/farm-settings'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { placeHoneyOrder } from './support/orders'
import { signedInOwner, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * Issue 26: a Farm Pickup order's e-mailed link opens its pickup time, and the buyer moves it to
 * another window before the cut-off; the old place is given back and the new time e-mailed.
 */

const weekdayOf = (date: string) => weekdays[isoWeekdayOf(date) - 1]!

for (const width of [1280, 390]) {
  test(`a buyer moves their pickup through the e-mailed link at ${width} px`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow() // a location, an order paid through the API, the outbox twice
    const stamp = `${width}-${Date.now().toString(36)}`
    const owner = await signedInOwner(baseURL!)
    const [first, second] = [3, 4].map((days) =>
      addCalendarDays(farmToday(defaultFarmTimeZone), days),
    ) as [string, string]
    const created = await owner.post('/api/admin/pickup-locations', {
      data: {
        name: `Move stand ${stamp}`,
        address: '1200 Grove Road, Jensen Beach, FL',
        windows: [
          { weekday: weekdayOf(first), startsAt: '09:00', endsAt: '12:00', orderCap: 5 },
          { weekday: weekdayOf(second), startsAt: '14:00', endsAt: '17:00', orderCap: 5 },
        ],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const location = (await created.json()) as { id: number; windows: { id: number }[] }
    const [morning, afternoon] = location.windows as [{ id: number }, { id: number }]
    let orderId: number | undefined
    try {
      const email = `pickup-move-${stamp}@example.com`
      const customer = await browser.newContext({ baseURL })
      orderId = await placeHoneyOrder(customer.request, {
        customerName: 'Pia Mover',
        customerEmail: email,
        idempotencyKey: `pickup-move-${stamp}`,
        pickupWindow: { windowId: morning.id, date: first },
      })
      await customer.close()
      const receipt = await waitForEmail(owner, email, new RegExp(`order #${orderId}$`))
      const link = /https?:\/\/\S+\/pickup\?token=\S+/.exec(receipt.text)?.[0]
      expect(link, receipt.text).toBeDefined()

      await page.setViewportSize({ width, height: 900 })
      await page.goto(new URL(link!).pathname + new URL(link!).search)
      await expect(page.getByRole('heading', { level: 1, name: 'Your Pickup Time' })).toBeVisible()
      await expect(page.getByTestId('pickup-current')).toContainText('9:00 AM – 12:00 PM')
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)

      const picker = page.getByRole('group', { name: 'Move my pickup to' })
      await picker
        .getByRole('radio', {
          name: `${formatVisitDate(second)} Move stand ${stamp} · 2:00 PM – 5:00 PM`,
        })
        .check()
      await page.getByRole('button', { name: 'Move my pickup' }).click()
      await expect(toastTitle(page, 'Pickup time changed')).toBeVisible()
      await expect(page.getByTestId('pickup-current')).toContainText('2:00 PM – 5:00 PM')

      const moved = await waitForEmail(owner, email, /^New pickup time/)
      expect(moved.attachments[0]?.content).toContain('T140000')
      const places = (await (await page.request.get('/api/pickup-windows')).json()) as {
        choices: { windowId: number; date: string; placesLeft: number }[]
      }
      const left = (windowId: number, date: string) =>
        places.choices.find((choice) => choice.windowId === windowId && choice.date === date)
          ?.placesLeft
      expect(left(morning.id, first)).toBe(5)
      expect(left(afternoon.id, second)).toBe(4)
    } finally {
      if (orderId) {
        await owner.patch(`/api/admin/orders/${orderId}`, { data: { status: 'cancelled' } })
      }
      expect((await owner.delete(`/api/admin/pickup-locations/${location.id}`)).status()).toBe(204)
      await owner.dispose()
    }
  })
}
