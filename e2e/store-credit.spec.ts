import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { signInWithEmailedLink } from './support/customer'
import { expectNoSideScroll, viewportOf } from './support/layout'
import {
  addToCartByName,
  fillCheckoutDetails,
  fillTestCard,
  jensenBeach,
} from './support/checkout-form'
import { signedInOwner, signInAsOwner } from './support/staff'
import { toastTitle } from './support/toasts'
import { uniqueEmail } from './support/unique-email'

/*
 * Issue 27 point 2 (decision 0065): the owner grants a customer $20 of store credit on their
 * page; the customer ticks it at checkout and pays the rest of 10 lb of mangos by card; their
 * account shows the credit spent; the owner refunds $5 of the order to store credit, and the
 * account shows it.
 */

for (const width of [1280, 390]) {
  test(`store credit is granted, spent at checkout and refunded to (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow() // two people, a checkout and a refund
    const owner = await signedInOwner(baseURL!)
    const email = uniqueEmail(`store-credit-${width}`)
    const customer = await browser.newContext({ baseURL, viewport: viewportOf(width) })
    const shopper = await customer.newPage()
    try {
      await signInWithEmailedLink(shopper, owner, email)
      const found = await owner.get(`/api/admin/customers?q=${encodeURIComponent(email)}`)
      const key = ((await found.json()) as { customers: { key: string }[] }).customers[0]!.key

      await page.setViewportSize(viewportOf(width))
      await signInAsOwner(page)
      await page.goto(`/admin/customers/${key}`)
      const credit = page.getByRole('region', { name: 'Store credit' })
      await expect(credit.getByText('No store credit yet.')).toBeVisible()
      await credit.getByRole('button', { name: 'Grant credit' }).click()
      const grant = page.getByRole('dialog', { name: /^Grant store credit/ })
      await grant.getByLabel('Amount').fill('20')
      await grant.getByLabel('Reason').fill('Bruised mangos last week')
      await expectNoAxeViolations(page)
      await grant.getByRole('button', { name: 'Grant credit' }).click()
      await expect(toastTitle(page, 'Store credit granted')).toBeVisible()
      await expect(credit.getByTestId('store-credit-balance')).toHaveText('$20.00')
      await expect(credit.getByTestId('store-credit-entry')).toContainText(
        'Bruised mangos last week',
      )
      await expectNoSideScroll(page, width)

      await addToCartByName(shopper.request, 'Haden Mangos', 10)
      await shopper.goto('/checkout')
      await fillCheckoutDetails(shopper, {
        name: 'Celia Marsh',
        phone: '772-555-0199',
        address: jensenBeach,
      })
      await shopper.getByRole('radio', { name: /^Local Delivery/ }).check()
      const summary = shopper.getByRole('region', { name: 'Order Summary' })
      await expect(summary.getByTestId('summary-total')).toHaveText('$45.00')
      await shopper.getByLabel('Use my store credit').check()
      await expect(summary.getByTestId('summary-store-credit')).toHaveText('−$20.00')
      await expect(summary.getByTestId('summary-amount-due')).toHaveText('$25.00')
      await expectNoSideScroll(shopper, width)
      await expectNoAxeViolations(shopper)
      await fillTestCard(shopper)
      await shopper.getByRole('button', { name: 'Complete Order - $25.00' }).click()
      await expect(toastTitle(shopper, 'Order Placed Successfully!')).toBeVisible()
      await expect(shopper.getByTestId('order-store-credit')).toHaveText('$20.00')
      const orderId = Number(new URL(shopper.url()).searchParams.get('order'))

      await shopper.goto('/account#credit')
      const account = shopper.getByRole('region', { name: 'Store Credit' })
      await expect(account.getByTestId('store-credit-balance')).toHaveText('$0.00')
      await expect(account.getByTestId('store-credit-entry').first()).toContainText('−$20.00')
      await expectNoSideScroll(shopper, width)
      await expectNoAxeViolations(shopper)

      await page.goto('/staff-dashboard')
      const row = page.getByTestId('staff-order').filter({ hasText: email })
      await row.getByRole('button', { name: `Details of order #${orderId}` }).click()
      const details = page.getByRole('dialog', { name: `Order #${orderId}` })
      await expect(details.getByTestId('order-details-store-credit')).toHaveText('$20.00')
      await details.getByRole('button', { name: `Refund order #${orderId}` }).click()
      const form = page.getByRole('dialog', { name: `Refund order #${orderId}` })
      await form.getByLabel('Refund to').click()
      await page.getByRole('option', { name: 'Store credit' }).click()
      await form.getByLabel('Amount').fill('5')
      await form.getByRole('button', { name: 'Issue Refund' }).click()
      await expect(toastTitle(page, 'Refund issued')).toBeVisible()
      await expect(details.getByTestId('order-refunds')).toContainText(
        '$5.00 refunded to store credit',
      )

      await shopper.reload()
      await expect(account.getByTestId('store-credit-balance')).toHaveText('$5.00')
      await expect(account.getByTestId('store-credit-entry').first()).toContainText(
        `Refund of order #${orderId}`,
      )
    } finally {
      await customer.close()
      await owner.dispose()
    }
  })
}
