import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { fillCheckoutDetails, fillTestCard } from './support/checkout-form'
import { expectNoSideScroll, viewportOf } from './support/layout'
import { signedInOwner, signInAsOwner } from './support/staff'
import { toastTitle } from './support/toasts'
import { uniqueEmail } from './support/unique-email'

/*
 * Issue 27 point 1 (decision 0062): an ornamental shrub delivered to Tampa is taxed at 6% plus
 * Hillsborough's 1.5%; the honey beside it is not. The checkout, the confirmation and the
 * staff's report and tax export show it, the paid order's invoice is a PDF, and the owner finds the rates on
 * the Farm settings screen. The shrub is
 * added for the test and removed at the end.
 */

const method = (page: Page, name: string) =>
  page.getByRole('radio', { name: new RegExp(`^${name}`) })

for (const width of [1280, 390]) {
  test(`a taxable shrub is taxed by the county it goes to (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    test.slow() // a checkout, a payment and two staff screens
    await page.setViewportSize(viewportOf(width))
    const owner = await signedInOwner(baseURL!)
    const created = await owner.post('/api/products', {
      data: {
        name: `Firebush ${width}`,
        price: '40.00',
        category: 'plants',
        unit: '3-gallon pot',
        taxClass: 'taxable',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const shrub = (await created.json()) as { id: number }
    try {
      const products = (await (await page.request.get('/api/products')).json()) as {
        id: number
        name: string
      }[]
      const honey = products.find((product) => product.name === 'Wildflower Honey')!
      for (const productId of [shrub.id, honey.id]) {
        const added = await page.request.post('/api/cart', { data: { productId, quantity: 1 } })
        expect(added.status(), await added.text()).toBe(200)
      }

      await page.goto('/checkout')
      await fillCheckoutDetails(page, {
        name: 'Tomás Reyes',
        email: uniqueEmail('sales-tax'),
        phone: '813-555-0142',
        address: { street: '100 Ashley Drive', city: 'Tampa', state: 'FL', zipCode: '33602' },
      })
      await method(page, 'Standard Shipping').check()
      const summary = page.getByRole('region', { name: 'Order Summary' })
      // $40.00 taxed at 7.5%; the honey and the shipping are not.
      await expect(summary.getByTestId('summary-tax')).toHaveText('$3.00')
      await expect(summary.getByText('FL 6% + Hillsborough County 1.5%')).toBeVisible()
      const shipping = Number(
        (await summary.getByTestId('summary-shipping').innerText()).replace(/[^0-9.]/g, '') || 0,
      )
      const total = `$${(54 + shipping + 3).toFixed(2)}`
      await expect(summary.getByTestId('summary-total')).toHaveText(total)
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)

      await fillTestCard(page)
      await page.getByRole('button', { name: `Complete Order - ${total}` }).click()
      await expect(toastTitle(page, 'Order Placed Successfully!')).toBeVisible()
      await expect(page.getByTestId('order-tax')).toHaveText('$3.00')
      await expect(page.getByTestId('order-total')).toHaveText(total)
      const invoice = page.getByRole('link', { name: /^\d{4}-\d{5} \(PDF\)$/ })
      const invoicePdf = await page.request.get((await invoice.getAttribute('href'))!)
      expect(invoicePdf.status()).toBe(200)
      expect(invoicePdf.headers()['content-type']).toBe('application/pdf')

      await signInAsOwner(page)
      await page.goto('/admin/reports')
      const report = page.getByRole('region', { name: 'Sales tax report' })
      const county = report.getByRole('table', { name: 'Surtax by county' })
      await expect(county.getByRole('row', { name: /Hillsborough/ })).toContainText('1.5%')
      await expect(report.getByTestId('tax-collected')).toContainText('$')
      const exports = page.getByRole('region', { name: 'Exports' })
      const taxCsv = await page.request.get(
        (await exports
          .getByRole('link', { name: 'Sales tax by order (CSV)' })
          .getAttribute('href'))!,
      )
      expect(taxCsv.status()).toBe(200)
      expect(await taxCsv.text()).toContain('Hillsborough')
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)

      await page.goto('/admin/settings')
      const rates = page.getByRole('form', { name: 'Sales tax' })
      await expect(rates.getByLabel('FL state rate (%)')).toHaveValue('6.00')
      await rates.getByText(/County surtaxes/).click()
      await expect(rates.getByLabel('Hillsborough', { exact: true })).toHaveValue('1.50')
      await expectNoSideScroll(page, width)
      await expectNoAxeViolations(page)
      await expect(toastTitle(page, 'Sales tax saved')).toHaveCount(0)
    } finally {
      await owner.delete(`/api/products/${shrub.id}`)
      await owner.dispose()
    }
  })
}
