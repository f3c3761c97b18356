import { vi } from 'vitest'
import type { CheckoutQuote, ShippingOption } from '#contracts/checkout'
import type { PickupWindowChoice } from '#contracts/pickup-locations'
import type { CartItem } from '#web/lib/cart'
import { farmSettingsAnswer } from '#web/test/farm-settings'
import { shippingOption } from '#web/test/shipping-options'

/* A stand-in for the server's checkout API, for the checkout screen tests. */

export interface Call {
  method: string
  path: string
  search: string
  body: unknown
}

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })

export const shippingOptions: ShippingOption[] = [
  shippingOption({
    id: 'farm_pickup',
    name: 'Farm Pickup',
    cost: '0.00',
    estimatedDays: 'Same day',
    description: 'At the stand.',
  }),
  shippingOption({
    id: 'local_delivery',
    name: 'Local Delivery',
    cost: '10.00',
    estimatedDays: '1-2 days',
    freeOverSubtotal: '25.00',
    localOnly: true,
    note: 'Near the farm only.',
  }),
  shippingOption({
    id: 'standard_shipping',
    name: 'Standard Shipping',
    cost: '15.00',
    estimatedDays: '2-3 days',
  }),
]

export const cartItems: CartItem[] = [
  {
    id: 11,
    quantity: 2,
    product: {
      id: 5,
      name: 'Wildflower Honey',
      price: '14.00',
      unit: '16 oz jar',
      imageUrl: null,
      inStock: true,
      category: 'honey',
    },
  },
  {
    id: 12,
    quantity: 1,
    product: {
      id: 6,
      name: 'Mango Blossom Honey',
      price: '16.00',
      unit: '12 oz jar',
      imageUrl: null,
      inStock: true,
      category: 'honey',
    },
  },
]

type Handler = (call: Call) => Response | Promise<Response>

/**
 * Answers GETs of the cart, payments config, shipping options, quotes and pickup windows (none
 * unless a test gives `pickupChoices`); POSTs go to the `orders` / `confirm` handlers. Every call
 * is recorded in `calls`.
 */
export function checkoutServer() {
  const server = {
    calls: [] as Call[],
    cart: cartItems as CartItem[],
    provider: 'test' as 'test' | 'stripe',
    pickupChoices: [] as PickupWindowChoice[],
    quote: (params: URLSearchParams): CheckoutQuote => {
      const method = params.get('shippingMethod')
      // Not the listed $15.00: the page must show the server's numbers, never add up its own.
      if (method === 'standard_shipping') {
        return {
          itemCount: 3,
          subtotal: '44.00',
          shipping: '12.34',
          tax: { amount: '1.23', description: 'FL 6% + Martin County 0.5%' },
          total: '57.57',
          storeCredit: null,
          giftCard: null,
          giftCardProblem: null,
          amountDue: '57.57',
          shippingProblem: null,
          blockedMethods: {},
          harvest: null,
        }
      }
      if (method === 'local_delivery') {
        return params.get('zipCode') === '34957'
          ? {
              itemCount: 3,
              subtotal: '44.00',
              shipping: '0.00',
              tax: null,
              total: '44.00',
              storeCredit: null,
              giftCard: null,
              giftCardProblem: null,
              amountDue: '44.00',
              shippingProblem: null,
              blockedMethods: {},
              harvest: null,
            }
          : {
              itemCount: 3,
              subtotal: '44.00',
              shipping: null,
              tax: null,
              total: '44.00',
              storeCredit: null,
              giftCard: null,
              giftCardProblem: null,
              amountDue: '44.00',
              shippingProblem: 'Local Delivery only reaches addresses near the farm (ZIP 34957).',
              blockedMethods: {},
              harvest: null,
            }
      }
      if (method === 'farm_pickup') {
        return {
          itemCount: 3,
          subtotal: '44.00',
          shipping: '0.00',
          tax: null,
          total: '44.00',
          storeCredit: null,
          giftCard: null,
          giftCardProblem: null,
          amountDue: '44.00',
          shippingProblem: null,
          blockedMethods: {},
          harvest: null,
        }
      }
      return {
        itemCount: 3,
        subtotal: '44.00',
        shipping: null,
        tax: null,
        total: '44.00',
        storeCredit: null,
        giftCard: null,
        giftCardProblem: null,
        amountDue: '44.00',
        shippingProblem: null,
        blockedMethods: {},
        harvest: null,
      }
    },
    orders: (() =>
      json(201, {
        id: 42,
        payment: {
          provider: 'test',
          status: 'requires_payment_method',
          amount: '59.00',
          clientSecret: null,
        },
      })) as Handler,
    confirm: (() => json(200, { status: 'succeeded', message: 'Payment received.' })) as Handler,
    posts(path: string) {
      return server.calls.filter((call) => call.method === 'POST' && call.path === path)
    },
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost')
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      }
      server.calls.push(call)
      if (call.method === 'GET') {
        if (call.path === '/api/cart') return json(200, server.cart)
        if (call.path === '/api/payments/config') {
          return json(200, {
            provider: server.provider,
            publishableKey: server.provider === 'stripe' ? 'pk_test_x' : null,
          })
        }
        if (call.path === '/api/shipping-options') return json(200, shippingOptions)
        if (call.path === '/api/checkout/quote') return json(200, server.quote(url.searchParams))
        if (call.path === '/api/site-content') return json(200, [])
        if (call.path === '/api/farm-settings') return json(200, farmSettingsAnswer())
        if (call.path === '/api/pickup-windows') return json(200, { choices: server.pickupChoices })
      }
      if (call.method === 'POST' && call.path === '/api/orders') return server.orders(call)
      if (call.method === 'POST' && call.path === '/api/payments/test-mode/confirm')
        return server.confirm(call)
      return json(404, { message: 'Not found', code: 'NOT_FOUND' })
    }),
  }
  return server
}
