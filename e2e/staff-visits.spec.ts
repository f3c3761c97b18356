import { expect, test } from '@playwright/test'
import { addCalendarDays, defaultFarmTimeZone, farmToday } from '#contracts/farm-time'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { signedInOwner, signInAsOwner, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * The farm's side of visits (spec 3 "Events & Workshops Manager", the dashboard's Bookings tab):
 * staff confirm a visitor's request, and the visitor gets the confirmation with its calendar
 * file; staff add a workshop that visitors can then choose on /farm-tours.
 */

test('staff confirm a request; the visitor gets the confirmation with a calendar file', async ({
  page,
  baseURL,
}) => {
  test.slow()
  const owner = await signedInOwner(baseURL!)
  const email = `confirm.${Date.now()}@example.com`
  const events = (await (await page.request.get('/api/farm-events/active')).json()) as {
    id: number
    title: string
  }[]
  const walk = events.find((event) => event.title === 'Mango Grove Walk & Tasting')!
  const requested = await page.request.post('/api/bookings', {
    data: {
      farmEventId: walk.id,
      customerName: 'Quinn Visitor',
      customerEmail: email,
      numberOfPeople: 2,
      preferredDate: addCalendarDays(farmToday(defaultFarmTimeZone), 8),
    },
  })
  expect(requested.status(), await requested.text()).toBe(201)

  await signInAsOwner(page)
  await page.goto('/staff-dashboard')
  await page.getByRole('tab', { name: 'Bookings' }).click()
  await page
    .getByRole('group', { name: 'Filter bookings by status' })
    .getByRole('button', { name: 'Pending', exact: true })
    .click()
  const row = page.getByTestId('staff-booking').filter({ hasText: email })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: /^Confirm: Quinn Visitor/ }).click()
  await expect(toastTitle(page, 'Booking status updated successfully')).toBeVisible()

  const confirmation = await waitForEmail(owner, email, /Your visit is confirmed/)
  const calendar = confirmation.attachments.find((file) => file.filename.endsWith('.ics'))
  expect(calendar?.content).toContain('BEGIN:VEVENT')
  expect(calendar?.content).toContain('TZID=America/New_York')
  expect(calendar?.content).toContain('SUMMARY:Mango Grove Walk & Tasting at Groveside Farm')
})

test('staff add a workshop that visitors can choose on /farm-tours', async ({ page }) => {
  const title = `Night Bee Walk ${Date.now()}`
  await signInAsOwner(page)
  await page.goto('/events-admin')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Events & Workshops Manager' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Add Event' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Event' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Type').click()
  await page.getByRole('option', { name: 'Workshop' }).click()
  await dialog.getByLabel('Start time').fill('19:30')
  await dialog.getByLabel('Duration (minutes)').fill('90')
  await dialog.getByLabel('Price per person ($)').fill('40')
  await dialog.getByLabel('Max people').fill('6')
  await dialog.getByLabel('Includes').fill('Red-light torch\nHoney tasting')
  await dialog.getByRole('button', { name: 'Create Event' }).click()
  await expect(toastTitle(page, 'Event Created')).toBeVisible()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()

  await page.goto('/farm-tours')
  await page.getByRole('tab', { name: 'Workshops' }).click()
  await expect(page.getByRole('radio', { name: new RegExp(title) })).toBeVisible()
})

for (const width of [390, 1280]) {
  test(`the visit staff screens are accessible and fit at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInAsOwner(page)
    await page.goto('/events-admin')
    await expect(page.getByRole('heading', { name: 'Pick-your-own sessions' })).toBeVisible()
    await expect(page.getByTestId('slot-card').first()).toBeVisible()
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)
    // The sessions are searched and paged on the server, the choice in the address.
    const sessions = page.getByRole('region', { name: 'Pick-your-own sessions' })
    await sessions.getByRole('searchbox', { name: 'Search sessions' }).fill('no such fruit')
    await expect(
      sessions.getByRole('heading', { name: 'No sessions match these filters' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/sessionSearch=no\+such\+fruit/)
    await sessions.getByRole('button', { name: 'Clear filters' }).click()
    await expect(sessions.getByRole('navigation', { name: 'Pages of sessions' })).toBeVisible()
    await sessions.getByRole('button', { name: 'Past 30 days' }).click()
    await expect(page).toHaveURL(/sessions=past/)
    await expect(
      sessions
        .getByTestId('slot-card')
        .or(sessions.getByRole('heading', { name: 'No sessions in the past 30 days' }))
        .first(),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page.goto('/staff-dashboard?tab=bookings')
    await expect(page.getByTestId('staff-booking').first()).toBeVisible()
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)
  })
}
