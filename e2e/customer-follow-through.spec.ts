import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { toastTitle } from './support/toasts'
import { signedInOwner, waitForEmail } from './support/staff'
import { addCalendarDays, defaultFarmTimeZone, farmToday } from '#contracts/farm-time'
import { uniqueEmail } from './support/unique-email'
import { signInWithEmailedLink } from './support/customer'

/*
 * Issue 10 items 5 and 8: a guest's order follows them when they sign in with the same e-mail,
 * a signed-in checkout starts filled in, and an out-of-stock product offers an e-mail when it is
 * back. Products without a stock count are bought, so other specs see the same shop.
 */

let owner: APIRequestContext
test.beforeAll(async ({ baseURL }) => {
  owner = await signedInOwner(baseURL!)
})
test.afterAll(async () => {
  await owner.dispose()
})

interface Product {
  id: number
  name: string
}
const inDays = (days: number) => addCalendarDays(farmToday(defaultFarmTimeZone), days)

async function productNamed(request: APIRequestContext, name: string) {
  const products = (await (await request.get('/api/products')).json()) as Product[]
  const product = products.find((candidate) => candidate.name === name)
  expect(product, name).toBeDefined()
  return product!
}
async function addToCart(request: APIRequestContext, name: string) {
  const product = await productNamed(request, name)
  const response = await request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })
  expect(response.status(), await response.text()).toBe(200)
}

test.describe('Guest orders follow the customer', () => {
  test('a guest pays, signs in with the same e-mail and finds the order on the dashboard', async ({
    page,
  }) => {
    test.slow() // a whole checkout, then a sign-in through the outbox
    const email = uniqueEmail('guest')
    await addToCart(page.request, 'Wildflower Honey')
    await page.goto('/checkout')
    await page.getByLabel('Full Name').fill('Gus Guest')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Phone', { exact: true }).fill('772-555-0100')
    await page.getByLabel('Street Address').fill('12 Palm Way')
    await page.getByLabel('City', { exact: true }).fill('Jensen Beach')
    await page.getByLabel('State', { exact: true }).selectOption('FL')
    await page.getByLabel('ZIP Code', { exact: true }).fill('34957')
    await page.getByRole('radio', { name: /^Local Delivery/ }).check()
    await page.getByLabel('Card Number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry (MM/YY)').fill('12/30')
    await page.getByLabel('CVC', { exact: true }).fill('123')
    await page.getByRole('button', { name: /^Complete Order/ }).click()
    await expect(page).toHaveURL(/\/order-confirmation\?order=\d+$/)
    const orderId = Number(new URL(page.url()).searchParams.get('order'))

    await signInWithEmailedLink(page, owner, email)
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${email}!` }),
    ).toBeVisible()
    await expect(page.getByText('No orders yet')).toHaveCount(0)
    await expect(
      page.getByTestId('recent-order').filter({ hasText: `Order #${orderId}` }),
    ).toHaveCount(1)
    await expect(page.getByTestId('stat-card').first()).toHaveText(/1\s*Total Orders/)

    // The order opens to its details, with a receipt to print.
    await page
      .getByTestId('recent-order')
      .filter({ hasText: `Order #${orderId}` })
      .click()
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`))
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible()
    await expect(page.getByTestId('order-line')).toHaveText(/Wildflower Honey\s*1 ×/)
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a long e-mail wraps at sensible points in the greeting on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const email = uniqueEmail('a-very-long-mailbox-name-for-the-farm-shop')
    await signInWithEmailedLink(page, owner, email)
    const heading = page.getByRole('heading', { level: 1, name: `Welcome back, ${email}!` })
    await expect(heading).toBeVisible()
    // Nothing sticks out of the page sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: test.info().outputPath('long-email-greeting-390.png') })
  })

  test('a signed-in customer’s checkout starts with their e-mail filled in', async ({ page }) => {
    const email = uniqueEmail('prefill')
    await signInWithEmailedLink(page, owner, email)
    await addToCart(page.request, 'Wildflower Honey')
    await page.goto('/checkout')
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
    await expect(page.getByLabel('Street Address')).toHaveValue('')
  })
})

test.describe("The customer's account", () => {
  test('greets by the name the customer gives, lists their visits and cancels one with an e-mail', async ({
    page,
  }) => {
    test.slow() // a sign-in through the outbox, then two e-mails
    const email = uniqueEmail('account')
    await signInWithEmailedLink(page, owner, email)
    await page.getByRole('link', { name: /Tell us your name/ }).click()
    await expect(page).toHaveURL(/\/account#details$/)
    const details = page.getByRole('form', { name: 'Your details' })
    await details.getByLabel('First name').fill('Ana')
    await details.getByRole('button', { name: 'Save Details' }).click()
    await expect(toastTitle(page, 'Details Saved')).toBeVisible()
    await expect(page.getByText('Welcome, Ana!', { exact: false })).toBeVisible()

    // A visit booked while signed in is in the account, whatever e-mail the form was given.
    const events = (await (await page.request.get('/api/farm-events/active')).json()) as {
      id: number
      title: string
    }[]
    const tour = events.find((event) => event.title === 'Guided Farm Tour')!
    const booked = await page.request.post('/api/bookings', {
      data: {
        farmEventId: tour.id,
        customerName: 'Ana Account',
        customerEmail: email,
        numberOfPeople: 2,
        preferredDate: inDays(33),
      },
    })
    expect(booked.status(), await booked.text()).toBe(201)
    await page.reload()
    const visit = page.getByTestId('account-visit')
    await expect(visit).toHaveCount(1)
    await expect(visit).toContainText('2 people')
    await expectNoAxeViolations(page)
    await visit.getByRole('button', { name: /Cancel/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel booking' }).click()
    await expect(toastTitle(page, 'Booking Cancelled')).toBeVisible()
    await expect(visit).toContainText('Cancelled')
    await waitForEmail(owner, email, /^Your booking is cancelled: /)

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ana!' })).toBeVisible()
  })
})

test.describe('Back in stock', () => {
  test('an out-of-stock product offers "E-mail me when it\'s back"', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const kent = await productNamed(page.request, 'Kent Mangos') // out of stock in the demo farm
    await page.goto(`/products/${kent.id}`)
    await expect(page.getByTestId('stock-status')).toHaveText('Out of Stock')
    const form = page.getByRole('form', { name: "E-mail me when it's back" })
    await form.getByLabel("E-mail me when it's back").fill(uniqueEmail('waiting'))
    await expectNoAxeViolations(page)
    await form.getByRole('button', { name: 'Notify me' }).click()

    await expect(toastTitle(page, "You're on the List!")).toBeVisible()
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: "We'll e-mail you once when it's back in stock." }),
    ).toBeVisible()
    await expect(form).toHaveCount(0)
  })

  test('an in-stock product has no such form', async ({ page }) => {
    const haden = await productNamed(page.request, 'Haden Mangos')
    await page.goto(`/products/${haden.id}`)
    await expect(page.getByTestId('stock-status')).toHaveText('In Stock')
    await expect(page.getByRole('form', { name: "E-mail me when it's back" })).toHaveCount(0)
  })
})
