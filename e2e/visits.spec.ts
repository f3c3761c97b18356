import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  addCalendarDays,
  defaultFarmTimeZone,
  farmToday,
  formatShortVisitDate,
  formatVisitDate,
} from '#contracts/farm-time'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll } from './support/layout'
import { signedInOwner, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'

/*
 * Farm visits as a visitor meets them (spec 2 "Farm Events & Workshops", "Pick Your Own"): an
 * event request that lands in the visitor's and the farm's inbox, a pick-your-own session booked
 * until it shows Full, and a booking cancelled through the e-mailed link, giving its spots back.
 * Each test makes its own session or uses its own e-mail address, so the demo farm is untouched.
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

/** The session radio of Muscadine Grapes at 3-5 PM on `date`. */
const sessionChoice = (page: Page, date: string) =>
  page.getByRole('radio', {
    name: new RegExp(`Muscadine Grapes ${formatVisitDate(date)} 3:00 PM – 5:00 PM`),
  })

async function bookSession(page: Page, date: string, people: number, email: string) {
  await sessionChoice(page, date).check()
  const form = page.getByRole('form', { name: 'Book this session' })
  await form.getByLabel('Full name').fill('Pat Picker')
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Number of people').click()
  await page.getByRole('option', { name: people === 1 ? '1 person' : `${people} people` }).click()
  await expect(form.getByTestId('session-total')).toHaveText(`$${(12 * people).toFixed(2)}`)
  await form.getByRole('button', { name: 'Book Session' }).click()
  const confirmation = page.getByTestId('booking-confirmation')
  await expect(confirmation.getByRole('heading', { name: 'Booking Confirmed!' })).toBeFocused()
  await expect(confirmation).toContainText(`${people === 1 ? '1 person' : `${people} people`}`)
  await confirmation.getByRole('button', { name: 'Book another session' }).click()
}

test('a visitor requests a workshop: what was booked stays on the page, and both are e-mailed', async ({
  page,
  baseURL,
}) => {
  const owner = await signedInOwner(baseURL!)
  const email = `workshop.${Date.now()}@example.com`
  // A date of its own, so the places left are this test's alone.
  const date = inDays(47)
  await page.goto('/farm-tours')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Farm Events & Workshops' }),
  ).toBeVisible()
  const send = page.getByRole('button', { name: 'Send Booking Request' })
  await expect(send).toBeDisabled()

  await page.getByRole('tab', { name: 'Workshops' }).click()
  await page.getByRole('radio', { name: /Fruit Tree Grafting Workshop/ }).check()
  await page.getByLabel('Full name').fill('Sam Grafter')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Number of people').fill('2')
  await page.getByLabel('Preferred date').fill(date)
  await expect(page.getByLabel('Preferred date')).toHaveAccessibleDescription(
    `8 places left on ${formatShortVisitDate(date)}.`,
  )
  await expect(page.getByTestId('booking-total')).toHaveText('$150.00')
  await send.click()

  // The confirmation stays (no toast over a reset form) until another visit is wanted.
  const confirmation = page.getByTestId('booking-confirmation')
  await expect(confirmation.getByRole('heading', { name: 'Booking Request Sent!' })).toBeFocused()
  await expect(confirmation).toContainText('Fruit Tree Grafting Workshop')
  await expect(confirmation).toContainText(formatVisitDate(date))
  await expect(confirmation).toContainText(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M E[SD]T/)
  await expect(confirmation).toContainText('2 people')
  await expect(confirmation).toContainText('$150.00')
  await expect(confirmation).toContainText(email)
  await expectNoAxeViolations(page)
  const calendarLink = confirmation.getByRole('link', { name: 'Add to calendar' })
  const calendar = await page.request.get((await calendarLink.getAttribute('href'))!)
  expect(calendar.status()).toBe(200)
  expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/)
  const ics = await calendar.text()
  expect(ics).toContain('SUMMARY:Fruit Tree Grafting Workshop')
  expect(ics).toContain('STATUS:TENTATIVE')

  await confirmation.getByRole('button', { name: 'Book another visit' }).click()
  await expect(page.getByLabel('Full name')).toHaveValue('')
  await expect(send).toBeDisabled()

  // The request holds its places: the same date now has 6 left, and 7 people are refused.
  await page.getByRole('tab', { name: 'Workshops' }).click()
  await page.getByRole('radio', { name: /Fruit Tree Grafting Workshop/ }).check()
  await page.getByLabel('Full name').fill('Sam Grafter')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Preferred date').fill(date)
  await expect(page.getByLabel('Preferred date')).toHaveAccessibleDescription(
    `6 places left on ${formatShortVisitDate(date)}.`,
  )
  await page.getByLabel('Number of people').fill('7')
  await send.click()
  await expect(page.getByText(`Only 6 places left on ${formatShortVisitDate(date)}`)).toBeVisible()

  const received = await waitForEmail(owner, email, /We received your booking request/)
  expect(received.text).toContain("We'll contact you within 24 hours to confirm your booking.")
  expect(received.text).toContain('Total:  $150.00')
  await waitForEmail(
    owner,
    'hello@groveside.farm',
    /New booking request: Fruit Tree Grafting Workshop for 2 people from Sam Grafter/,
  )
})

test('a session fills up to Full; cancelling by the e-mailed link gives the spots back', async ({
  page,
  baseURL,
}) => {
  test.slow()
  const owner = await signedInOwner(baseURL!)
  const date = inDays(24)
  await newSession(owner, date, 3)
  const first = `picker.one.${Date.now()}@example.com`

  await page.goto('/pick-your-own')
  await expect(page.getByRole('heading', { level: 1, name: 'Pick Your Own' })).toBeVisible()
  await bookSession(page, date, 2, first)
  await expect(sessionChoice(page, date)).toBeEnabled()
  await bookSession(page, date, 1, `picker.two.${Date.now()}@example.com`)
  await expect(sessionChoice(page, date)).toBeDisabled()
  const session = page
    .getByTestId('pick-your-own-session')
    .filter({ has: sessionChoice(page, date) })
  await expect(session.getByText('Full', { exact: true })).toBeVisible()

  const confirmation = await waitForEmail(owner, first, /Your visit is confirmed/)
  const link = /https?:\/\/\S+\/visits\/booking\?token=\S+/.exec(confirmation.text)![0]
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: /Pick Your Own: Muscadine Grapes/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Cancel booking' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel booking' }).click()
  await expect(toastTitle(page, 'Booking Cancelled')).toBeVisible()
  await waitForEmail(
    owner,
    'hello@groveside.farm',
    /Booking cancelled by the visitor: Pick Your Own: Muscadine Grapes/,
  )
  await waitForEmail(owner, first, /^Your booking is cancelled: Pick Your Own: Muscadine Grapes/)

  await page.goto('/pick-your-own')
  await expect(sessionChoice(page, date)).toBeEnabled()
  await expect(session.getByText('2 spots left')).toBeVisible()
})

for (const width of [390, 1280]) {
  test(`the visit pages are accessible and fit at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/farm-tours', '/pick-your-own']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
    }
  })
}
