import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { expectNoSideScroll, viewportOf } from './support/layout'
import {
  addToCartByName,
  fillCheckoutDetails,
  fillTestCard,
  jensenBeach,
} from './support/checkout-form'
import { signedInOwner, signInAsOwner, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'
import { uniqueEmail } from './support/unique-email'

/*
 * Issue 27 point 3 (decision 0066): a visitor buys a $25 gift card for a friend, who is e-mailed
 * its code; the friend checks the balance, spends it on 10 lb of mangos and pays the rest by
 * card; the balance is then $0.00. Staff find the card on the Customers screen, issue another
 * (its code shown once) and void it.
 */

for (const width of [1280, 390]) {
  test(`a gift card is bought, e-mailed, spent at checkout and managed by staff (${width} px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow() // a purchase, a checkout and a staff screen
    await page.setViewportSize(viewportOf(width))
    const owner = await signedInOwner(baseURL!)
    const friend = uniqueEmail(`gift-card-friend-${width}`)
    const shopperContext = await browser.newContext({ baseURL, viewport: viewportOf(width) })
    const shopper = await shopperContext.newPage()
    try {
      await page.goto('/gift-cards')
      await expect(page.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeVisible()
      const buy = page.getByRole('form', { name: 'Buy a gift card' })
      await buy.getByRole('button', { name: '$25.00' }).click()
      await buy.getByLabel('Recipient name').fill('June Alvarez')
      await buy.getByLabel('Recipient e-mail').fill(friend)
      await buy.getByLabel('Message').fill('Happy birthday! Mangos on me.')
      await buy.getByLabel('Your name').fill('Rosa Alvarez')
      await buy.getByLabel('Your e-mail').fill(uniqueEmail(`gift-card-buyer-${width}`))
      await fillTestCard(buy)
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
      await buy.getByRole('button', { name: 'Buy Gift Card - $25.00' }).click()
      await expect(toastTitle(page, 'Gift card bought')).toBeVisible()
      await expect(page.getByTestId('order-total')).toHaveText('$25.00')

      const mail = await waitForEmail(
        owner,
        friend,
        /sent you a \$25\.00 Groveside Farm gift card$/,
      )
      const codePattern = /GROV(-[A-Z2-9]{4}){4}/
      expect(mail.text).toMatch(codePattern)
      const code = codePattern.exec(mail.text)![0]
      expect(mail.text).toContain('Happy birthday! Mangos on me.')

      await shopper.goto('/gift-cards')
      const balance = shopper.getByRole('form', { name: 'Check a gift card balance' })
      await balance.getByLabel('Gift card code').fill(code.toLowerCase())
      await balance.getByRole('button', { name: 'Check balance' }).click()
      await expect(shopper.getByTestId('gift-card-balance')).toContainText('$25.00 left of $25.00')

      await addToCartByName(shopper.request, 'Haden Mangos', 10)
      await shopper.goto('/checkout')
      await fillCheckoutDetails(shopper, {
        name: 'June Alvarez',
        email: friend,
        phone: '772-555-0123',
        address: jensenBeach,
      })
      await shopper.getByRole('radio', { name: /^Local Delivery/ }).check()
      await shopper.getByLabel('Gift card code').fill('GROV-AAAA-BBBB-CCCC-DDDD')
      await shopper.getByRole('button', { name: 'Apply' }).click()
      await expect(
        shopper.getByText('No gift card has this code. Check it and try again.'),
      ).toBeVisible()
      await shopper.getByLabel('Gift card code').fill(code)
      await shopper.getByRole('button', { name: 'Apply' }).click()
      await expect(shopper.getByTestId('gift-card-applied')).toContainText('pays $25.00')
      const summary = shopper.getByRole('region', { name: 'Order Summary' })
      await expect(summary.getByTestId('summary-gift-card')).toHaveText('−$25.00')
      await expect(summary.getByTestId('summary-amount-due')).toHaveText('$20.00')
      await expectNoSideScroll(shopper, width)
      await expectNoAxeViolations(shopper)
      await fillTestCard(shopper)
      await shopper.getByRole('button', { name: 'Complete Order - $20.00' }).click()
      await expect(toastTitle(shopper, 'Order Placed Successfully!')).toBeVisible()
      await expect(shopper.getByTestId('order-gift-card')).toHaveText('$25.00')

      await shopper.goto('/gift-cards')
      await balance.getByLabel('Gift card code').fill(code)
      await balance.getByRole('button', { name: 'Check balance' }).click()
      await expect(shopper.getByTestId('gift-card-balance')).toContainText('$0.00 left of $25.00')

      await signInAsOwner(page)
      await page.goto('/admin/customers')
      const cards = page.getByRole('region', { name: 'Gift cards' })
      await cards.getByLabel('Search gift cards').fill(code.slice(-4))
      await expect(cards.getByTestId('gift-card-row').first()).toContainText('$0.00 of $25.00')
      await cards.getByRole('button', { name: 'Issue gift card' }).click()
      const issue = page.getByRole('dialog', { name: 'Issue a gift card' })
      await issue.getByLabel('Amount').fill('15')
      await issue.getByLabel('Recipient name').fill('Raffle Winner')
      await issue.getByLabel('Recipient e-mail').fill(uniqueEmail(`gift-card-raffle-${width}`))
      await issue.getByLabel('Reason').fill('County fair raffle')
      await expectNoAxeViolations(page)
      await issue.getByRole('button', { name: 'Issue gift card' }).click()
      const issued = page.getByRole('dialog', { name: 'Gift card issued' })
      const issuedCode = await issued.getByTestId('issued-gift-card-code').innerText()
      expect(issuedCode).toMatch(/^GROV(-[A-Z2-9]{4}){4}$/)
      await issued.getByRole('button', { name: 'Done' }).click()
      await cards.getByLabel('Search gift cards').fill(issuedCode.slice(-4))
      const row = cards.getByTestId('gift-card-row').filter({ hasText: 'Raffle Winner' })
      await row
        .getByRole('button', { name: `Void gift card ending ${issuedCode.slice(-4)}` })
        .click()
      const voiding = page.getByRole('dialog', { name: /^Void gift card ending/ })
      await voiding.getByLabel('Reason').fill('Winner asked for cash')
      await voiding.getByRole('button', { name: 'Void gift card' }).click()
      await expect(toastTitle(page, 'Gift card voided')).toBeVisible()
      await expect(row.getByTestId('gift-card-status')).toHaveText('Void')
      await expect(row.getByRole('button', { name: /^Void gift card/ })).toHaveCount(0)
      await expectNoSideScroll(page, width)
    } finally {
      await shopperContext.close()
      await owner.dispose()
    }
  })
}
