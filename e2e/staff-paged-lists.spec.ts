import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { addCalendarDays, defaultFarmTimeZone, farmToday } from '#contracts/farm-time'
import { expectNoAxeViolations } from './support/axe'
import { signInWithEmailedLink } from './support/customer'
import { expectNoSideScroll } from './support/layout'
import { signedInOwner, signInAsOwner } from './support/staff'
import { uniqueEmail } from './support/unique-email'

/*
 * Issue 25 point 8: the staff lists are searched, filtered, sorted and paged on the server, and
 * keep every choice in the address, so a reload or the way back shows the same page. Reviews and
 * subscriptions are walked through with records of their own (reviews awaiting approval, which
 * the shop never shows, and cancelled subscriptions, which have no boxes); the other lists are
 * checked for their search in the address, their no-match state, accessibility and fit.
 */

const widths = [1280, 390] as const

/** A word no demo record holds, so this test's records are the only ones its search finds. */
const stampOf = (width: number) => `pagedlist${width}x${Date.now().toString(36)}`

const addressOf = (page: Page) => {
  const url = new URL(page.url())
  return Object.fromEntries(url.searchParams)
}

async function productId(request: APIRequestContext, name: string) {
  const products = (await (await request.get('/api/products')).json()) as {
    id: number
    name: string
  }[]
  return products.find((product) => product.name === name)!.id
}

for (const width of widths) {
  test(`reviews: status, search, sort and page stay in the address at ${width} px`, async ({
    page,
  }) => {
    test.slow() // 27 reviews posted, a reload, the way back and two accessibility checks
    const stamp = stampOf(width)
    const grapes = await productId(page.request, 'Muscadine Grapes')
    for (let index = 1; index <= 27; index += 1) {
      const posted = await page.request.post(`/api/products/${grapes}/reviews`, {
        data: {
          customerName: `Pager ${String(index).padStart(2, '0')}`,
          customerEmail: `pager${index}@example.com`,
          rating: (index % 5) + 1,
          comment: `Paged review ${stamp} number ${index}`,
        },
      })
      expect(posted.status(), await posted.text()).toBe(201)
    }

    await page.setViewportSize({ width, height: 900 })
    await signInAsOwner(page)
    await page.goto('/admin/reviews')
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible()
    const rows = page.getByTestId('staff-review')
    await expect(rows.first()).toBeVisible()

    await page
      .getByRole('group', { name: 'Filter reviews' })
      .getByRole('button', { name: /^Awaiting approval/ })
      .click()
    await expect.poll(() => addressOf(page)).toEqual({ status: 'awaiting_approval' })
    await page.getByRole('searchbox', { name: 'Search reviews' }).fill(stamp)
    await expect.poll(() => addressOf(page)).toEqual({ q: stamp, status: 'awaiting_approval' })
    await expect(rows).toHaveCount(25)
    const pages = page.getByRole('navigation', { name: 'Pages of reviews' })
    await expect(pages).toContainText('1–25 of 27 reviews')
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)

    await pages.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => addressOf(page)).toMatchObject({ page: '2' })
    await expect(rows).toHaveCount(2)
    await expect(pages).toContainText('26–27 of 27 reviews')

    // A reload shows the same page, filter and search.
    await page.reload()
    await expect(rows).toHaveCount(2)
    await expect(page.getByRole('searchbox', { name: 'Search reviews' })).toHaveValue(stamp)
    await expect(
      page
        .getByRole('group', { name: 'Filter reviews' })
        .getByRole('button', { name: /^Awaiting approval/ }),
    ).toHaveAttribute('aria-pressed', 'true')

    // Sorting starts at page 1 again; the lowest ratings come first.
    await page.getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Lowest rating first' }).click()
    await expect
      .poll(() => addressOf(page))
      .toEqual({ q: stamp, status: 'awaiting_approval', sort: 'rating', dir: 'asc' })
    await expect(rows).toHaveCount(25)
    await expect(rows.first().getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible()

    // Away and back: the list is as it was.
    await page.goto('/admin')
    await page.goBack()
    await expect(rows).toHaveCount(25)
    await expect(page.getByRole('searchbox', { name: 'Search reviews' })).toHaveValue(stamp)
    await expect(rows.first().getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible()

    // A search that finds nothing says so, and Clear filters brings every review back.
    await page.getByRole('searchbox', { name: 'Search reviews' }).fill(`${stamp}-none`)
    await expect(
      page.getByRole('heading', { name: 'No reviews match these filters' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await expect.poll(() => addressOf(page)).toEqual({ sort: 'rating', dir: 'asc' })
    await expect(rows.first()).toBeVisible()
  })

  test(`subscriptions: status, search, fulfilment and page stay in the address at ${width} px`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow() // a customer's sign-in through the outbox, 26 subscriptions, a reload
    const stamp = stampOf(width)
    const owner = await signedInOwner(baseURL!)
    const customer = await browser.newContext({ baseURL })
    const shopper = await customer.newPage()
    await signInWithEmailedLink(shopper, owner, uniqueEmail(`paged-${width}`))
    await owner.dispose()
    const plans = (await (await shopper.request.get('/api/subscription-plans')).json()) as {
      id: number
      name: string
    }[]
    const honey = plans.find((plan) => plan.name === 'Honey of the Month')!
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    for (let index = 1; index <= 26; index += 1) {
      const subscribed = await shopper.request.post('/api/subscriptions', {
        data: {
          planId: honey.id,
          customerName: `Pager ${stamp} ${String(index).padStart(2, '0')}`,
          startDate: start,
          fulfilment: 'pickup',
        },
      })
      expect(subscribed.status(), await subscribed.text()).toBe(201)
      // A customer has one subscription awaiting payment per plan: cancelled, the next is new.
      const { id } = (await subscribed.json()) as { id: number }
      const cancelled = await shopper.request.post(`/api/subscriptions/${id}/cancel`)
      expect(cancelled.status(), await cancelled.text()).toBe(200)
    }
    await customer.close()

    await page.setViewportSize({ width, height: 900 })
    await signInAsOwner(page)
    await page.goto('/admin/subscriptions')
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible()
    const rows = page.getByTestId('staff-subscription')

    await page
      .getByRole('group', { name: 'Filter subscriptions by status' })
      .getByRole('button', { name: 'Cancelled' })
      .click()
    await page.getByRole('searchbox', { name: 'Search subscriptions' }).fill(stamp)
    await expect.poll(() => addressOf(page)).toEqual({ q: stamp, status: 'cancelled' })
    await expect(rows).toHaveCount(25)
    await page.getByRole('combobox', { name: 'Pickup or delivery' }).click()
    await page.getByRole('option', { name: 'Pickup at the farm' }).click()
    await expect
      .poll(() => addressOf(page))
      .toEqual({ q: stamp, status: 'cancelled', fulfilment: 'pickup' })
    const pages = page.getByRole('navigation', { name: 'Pages of subscriptions' })
    await expect(pages).toContainText('1–25 of 26 subscriptions')
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)

    await pages.getByRole('button', { name: 'Next' }).click()
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText(`Pager ${stamp} 01`) // newest first: the first made is last
    await page.reload()
    await expect(rows).toHaveCount(1)
    await expect(pages).toContainText('26–26 of 26 subscriptions')
    await expect(page.getByRole('searchbox', { name: 'Search subscriptions' })).toHaveValue(stamp)
    await expect.poll(() => addressOf(page)).toMatchObject({ page: '2', fulfilment: 'pickup' })

    // Customer A–Z: a page of its own order, starting again at page 1.
    await page.getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Customer A–Z' }).click()
    await expect(rows).toHaveCount(25)
    await expect(rows.first()).toContainText(`Pager ${stamp} 01`)
    await expect.poll(() => addressOf(page)).not.toHaveProperty('page')
    await expectNoAxeViolations(page)
  })

  test(`bookings: search, type, visit dates and sort stay in the address at ${width} px`, async ({
    page,
  }) => {
    const stamp = stampOf(width)
    const events = (await (await page.request.get('/api/farm-events/active')).json()) as {
      id: number
      title: string
      eventType: string
    }[]
    const today = farmToday(defaultFarmTimeZone)
    for (const [eventType, name, days] of [
      ['event', 'Nadia', 20],
      ['workshop', 'Omar', 13],
    ] as const) {
      const event = events.find((each) => each.eventType === eventType)!
      const requested = await page.request.post('/api/bookings', {
        data: {
          farmEventId: event.id,
          customerName: `${name} ${stamp}`,
          customerEmail: `${name.toLowerCase()}.${stamp}@example.com`,
          numberOfPeople: 2,
          preferredDate: addCalendarDays(today, days),
        },
      })
      expect(requested.status(), await requested.text()).toBe(201)
    }

    await page.setViewportSize({ width, height: 900 })
    await signInAsOwner(page)
    await page.goto('/admin/bookings')
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
    const rows = page.getByTestId('staff-booking')
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(stamp)
    await expect.poll(() => addressOf(page)).toEqual({ q: stamp })
    // Newest first: Omar booked last.
    await expect(rows).toHaveCount(2)
    await expect(rows.first()).toContainText(`Omar ${stamp}`)

    await page.getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Visit date, latest first' }).click()
    // Descending is the default direction, so the address leaves it out.
    await expect.poll(() => addressOf(page)).toEqual({ q: stamp, sort: 'visit' })
    await expect(rows.first()).toContainText(`Nadia ${stamp}`)

    await page.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Workshop' }).click()
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText(`Omar ${stamp}`)
    await expectNoSideScroll(page, width)
    await expectNoAxeViolations(page)

    // A reload keeps it all; a visit range without the workshop finds nothing.
    await page.reload()
    await expect(rows).toHaveCount(1)
    await expect(page.getByRole('searchbox', { name: 'Search bookings' })).toHaveValue(stamp)
    await page.getByLabel('Visit from').fill(addCalendarDays(today, 15))
    await expect
      .poll(() => addressOf(page))
      .toMatchObject({ type: 'workshop', from: addCalendarDays(today, 15) })
    await expect(
      page.getByRole('heading', { name: 'No bookings match these filters' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await expect.poll(() => addressOf(page)).toEqual({ sort: 'visit' })
    await expect(rows.first()).toBeVisible()
  })

  test(`the other staff lists keep their search in the address and say when nothing matches, at ${width} px`, async ({
    page,
  }) => {
    test.slow() // four screens, each checked for accessibility
    await page.setViewportSize({ width, height: 900 })
    await signInAsOwner(page)
    const nothing = `nothing-${Date.now().toString(36)}`
    for (const [path, search, records] of [
      ['/admin/blog/comments', 'Search comments', 'comments'],
      ['/admin/shipping-labels', 'Search labels', 'labels'],
      ['/admin/jobs', 'Search failed jobs', 'failed jobs'],
      ['/social-media', 'Search blog posts', 'blog posts'],
    ] as const) {
      await page.goto(`${path}?q=${nothing}`)
      await expect(page.getByRole('searchbox', { name: search })).toHaveValue(nothing)
      await expect(
        page.getByRole('heading', { name: `No ${records} match these filters` }),
      ).toBeVisible()
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
    }
  })
}
