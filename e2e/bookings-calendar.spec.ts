import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
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

/*
 * The bookings calendar (issue 25): staff open the week, see the demo farm's sessions with their
 * places booked of capacity, open today's session for its check-in list and mark a visitor
 * attended, then move a booking to another date: the counts follow and the visitor is e-mailed.
 * Each test books its own visitors (on dates of its own), so the demo farm's bookings stay.
 */

const inDays = (days: number) => addCalendarDays(farmToday(defaultFarmTimeZone), days)

async function newSession(owner: APIRequestContext, date: string, maxPeople: number) {
  const products = (await (await owner.get('/api/products')).json()) as {
    id: number
    name: string
  }[]
  const grapes = products.find((product) => product.name === 'Muscadine Grapes')!
  const response = await owner.post('/api/admin/pick-your-own/slots', {
    data: {
      productId: grapes.id,
      date,
      startTime: '15:00',
      endTime: '17:00',
      maxPeople,
      pricePerPerson: '12.00',
      weeks: 1,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: number }[])[0]!
}

const session = (page: Page, title: string) =>
  page.getByTestId('calendar-session').filter({ hasText: title })

for (const width of [1280, 390]) {
  test(`staff check a visitor in and move a booking on the calendar (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    test.slow()
    await page.setViewportSize(viewportOf(width))
    const owner = await signedInOwner(baseURL!)
    const stamp = `${width}-${Date.now()}`

    // Today's visitor: a request for a demo workshop today (check-in is open all day).
    const events = (await (await page.request.get('/api/farm-events/active')).json()) as {
      id: number
      title: string
    }[]
    const workshop = events.find((event) => event.title === 'Sustainable Small-Farm Growing')!
    const arrival = `Arrival ${stamp}`
    const requested = await page.request.post('/api/bookings', {
      data: {
        farmEventId: workshop.id,
        customerName: arrival,
        customerEmail: `arrival.${stamp}@example.com`,
        numberOfPeople: 2,
        preferredDate: inDays(0),
      },
    })
    expect(requested.status(), await requested.text()).toBe(201)

    // A picker booked on a session of this test's own, to move to the next day's.
    const offset = width === 1280 ? 70 : 73
    const [from, to] = [inDays(offset), inDays(offset + 1)]
    const first = await newSession(owner, from, 6)
    await newSession(owner, to, 4)
    const pickerEmail = `mover.${stamp}@example.com`
    const booked = await page.request.post(`/api/pick-your-own/slots/${first.id}/book`, {
      data: { customerName: `Mover ${stamp}`, customerEmail: pickerEmail, numberOfPeople: 3 },
    })
    expect(booked.status(), await booked.text()).toBe(201)

    // ---- from the back office's menu to the week of the demo farm's blackberry morning
    await signInAsOwner(page)
    await page.goto('/admin')
    if (width === 390) {
      await page.getByRole('button', { name: 'Open the back office menu' }).click()
      await page
        .getByRole('dialog', { name: 'Back office menu' })
        .getByRole('link', { name: 'Calendar', exact: true })
        .click()
    } else {
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: 'Calendar', exact: true })
        .click()
    }
    await expect(page).toHaveURL(/\/admin\/calendar$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings Calendar' })).toBeVisible()
    await page.getByLabel('Go to date').fill(inDays(2))
    await expect(page).toHaveURL(new RegExp(`date=${inDays(2)}`))
    const blackberries = page
      .locator(`[data-testid="calendar-day"][data-date="${inDays(2)}"]`)
      .getByTestId('calendar-session')
      .filter({ hasText: 'Pick Your Own: Fresh Blackberries' })
    await expect(blackberries.getByTestId('session-booked')).toHaveText(/^\d+\/12 booked$/)
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)

    // ---- today's session: its check-in list, the visitor marked attended
    await page.getByRole('button', { name: 'Today' }).click()
    await page.getByRole('button', { name: 'Day', exact: true }).click()
    await expect(page).toHaveURL(/[?&]view=day$/)
    await expect(page.getByTestId('calendar-period')).toHaveText(formatVisitDate(inDays(0)))
    await session(page, 'Sustainable Small-Farm Growing').click()
    const panel = page.getByRole('dialog', { name: 'Sustainable Small-Farm Growing' })
    await expect(panel.getByTestId('panel-booked')).toHaveText(/^\d+\/12 booked$/)
    const print = panel.getByRole('link', { name: 'Print check-in list' })
    const pdf = await page.request.get((await print.getAttribute('href'))!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const visitor = panel.getByTestId('check-in-booking').filter({ hasText: arrival })
    const attended = visitor
      .getByRole('group', { name: `Attendance: ${arrival}` })
      .getByRole('button', { name: 'Attended' })
    await attended.click()
    await expect(attended).toHaveAttribute('aria-pressed', 'true')
    await expectNoAxeViolations(page)
    await page.reload()
    await session(page, 'Sustainable Small-Farm Growing').click()
    await expect(attended).toHaveAttribute('aria-pressed', 'true')
    await panel.getByRole('button', { name: 'Close' }).click()

    // ---- move the picker to the next day's session: counts follow, the visitor is e-mailed
    await page.goto(`/admin/calendar?view=day&date=${from}`)
    const grapes = session(page, 'Pick Your Own: Muscadine Grapes')
    await expect(grapes.getByTestId('session-booked')).toHaveText('3/6 booked')
    await grapes.click()
    const sessionPanel = page.getByRole('dialog', { name: 'Pick Your Own: Muscadine Grapes' })
    await sessionPanel.getByRole('button', { name: `Move Mover ${stamp}’s booking` }).click()
    const move = page.getByRole('dialog', { name: 'Move booking' })
    // Only sessions with room for the party are offered, each with its places left.
    await move
      .getByRole('radio', {
        name: new RegExp(
          `^${formatShortVisitDate(to)}, 3:00 PM – 5:00 PM · Pick Your Own: Muscadine Grapes 4 places left$`,
        ),
      })
      .check()
    await expectNoAxeViolations(page)
    await move.getByRole('button', { name: 'Move booking' }).click()
    await expect(toastTitle(page, 'Booking moved')).toBeVisible()
    await expect(move).toBeHidden()
    await expect(sessionPanel.getByTestId('panel-booked')).toHaveText('0/6 booked')
    await expect(sessionPanel.getByText('No bookings for this session')).toBeVisible()
    await sessionPanel.getByRole('button', { name: 'Close' }).click()
    await expect(grapes.getByTestId('session-booked')).toHaveText('0/6 booked')
    await page.getByRole('button', { name: 'Next day' }).click()
    await expect(page).toHaveURL(new RegExp(`date=${to}`))
    await expect(
      session(page, 'Pick Your Own: Muscadine Grapes').getByTestId('session-booked'),
    ).toHaveText('3/4 booked')

    const mail = await waitForEmail(owner, pickerEmail, /Your visit has moved/)
    expect(mail.text).toContain(`We have moved your booking to ${formatVisitDate(to)}`)
    expect(mail.text).toMatch(/\/api\/visit-bookings\/p\d+\.[\w-]+\/calendar\.ics/)
  })
}
