import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { testCard } from './orders'

/** A delivery address as the checkout's fields take it. */
export interface CheckoutAddress {
  street: string
  city: string
  state: string
  zipCode: string
}

export const jensenBeach: CheckoutAddress = {
  street: '41 Palm Hammock Lane',
  city: 'Jensen Beach',
  state: 'FL',
  zipCode: '34957',
}

/** Fills the checkout's contact fields (the e-mail only when given) and its address. */
export async function fillCheckoutDetails(
  page: Page,
  details: { name: string; email?: string; phone: string; address: CheckoutAddress },
) {
  await page.getByLabel('Full Name').fill(details.name)
  if (details.email) await page.getByLabel('Email', { exact: true }).fill(details.email)
  await page.getByLabel('Phone', { exact: true }).fill(details.phone)
  await page.getByLabel('Street Address').fill(details.address.street)
  await page.getByLabel('City', { exact: true }).fill(details.address.city)
  await page.getByLabel('State', { exact: true }).selectOption(details.address.state)
  await page.getByLabel('ZIP Code', { exact: true }).fill(details.address.zipCode)
}

/** Types the test card that pays (or `number`) into the card fields inside `scope`. */
export async function fillTestCard(scope: Page | Locator, number: string = testCard.paid) {
  await scope.getByLabel('Card Number').fill(number)
  await scope.getByLabel('Expiry (MM/YY)').fill('12/30')
  await scope.getByLabel('CVC', { exact: true }).fill('123')
}

/** Puts `quantity` of the product named `name` in the cart of `request`'s visitor. */
export async function addToCartByName(request: APIRequestContext, name: string, quantity: number) {
  const products = (await (await request.get('/api/products')).json()) as {
    id: number
    name: string
  }[]
  const product = products.find((each) => each.name === name)
  expect(product, `a product named ${name}`).toBeDefined()
  const added = await request.post('/api/cart', { data: { productId: product!.id, quantity } })
  expect(added.status(), await added.text()).toBe(200)
}
