import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { signInAsOwner, signedInOwner, waitForEmail } from './support/staff'
import { toastTitle } from './support/toasts'
import { uniqueEmail } from './support/unique-email'
import { placeHoneyOrder } from './support/orders'

/*
 * Refunds (issue 14, decision 0033): staff refund part of a paid test-mode order from its details,
 * then cancel it, which refunds the rest; the customer is e-mailed once about both. Wildflower
 * Honey has no stock count, so other specs see no change.
 */

test('staff refund part of a paid order, then cancel it and see it refunded', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  // ---- a customer places and pays a $14.00 order through the API
  const customer = await browser.newContext({ baseURL })
  const email = uniqueEmail('refunds')
  const id = await placeHoneyOrder(customer.request, {
    customerName: 'Rosa Refund',
    customerEmail: email,
    idempotencyKey: `staff-refunds-${email}`,
  })
  await customer.close()

  // ---- staff open it and refund $4.00 of it
  await signInAsOwner(page)
  await page.goto('/staff-dashboard')
  const row = page.getByTestId('staff-order').filter({ hasText: email })
  await row.getByRole('button', { name: `Details of order #${id}` }).click()
  const details = page.getByRole('dialog', { name: `Order #${id}` })
  await expect(details.getByTestId('order-details-payment')).toHaveText('Paid')
  await details.getByRole('button', { name: `Refund order #${id}` }).click()
  const form = page.getByRole('dialog', { name: `Refund order #${id}` })
  await expect(form.getByLabel('Amount')).toHaveValue('14.00')
  await expectNoAxeViolations(page)
  await form.getByLabel('Amount').fill('20')
  await form.getByRole('button', { name: 'Issue Refund' }).click()
  await expect(form).toContainText('Amount must be from 0.01 to 14.00')
  await form.getByLabel('Amount').fill('4')
  await form.getByLabel('Reason').fill('One jar arrived cracked')
  await form.getByRole('button', { name: 'Issue Refund' }).click()
  await expect(toastTitle(page, 'Refund issued')).toBeVisible()
  await expect(form).toHaveCount(0)
  await expect(details.getByTestId('order-details-payment')).toHaveText('Partially refunded')
  await expect(details.getByTestId('order-refunds')).toContainText('$4.00 refunded')
  await expect(details.getByTestId('order-refunds')).toContainText('One jar arrived cracked')
  await expect(details.getByTestId('order-history')).toContainText('Refunded $4.00')
  await expectNoAxeViolations(page)

  // ---- cancelling refunds the rest
  await details.getByRole('button', { name: `Cancel order #${id}` }).click()
  const cancel = page.getByRole('dialog', { name: `Cancel order #${id}?` })
  await expect(cancel.getByTestId('cancel-money-text')).toContainText(
    'The $10.00 left of the $14.00 test-mode payment is refunded',
  )
  await cancel.getByRole('button', { name: 'Cancel Order' }).click()
  await expect(toastTitle(page, 'Order status updated successfully')).toBeVisible()
  await expect(details.getByTestId('order-details-payment')).toHaveText('Refunded')
  await expect(details.getByTestId('order-refunds')).toContainText('$10.00 refunded')
  await expect(details.getByRole('button', { name: `Refund order #${id}` })).toHaveCount(0)

  const owner = await signedInOwner(baseURL!)
  const mail = await waitForEmail(owner, email, new RegExp(`order #${id} is cancelled$`))
  expect(mail.text).toContain(`We have refunded $10.00 of your payment for order #${id}.`)
  await owner.dispose()

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(details.getByTestId('order-refunds')).toBeVisible()
  await expectNoAxeViolations(page)
})
