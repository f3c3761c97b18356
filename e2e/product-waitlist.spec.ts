import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll, viewportOf } from './support/layout'
import { fillCheckoutDetails, fillTestCard, jensenBeach } from './support/checkout-form'
import { signedInOwner, signInAsOwner, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'
import { uniqueEmail } from './support/unique-email'

/*
 * Issue 26 point 3 (decision 0067): a customer joins a sold-out product's waitlist for 2 jars;
 * staff restock 2; the customer is e-mailed that they are held, follows the link, puts them in
 * the cart and checks out although the shop shows none left; staff see the entry as ordered.
 */

for (const width of [1280, 390]) {
  test(`a sold-out product's waitlist holds the restock for the first customer (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow() // a product, an e-mail, a checkout and a staff screen
    await page.setViewportSize(viewportOf(width))
    const owner = await signedInOwner(baseURL!)
    const name = `Waitlist Orange Blossom Honey ${width}`
    const email = uniqueEmail(`product-waitlist-${width}`)
    const shopperContext = await browser.newContext({ baseURL, viewport: viewportOf(width) })
    const shopper = await shopperContext.newPage()
    try {
      const created = await owner.post('/api/products', {
        data: {
          name,
          category: 'honey',
          price: '12.00',
          unit: 'per jar',
          stockQuantity: 0,
          inStock: false,
          taxClass: 'exempt_food',
        },
      })
      expect(created.status(), await created.text()).toBe(201)
      const productId = ((await created.json()) as { id: number }).id

      await shopper.goto(`/products/${productId}`)
      await expect(shopper.getByTestId('stock-status')).toHaveText('Out of Stock')
      const join = shopper.getByRole('form', { name: 'Join the Waitlist' })
      await join.getByLabel('Full name').fill('Mae Whitfield')
      await join.getByLabel('E-mail').fill(email)
      await join.getByLabel('How many').fill('2')
      await expectNoSideScroll(shopper, width)
      await expectNoAxeViolations(shopper)
      await join.getByRole('button', { name: 'Join the Waitlist' }).click()
      await expect(toastTitle(shopper, 'You are on the waitlist')).toBeVisible()
      await expect(shopper.getByTestId('product-waitlist-status')).toHaveText(
        'You are next in line. When it is back we hold it for you and e-mail you.',
      )

      const restocked = await owner.put(`/api/products/${productId}`, {
        data: { stockQuantity: 2, inStock: true },
      })
      expect(restocked.status()).toBe(200)
      const offer = await waitForEmail(owner, email, new RegExp(`^Held for you: ${name}$`))
      expect(offer.text).toContain(`we are holding 2 × ${name} for you until`)
      const link = /https?:\/\/\S+\?waitlist=\S+/.exec(offer.text)![0]

      // Held for her: the shop itself has none left.
      await shopper.goto(`/products/${productId}`)
      await expect(shopper.getByTestId('stock-status')).toHaveText('Out of Stock')
      await shopper.goto(new URL(link).pathname + new URL(link).search)
      await expect(shopper.getByTestId('product-waitlist-status')).toContainText(
        'It is back: we are holding it for you until',
      )
      await expectNoAxeViolations(shopper)
      await shopper.getByRole('button', { name: 'Add to Cart and Check Out' }).click()
      await expect(shopper).toHaveURL(/\/checkout$/)
      await fillCheckoutDetails(shopper, {
        name: 'Mae Whitfield',
        email,
        phone: '772-555-0188',
        address: jensenBeach,
      })
      await shopper.getByRole('radio', { name: /^Local Delivery/ }).check()
      const summary = shopper.getByRole('region', { name: 'Order Summary' })
      await expect(summary).toContainText(name)
      await fillTestCard(shopper)
      await shopper.getByRole('button', { name: /^Complete Order/ }).click()
      await expect(toastTitle(shopper, 'Order Placed Successfully!')).toBeVisible()

      await signInAsOwner(page)
      await page.goto('/product-admin')
      await page.getByLabel('Search products').fill(name)
      await page.getByRole('button', { name: `Waitlist of ${name}` }).click()
      const dialog = page.getByRole('dialog', { name: `Waitlist: ${name}` })
      const entry = dialog.getByTestId('waitlist-entry')
      await expect(entry).toContainText(email)
      await expect(entry).toContainText('2 wanted')
      await expect(entry).toContainText(/Ordered \(#\d+\)/)
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
    } finally {
      await shopperContext.close()
      await owner.dispose()
    }
  })
}
