import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { weekdays } from '#contracts/farm-settings'
import { addCalendarDays, farmToday, formatVisitDate, isoWeekdayOf } from '#contracts/farm-time'
import { pickupWhen } from '#contracts/order-pickup'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll, viewportOf } from './support/layout'
import { testCard } from './support/orders'
import { signedInOwner } from './support/staff'
import { toastTitle } from './support/toasts'
import { uniqueEmail } from './support/unique-email'

/*
 * Issue 26: once the farm has pickup windows, Farm Pickup asks for one at checkout and the order
 * shows it. The spec adds its own location (one order per window) and removes it at the end; while
 * it exists every Farm Pickup order needs a window, so this spec runs with the shop-changing specs
 * (playwright.config.ts).
 */

async function addHoneyToCart(request: APIRequestContext) {
  const products = (await (await request.get('/api/products')).json()) as {
    id: number
    name: string
  }[]
  const honey = products.find((product) => product.name === 'Wildflower Honey')
  expect(honey).toBeDefined()
  const added = await request.post('/api/cart', { data: { productId: honey!.id, quantity: 1 } })
  expect(added.status(), await added.text()).toBe(200)
}

/** Opens the checkout with honey in the cart, the buyer's details filled and Farm Pickup chosen. */
async function openPickupCheckout(page: Page, email: string) {
  await addHoneyToCart(page.request)
  await page.goto('/checkout')
  await page.getByLabel('Full Name').fill('Pia Picker')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Phone', { exact: true }).fill('772-555-0142')
  await page.getByRole('radio', { name: /^Farm Pickup/ }).check()
  return page.getByRole('group', { name: 'Pickup time' })
}

for (const width of [1280, 390]) {
  test(`Farm Pickup asks for a pickup window and the order shows it (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    test.slow() // a location, two checkouts, three accessibility scans
    await page.setViewportSize(viewportOf(width))
    const owner = await signedInOwner(baseURL!)
    const { timeZone } = (await (await owner.get('/api/farm-settings')).json()) as {
      timeZone: string
    }
    // Two days ahead: well before the window's cut-off (12 hours before it opens).
    const date = addCalendarDays(farmToday(timeZone), 2)
    // Its own name and address: the other width's test has a location of its own meanwhile.
    const name = `Grove stand ${width} ${Date.now().toString(36)}`
    const address = `${width} Grove Road, Jensen Beach, FL 34957`
    const created = await owner.post('/api/admin/pickup-locations', {
      data: {
        name,
        address,
        windows: [
          {
            weekday: weekdays[isoWeekdayOf(date) - 1],
            startsAt: '09:00',
            endsAt: '12:00',
            orderCap: 1,
          },
        ],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const location = (await created.json()) as { id: number }
    const windowName = `${formatVisitDate(date)} ${name} · 9:00 AM – 12:00 PM`
    let orderId: number | undefined
    try {
      // ---- the first buyer: the window is required, then chosen and paid for
      let picker = await openPickupCheckout(page, uniqueEmail('pickup-window'))
      const window = picker.getByRole('radio', { name: windowName })
      await expect(window).toBeEnabled()
      await expect(window).toHaveAccessibleDescription('1 place left')
      await expect(picker.getByText(address)).toHaveCount(1)
      await page.getByLabel('Card Number').fill(testCard.paid)
      await page.getByLabel('Expiry (MM/YY)').fill('12/30')
      await page.getByLabel('CVC', { exact: true }).fill('123')
      const submit = page.getByRole('button', { name: 'Complete Order - $14.00' })
      await submit.click()
      await expect(picker).toHaveAccessibleDescription('Choose a pickup window')
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)

      await window.check()
      await submit.click()
      await expect(toastTitle(page, 'Order Placed Successfully!')).toBeVisible()
      await expect(page).toHaveURL(/\/order-confirmation\?order=\d+$/)
      orderId = Number(new URL(page.url()).searchParams.get('order'))
      await expect(page.getByTestId('order-pickup')).toHaveText(
        `Pickup: ${pickupWhen({ date, startsAt: '09:00', endsAt: '12:00' })} at ${name}, ${address}`,
      )
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)

      // ---- the next buyer finds that window full
      picker = await openPickupCheckout(page, uniqueEmail('pickup-window-full'))
      const full = picker.getByRole('radio', { name: windowName })
      await expect(full).toBeDisabled()
      await expect(full).toHaveAccessibleDescription('Full')
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
    } finally {
      // A held place keeps the location from being deleted: cancelling the order gives it back.
      if (orderId) {
        const cancelled = await owner.patch(`/api/admin/orders/${orderId}`, {
          data: { status: 'cancelled' },
        })
        expect(cancelled.status(), await cancelled.text()).toBe(200)
      }
      const deleted = await owner.delete(`/api/admin/pickup-locations/${location.id}`)
      if (deleted.status() === 409) {
        const off = await owner.patch(`/api/admin/pickup-locations/${location.id}`, {
          data: { active: false },
        })
        expect(off.status(), await off.text()).toBe(200)
      } else {
        expect(deleted.status(), await deleted.text()).toBe(204)
      }
      await owner.dispose()
    }
  })
}
