import { expect, type APIRequestContext } from '@playwright/test'

export const testCard = { paid: '4242424242424242', declined: '4000000000000002' }

export interface HoneyOrder {
  customerName: string
  customerEmail: string
  customerPhone?: string
  shippingMethod?: 'farm_pickup' | 'standard_shipping' | 'refrigerated_shipping' | 'local_delivery'
  shippingAddress?: { street: string; city: string; state: string; zipCode: string }
  specialInstructions?: string
  /** Farm Pickup's window, once the farm has pickup windows. */
  pickupWindow?: { windowId: number; date: string }
  idempotencyKey: string
  quantity?: number
  cardNumber?: string
}

/**
 * A customer's order of Wildflower Honey (no stock count, so other specs see no change), placed
 * through the API as the checkout places it and paid with a test card: its id. `request` is the
 * customer's (its cart cookie). A declined card leaves the order unpaid.
 */
export async function placeHoneyOrder(
  request: APIRequestContext,
  { quantity = 1, cardNumber = testCard.paid, ...order }: HoneyOrder,
): Promise<number> {
  const products = (await (await request.get('/api/products')).json()) as {
    id: number
    name: string
  }[]
  const honey = products.find((product) => product.name === 'Wildflower Honey')!
  const added = await request.post('/api/cart', { data: { productId: honey.id, quantity } })
  expect(added.status(), await added.text()).toBe(200)
  const placed = await request.post('/api/orders', {
    data: { customerPhone: '(772) 555-0142', shippingMethod: 'farm_pickup', ...order },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { id } = (await placed.json()) as { id: number }
  const paid = await request.post('/api/payments/test-mode/confirm', {
    data: { orderId: id, cardNumber },
  })
  expect(paid.status(), await paid.text()).toBe(cardNumber === testCard.paid ? 200 : 402)
  return id
}
