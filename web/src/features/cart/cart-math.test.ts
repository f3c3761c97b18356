import { describe, expect, it } from 'vitest'
import { maxCartLineQuantity } from '#contracts/cart'
import { cartCount, MAX_LINE_QUANTITY, type CartItem } from '#web/lib/cart'
import { cartTotal, lineTotal } from '#web/lib/cart-totals'
import { amountToCents, centsToAmount } from '#web/lib/format-money'

const line = (id: number, price: string, quantity: number): CartItem => ({
  id,
  quantity,
  product: {
    id,
    name: `P${id}`,
    price,
    unit: null,
    imageUrl: null,
    inStock: true,
    category: 'fresh',
  },
})

describe('cart count and total (spec 1 §9)', () => {
  it('counts the sum of quantities, not the lines', () => {
    expect(cartCount([])).toBe(0)
    expect(cartCount([line(1, '4.50', 2), line(2, '14.00', 3)])).toBe(5)
  })

  it('totals price times quantity in cents, without floating-point error', () => {
    expect(cartTotal([])).toBe('0.00')
    // 0.1 * 3 + 0.2 is 0.5000000000000001 in floating point.
    expect(cartTotal([line(1, '0.10', 3), line(2, '0.20', 1)])).toBe('0.50')
    expect(cartTotal([line(1, '4.50', 2), line(2, '14.00', 3), line(3, '19.99', 99)])).toBe(
      '2030.01',
    )
    expect(lineTotal(line(1, '1.15', 3))).toBe('3.45')
    expect(lineTotal(line(1, '19.99', 99))).toBe('1979.01')
  })

  it('reads and writes two-decimal amounts exactly', () => {
    expect(amountToCents('12.5')).toBe(1250)
    expect(amountToCents('12')).toBe(1200)
    expect(amountToCents('0.07')).toBe(7)
    expect(() => amountToCents('12.345')).toThrow(RangeError)
    expect(centsToAmount(7)).toBe('0.07')
    expect(centsToAmount(123456)).toBe('1234.56')
    expect(centsToAmount(-250)).toBe('-2.50')
  })

  it('limits a line to the quantity the server allows', () => {
    expect(MAX_LINE_QUANTITY).toBe(maxCartLineQuantity)
  })
})
