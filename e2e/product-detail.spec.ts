import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { signedInOwner, waitForEmail } from './support/staff'

/*
 * Tests run in parallel against one demo farm, so each one writes to its own product:
 * reviews are written on the Noble grape vine (and, through a buyer's review link, on the
 * Ouachita blackberry plant), helpful votes go to the Wildflower Honey reviews, and the seeded
 * Haden Mangos reviews are only read.
 */

async function openFromList(page: Page, name: string) {
  await page.goto('/products')
  await page.getByRole('link', { name, exact: true }).click()
  await expect(page).toHaveURL(/\/products\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

/** A toast's title (Radix also copies the text into a screen-reader announcement). */
const toast = (page: Page, title: string) => page.getByText(title, { exact: true })

const reviews = (page: Page) => page.getByRole('region', { name: 'Customer Reviews' })

test.describe('Product detail', () => {
  test('opens a plant from the list: badge, price, stock, Add to Cart and Growing Information', async ({
    page,
  }) => {
    await openFromList(page, 'Grafted Mango Tree – Glenn')
    await expect(page.getByText('Plants & Trees', { exact: true })).toBeVisible()
    await expect(page.getByTestId('product-price')).toHaveText('$89.00')
    await expect(page.getByText('/ 3-gallon pot')).toBeVisible()
    await expect(page.getByTestId('stock-status')).toHaveText('In Stock')
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
    const growing = page.getByRole('region', { name: 'Growing Information' })
    await expect(growing).toBeVisible()
    await expect(growing).toContainText('Right after harvest, by August')
    await expect(page).toHaveTitle(/^Grafted Mango Tree – Glenn \| /)
  })

  test('a product card is one link to its page; its Add to Cart still only adds', async ({
    page,
  }) => {
    await page.goto('/products')
    const card = page.getByTestId('product-card').filter({ hasText: 'Fresh Blackberries' })
    await expect(card.getByRole('link')).toHaveCount(1)
    await expect(card.getByRole('link')).toHaveAccessibleName('Fresh Blackberries')
    await card.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(toast(page, 'Added to Cart')).toBeVisible()
    await expect(page).toHaveURL(/\/products$/)
    // A click anywhere else on the card opens the product.
    await card.click({ position: { x: 40, y: 40 } }) // on the picture
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh Blackberries' })).toBeVisible()
    await expect(page).toHaveURL(/\/products\/\d+$/)
  })

  test('shows an out-of-stock product with a disabled Add to Cart and no Growing Information', async ({
    page,
  }) => {
    await openFromList(page, 'Kent Mangos')
    await expect(page.getByText('Fresh Produce', { exact: true })).toBeVisible()
    await expect(page.getByTestId('stock-status')).toHaveText('Out of Stock')
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled()
    await expect(page.getByRole('heading', { name: 'Growing Information' })).toHaveCount(0)
  })

  test('shows the seeded reviews: average, counts per star, badges, and no e-mails', async ({
    page,
  }) => {
    await openFromList(page, 'Haden Mangos')
    const summary = page.getByTestId('review-summary')
    await expect(summary).toContainText('4.7')
    await expect(summary).toContainText('Based on 3 reviews')
    await expect(summary.getByRole('img', { name: 'Average rating 4.7 out of 5' })).toBeVisible()
    await expect(summary.getByTestId('stars-5')).toContainText('67%')
    await expect(summary.getByTestId('stars-5')).toContainText('(2)')
    await expect(summary.getByTestId('stars-4')).toContainText('33%')
    await expect(summary.getByTestId('stars-1')).toContainText('0%')

    const items = page.getByTestId('review')
    await expect(items).toHaveCount(3)
    await expect(items.first()).toContainText('Priya')
    await expect(items.first().getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()
    await expect(items.filter({ hasText: 'Verified Purchase' })).toHaveCount(2)
    await expect(items.filter({ hasText: 'Maria L.' }).getByRole('heading')).toHaveText(
      'Tastes like my grandmother’s tree',
    )
    await expect(reviews(page)).not.toContainText('@')

    const id = page.url().split('/').pop()
    const answer = await page.request.get(`/api/products/${id}/reviews`)
    expect(answer.status()).toBe(200)
    const body = await answer.text()
    expect(body).not.toContain('@')
    expect(body).not.toContain('customerEmail')

    await page.goto('/products')
    await page.getByRole('link', { name: 'Wildflower Honey', exact: true }).click()
    await expect(page.getByTestId('review-summary')).toContainText('4.5')
  })

  test('writes a review that waits for approval, then shows once staff approve it', async ({
    page,
    baseURL,
  }) => {
    test.slow() // types a whole review and reloads
    await openFromList(page, 'Muscadine Grape Vine – Noble')
    const section = reviews(page)
    await expect(section.getByRole('heading', { name: 'No reviews yet' })).toBeVisible()

    await section.getByRole('button', { name: 'Write Review' }).click()
    const form = page.getByRole('form', { name: /Write a review/ })
    await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked()
    await form.getByLabel('Your name').fill('Janet from Stuart')
    await form.getByLabel('E-mail').fill('janet.stuart@example.com')
    await form.locator('label').filter({ hasText: '3 stars' }).click()
    await expect(form.getByRole('radio', { name: '3 stars' })).toBeChecked()
    await form.getByLabel(/Title/).fill('Took off fast')
    await form
      .getByLabel('Your review')
      .fill('Planted in March and it already covers half the trellis.')
    await form.getByRole('button', { name: 'Submit Review' }).click()

    await expect(toast(page, 'Review submitted successfully!')).toBeVisible()
    await expect(form).toBeHidden()
    // Not a Verified Purchase: it waits for staff, and the page says so.
    const awaiting = 'Thank you! Your review will appear once it has been approved.'
    await expect(section.getByTestId('review-awaiting-approval')).toHaveText(awaiting)
    const item = page.getByTestId('review').filter({ hasText: 'Janet from Stuart' })
    await expect(item).toHaveCount(0)
    await expect(section.getByRole('heading', { name: 'No reviews yet' })).toBeVisible()

    await section.getByRole('button', { name: 'Write Review' }).click()
    await expect(form.getByLabel('Your name')).toHaveValue('')
    await expect(form.getByLabel('Your review')).toHaveValue('')
    await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked()

    // Staff approve it in the dashboard's Reviews tab (here through its API): it shows.
    const owner = await signedInOwner(baseURL!)
    const waiting = (
      (await (await owner.get('/api/admin/reviews?q=Janet%20from%20Stuart')).json()) as {
        items: { id: number; customerName: string; status: string }[]
      }
    ).items.find((review) => review.customerName === 'Janet from Stuart')!
    expect(waiting.status).toBe('awaiting_approval')
    const approved = await owner.patch(`/api/admin/reviews/${waiting.id}`, {
      data: { hidden: false },
    })
    expect(approved.status(), await approved.text()).toBe(200)
    await owner.dispose()

    await page.reload()
    await expect(item).toBeVisible()
    await expect(item.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible()
    await expect(item.getByRole('heading', { name: 'Took off fast' })).toBeVisible()
    await expect(item).not.toContainText('Verified Purchase')
    // Nobody has voted yet: no "0 people found this helpful".
    await expect(item.getByTestId('helpful-count')).toHaveText('')
    await expect(item).not.toContainText('found this helpful')
    await expect(page.getByTestId('review-summary')).toContainText('3.0')
    await expect(page.getByTestId('review-summary')).toContainText('Based on 1 review')
    await expect(section).not.toContainText('janet.stuart@example.com')
  })

  test('a typed buyer e-mail earns no badge; the review link e-mailed after delivery does, once', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow() // an order, a payment, two reviews
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
    const buyerName = `Bea Buyer ${stamp}`
    const buyerEmail = `bea-${stamp}@example.com`

    // The buyer orders and pays in a browser of their own.
    const buyer = await browser.newContext({ baseURL })
    const products = (await (await buyer.request.get('/api/products')).json()) as {
      id: number
      name: string
    }[]
    const plant = products.find((product) => product.name === 'Blackberry Plant – Ouachita')!
    const added = await buyer.request.post('/api/cart', {
      data: { productId: plant.id, quantity: 1 },
    })
    expect(added.status(), await added.text()).toBe(200)
    const placed = await buyer.request.post('/api/orders', {
      data: {
        customerName: buyerName,
        customerEmail: buyerEmail,
        customerPhone: '(772) 555-0142',
        shippingAddress: { street: '7 Grove Lane', city: 'Stuart', state: 'FL', zipCode: '34994' },
        shippingMethod: 'farm_pickup',
        idempotencyKey: `review-link-${stamp}`,
      },
    })
    expect(placed.status(), await placed.text()).toBe(201)
    const { id: orderId } = (await placed.json()) as { id: number }
    const paid = await buyer.request.post('/api/payments/test-mode/confirm', {
      data: { orderId, cardNumber: '4242424242424242' },
    })
    expect(paid.status(), await paid.text()).toBe(200)
    await buyer.close()

    // Someone else typing the buyer's e-mail gets no Verified Purchase.
    await openFromList(page, 'Blackberry Plant – Ouachita')
    await reviews(page).getByRole('button', { name: 'Write Review' }).click()
    const form = page.getByRole('form', { name: /Write a review/ })
    await form.getByLabel('Your name').fill(`Not Bea ${stamp}`)
    await form.getByLabel('E-mail').fill(buyerEmail)
    await form.getByLabel('Your review').fill('I never bought one.')
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await expect(toast(page, 'Review submitted successfully!')).toBeVisible()
    // No Verified Purchase, so it waits for staff approval instead of showing.
    await expect(reviews(page).getByTestId('review-awaiting-approval')).toBeVisible()
    const impostor = page.getByTestId('review').filter({ hasText: `Not Bea ${stamp}` })
    await expect(impostor).toHaveCount(0)

    // Staff hand the order over at the stand. Its review request goes out days after that
    // (decision 0042), or at once when staff ask for it from the order.
    const owner = await signedInOwner(baseURL!)
    for (const status of ['processing', 'ready_for_pickup', 'delivered']) {
      const moved = await owner.patch(`/api/admin/orders/${orderId}`, { data: { status } })
      expect(moved.status(), await moved.text()).toBe(200)
    }
    const asked = await owner.post(`/api/admin/orders/${orderId}/review-request`)
    expect(asked.status(), await asked.text()).toBe(200)
    // The buyer follows the link from the e-mail: the form opens prefilled.
    const mail = await waitForEmail(owner, buyerEmail, /^How was your Groveside order/)
    await owner.dispose()
    const link = /\/products\/\d+\?review=[\w-]+/.exec(mail.text)![0]
    await page.goto(link)
    await expect(form.getByLabel('Your name')).toHaveValue(buyerName)
    await expect(form.getByLabel('E-mail')).toHaveValue(buyerEmail)
    await form.getByLabel('Your review').fill('Fruiting in its first summer.')
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await expect(toast(page, 'Review submitted successfully!')).toBeVisible()
    const verified = page.getByTestId('review').filter({ hasText: 'Fruiting in its first summer.' })
    // A Verified Purchase shows at once.
    await expect(verified).toContainText('Verified Purchase')
    await expect(verified).not.toContainText('found this helpful')
    await expect(page).toHaveURL(/\/products\/\d+$/)

    // The link works once.
    await page.goto(link)
    await expect(toast(page, 'Failed to open review link')).toBeVisible()
    await expect(page.getByRole('form', { name: /Write a review/ })).toHaveCount(0)
  })

  test('reports a refused review with the failure toast and keeps what was typed', async ({
    page,
  }) => {
    await openFromList(page, 'Blackberry Plant – Ouachita')
    await page.route('**/api/products/*/reviews', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({
              message: 'Too many requests. Please try again in 15 minutes.',
              code: 'RATE_LIMITED',
            }),
          })
        : route.fallback(),
    )
    await reviews(page).getByRole('button', { name: 'Write Review' }).click()
    const form = page.getByRole('form', { name: /Write a review/ })
    await form.getByLabel('Your name').fill('Ray')
    await form.getByLabel('E-mail').fill('ray@example.com')
    await form.getByLabel('Your review').fill('Sweet berries.')
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await expect(toast(page, 'Failed to submit review')).toBeVisible()
    await expect(toast(page, 'Too many requests. Please try again in 15 minutes.')).toBeVisible()
    await expect(form.getByLabel('Your name')).toHaveValue('Ray')
  })

  test('marks a review helpful once per visitor', async ({ page }) => {
    await openFromList(page, 'Wildflower Honey')
    const tom = page.getByTestId('review').filter({ hasText: 'Tom Reyes' })
    await expect(tom.getByTestId('helpful-count')).toHaveText('5 people found this helpful')

    const vote = page.waitForResponse((response) =>
      /\/api\/reviews\/\d+\/helpful$/.test(response.url()),
    )
    await tom.getByRole('button', { name: /^Helpful/ }).click()
    expect((await vote).status()).toBe(200)
    await expect(tom.getByTestId('helpful-count')).toHaveText('6 people found this helpful')
    await expect(tom.getByRole('button', { name: /^Marked helpful/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    )

    // After a reload the button is back, but the server still counts this visitor once.
    await page.reload()
    await expect(tom.getByTestId('helpful-count')).toHaveText('6 people found this helpful')
    const again = page.waitForResponse((response) =>
      /\/api\/reviews\/\d+\/helpful$/.test(response.url()),
    )
    await tom.getByRole('button', { name: /^Helpful/ }).click()
    expect(await (await again).json()).toEqual({ helpful: 6 })
    await expect(tom.getByTestId('helpful-count')).toHaveText('6 people found this helpful')
  })

  test('shows Product Not Found for an unknown product, and Go Back works', async ({ page }) => {
    await page.goto('/products/999999')
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible()
    await expect(page).toHaveTitle(/^Product Not Found/)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Go Back' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Product Not Found')

    await page.goto('/PRODUCTS/not-a-number')
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible()
  })

  test('has no accessibility violations, with the review form open too, at 1280 and 390 px', async ({
    page,
  }) => {
    test.slow() // five axe runs
    await openFromList(page, 'Haden Mangos')
    await expect(page.getByTestId('review')).toHaveCount(3)
    await expectNoAxeViolations(page)
    await reviews(page).getByRole('button', { name: 'Write Review' }).click()
    const form = page.getByRole('form', { name: /Write a review/ })
    await expect(form.getByLabel('Your name')).toBeFocused()
    // Errors shown too.
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await expect(form.getByText('Please enter your name')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoAxeViolations(page)
    // Nothing wider than the phone (e2e code has no DOM types, hence the string).
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    )
    expect(overflow).toBeLessThanOrEqual(0)

    await openFromList(page, 'Grafted Mango Tree – Glenn')
    await expect(page.getByRole('region', { name: 'Growing Information' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
