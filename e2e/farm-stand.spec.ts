import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { toastTitle } from './support/toasts'
import { ownerCredentials } from './support/staff'

/*
 * The farm stand (spec 2 §2, §4, §5, §8): staff make QR codes on /qr-dashboard, customers scan
 * them, order on /qr-payment and pay on the test-mode payment page. Only products without a stock
 * count are bought, so these orders never change what other specs see.
 */

const toastText = (page: Page, text: string) =>
  page.locator('[data-slot="toast-description"]', { hasText: text })
const phone = { width: 390, height: 844 }
const invalidWarning = 'This payment QR code is not valid. Please ask at the farm stand.'

test.describe('Farm stand', () => {
  test('staff make product and custom QR codes; a customer pays through a product code', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow() // one long flow: two screens, two browsers, a payment
    const login = await page.request.post('/api/staff/login', { data: ownerCredentials })
    expect(login.status(), await login.text()).toBe(200)

    // ---- staff: a product QR code
    await page.goto('/qr-dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'QR Code Dashboard' })).toBeVisible()
    const panel = page.getByTestId('qr-result')
    await expect(panel.getByText('No QR code yet')).toBeVisible()
    await page.getByRole('button', { name: 'Generate QR for Haden Mangos' }).click()
    await expect(toastTitle(page, 'QR Code Generated')).toBeVisible()
    await expect(toastText(page, 'QR code ready for use')).toBeVisible()
    const image = panel.getByRole('img', { name: /^Haden Mangos/ })
    await expect(image).toBeVisible()
    expect(
      await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
    ).toBeGreaterThan(100)
    const productUrl = (await panel.getByTestId('qr-result-url').textContent())!
    expect(productUrl).toContain('/qr-payment?product=')
    await expectNoAxeViolations(page)

    const downloading = page.waitForEvent('download')
    await panel.getByRole('link', { name: 'Download' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^groveside-qr-\d{4}-\d{2}-\d{2}-\d{6}\.png$/)
    const bytes = readFileSync(await download.path())
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')

    await panel.getByRole('button', { name: 'Clear' }).click()
    await expect(panel.getByRole('img')).toHaveCount(0)
    await expect(panel.getByText('No QR code yet')).toBeVisible()

    // ---- staff: custom QR codes
    await page.getByRole('button', { name: 'Generate Custom QR' }).click()
    await expect(toastTitle(page, 'Missing Information')).toBeVisible()
    await expect(toastText(page, 'Please provide either amount or description')).toBeVisible()
    await expect(panel.getByRole('img')).toHaveCount(0)

    await page.getByLabel(/^Amount/).fill('12.50')
    await page.getByLabel(/^Description/).fill('Eggs and greens')
    await page.getByRole('button', { name: 'Generate Custom QR' }).click()
    await expect(panel.getByRole('img', { name: 'Eggs and greens' })).toBeVisible()
    const customUrl = new URL((await panel.getByTestId('qr-result-url').textContent())!)
    expect(customUrl.pathname).toBe('/qr-payment')
    expect(customUrl.searchParams.get('amount')).toBe('12.50')
    expect(customUrl.searchParams.get('sig')).toMatch(/^[a-f0-9]{64}$/)

    // ---- a customer on a phone scans the product code
    const customer = await browser.newContext({ baseURL, viewport: phone })
    const shopper = await customer.newPage()
    await shopper.goto(productUrl)
    await expect(shopper.getByRole('heading', { level: 1, name: 'Payment Portal' })).toBeVisible()
    const lines = shopper.getByTestId('portal-line')
    await expect(lines).toHaveCount(1)
    await expect(lines.first()).toContainText('Haden Mangos')
    await expect(shopper.getByTestId('portal-total')).toHaveText('$4.50')
    await expectNoAxeViolations(shopper)

    await shopper.getByRole('button', { name: /^Add Wildflower Honey/ }).click()
    await expect(lines).toHaveCount(2)
    await shopper.getByRole('button', { name: 'Increase quantity of Haden Mangos' }).click()
    await expect(shopper.getByTestId('portal-total')).toHaveText('$23.00')
    await shopper.getByLabel('Full Name').fill('Ana Rivera')
    await shopper.getByLabel('Email Address').fill(`stand-${Date.now()}@example.com`)
    await shopper.getByRole('button', { name: 'Proceed to Payment' }).click()

    await shopper.waitForURL(/\/pay\/\d+$/)
    await expect(
      shopper.getByRole('heading', { level: 1, name: 'Pay for Your Order' }),
    ).toBeVisible()
    await expect(shopper.getByText('TEST MODE', { exact: true })).toBeVisible()
    await expect(shopper.getByTestId('pay-total')).toHaveText('$23.00')
    await expectNoAxeViolations(shopper)
    // A declined card: the message stays beside the emptied card number, which has the focus.
    const cardNumber = shopper.getByLabel('Card Number')
    await cardNumber.pressSequentially('4000000000000002')
    await shopper.getByRole('button', { name: 'Pay $23.00' }).click()
    await expect(
      shopper.getByRole('alert').filter({ hasText: 'Your card was declined. Try another card.' }),
    ).toBeVisible()
    await expect(cardNumber).toBeFocused()
    await expect(cardNumber).toHaveValue('')
    await expectNoAxeViolations(shopper)
    await cardNumber.pressSequentially('4242424242424242')
    await expect(cardNumber).toHaveValue('4242 4242 4242 4242')
    await shopper.getByRole('button', { name: 'Pay $23.00' }).click()
    await expect(shopper.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible()
    const orderId = /\/pay\/(\d+)$/.exec(shopper.url())![1]
    await expect(shopper.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/order-confirmation?order=${orderId}`,
    )
    // The server agrees: the order is paid and confirmed.
    const order = await (await customer.request.get(`/api/orders/${orderId}`)).json()
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      status: 'confirmed',
      totalAmount: '23.00',
    })

    // ---- the genuine custom code, then a tampered one
    await shopper.goto(customUrl.toString())
    await expect(shopper.getByTestId('portal-custom-line')).toContainText('Eggs and greens')
    await expect(shopper.getByTestId('portal-total')).toHaveText('$12.50')

    const tampered = new URL(customUrl)
    tampered.searchParams.set('amount', '1.00')
    await shopper.goto(tampered.toString())
    await expect(shopper.getByRole('alert').filter({ hasText: invalidWarning })).toBeVisible()
    await expect(shopper.getByTestId('portal-custom-line')).toHaveCount(0)
    await expect(shopper.getByTestId('portal-total')).toHaveText('$0.00')
    await expectNoAxeViolations(shopper)
    await customer.close()
  })

  test("checks the portal's name, e-mail and cart before sending", async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/qr-payment')
    await expect(page.getByTestId('portal-product').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Proceed to Payment' }).click()
    await expect(toastTitle(page, 'Missing Information')).toBeVisible()
    await expect(toastText(page, 'Please provide your name and email')).toBeVisible()
    await page.getByLabel('Full Name').fill('Ana Rivera')
    await page.getByLabel('Email Address').fill('ana@example.com')
    await page.getByRole('button', { name: 'Proceed to Payment' }).click()
    await expect(toastTitle(page, 'Empty Cart')).toBeVisible()
    await expect(toastText(page, 'Please add items to your cart')).toBeVisible()
    await expect(page).toHaveURL(/\/qr-payment$/)
  })
})
