import { describe, expect, it } from 'vitest'
import { endpointUrl } from '#contracts/endpoint'
import * as farmStandApi from '#contracts/farm-stand-api'
import {
  addToCart,
  cartLines,
  changeQuantity,
  portalTotalCents,
  readPortalParams,
  unitSuffix,
  verifyInput,
  type PortalProduct,
} from './portal-cart'

const product = (id: number, price: string, inStock = true): PortalProduct => ({
  id,
  name: `Product ${id}`,
  description: null,
  category: 'fresh',
  price,
  unit: 'per lb',
  imageUrl: null,
  inStock,
})

describe('portal cart', () => {
  it('adds a new line at the end and one more to an existing line', () => {
    let cart = addToCart([], 3)
    cart = addToCart(cart, 1)
    cart = addToCart(cart, 3)
    expect(cart).toEqual([
      { productId: 3, quantity: 2 },
      { productId: 1, quantity: 1 },
    ])
  })

  it('removes a line whose quantity drops to 0 and never goes above 99', () => {
    expect(changeQuantity([{ productId: 1, quantity: 1 }], 1, -1)).toEqual([])
    expect(changeQuantity([{ productId: 1, quantity: 99 }], 1, 1)).toEqual([
      { productId: 1, quantity: 99 },
    ])
    expect(changeQuantity([{ productId: 1, quantity: 2 }], 1, -1)).toEqual([
      { productId: 1, quantity: 1 },
    ])
  })

  it('prices lines in cents from the listed prices, skipping unknown and out-of-stock products', () => {
    const products = [product(1, '4.50'), product(2, '0.10'), product(4, '9.00', false)]
    const lines = cartLines(
      [
        { productId: 1, quantity: 3 },
        { productId: 2, quantity: 3 },
        { productId: 9, quantity: 1 },
        { productId: 4, quantity: 1 },
      ],
      products,
    )
    expect(lines.map((line) => [line.product.id, line.lineCents])).toEqual([
      [1, 1350],
      [2, 30],
    ])
    // 0.10 × 3 is exactly 30 cents (no floating point drift), plus a custom 12.05.
    expect(portalTotalCents(lines, null)).toBe(1380)
    expect(portalTotalCents(lines, '12.05')).toBe(2585)
  })

  it('names the unit', () => {
    expect(unitSuffix('per lb')).toBe(' / lb')
    expect(unitSuffix('16 oz jar')).toBe(' / 16 oz jar')
    expect(unitSuffix(null)).toBe('')
  })
})

describe('readPortalParams', () => {
  it('reads a product code', () => {
    expect(readPortalParams(new URLSearchParams('product=7'))).toEqual({
      productId: 7,
      custom: null,
      note: null,
    })
    expect(readPortalParams(new URLSearchParams('product=abc')).productId).toBeNull()
    expect(readPortalParams(new URLSearchParams('product=0')).productId).toBeNull()
  })

  it('reads a custom amount with its signature, and a description alone as a note', () => {
    const sig = 'a'.repeat(64)
    const custom = readPortalParams(
      new URLSearchParams({ amount: '12.50', description: 'Eggs', sig }),
    )
    expect(custom).toEqual({
      productId: null,
      custom: { amount: '12.50', description: 'Eggs', sig },
      note: null,
    })
    const verify = verifyInput(custom.custom!)
    expect(verify).toEqual({ query: { amount: '12.50', description: 'Eggs', sig } })
    expect(endpointUrl(farmStandApi.verifyCustomPayment, verify!)).toBe(
      `/api/qr-payment/verify?amount=12.50&description=Eggs&sig=${sig}`,
    )
    expect(readPortalParams(new URLSearchParams('description=Honey+sale'))).toEqual({
      productId: null,
      custom: null,
      note: 'Honey sale',
    })
  })

  it('has no verify call for a custom amount that lacks its signature (it is not genuine)', () => {
    const params = readPortalParams(new URLSearchParams('amount=5.00&description=Eggs'))
    expect(params.custom).not.toBeNull()
    expect(verifyInput(params.custom!)).toBeNull()
  })
})
