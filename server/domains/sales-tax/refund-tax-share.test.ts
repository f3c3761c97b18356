import { describe, expect, it } from 'vitest'
import { refundTaxShare } from './refund-tax-share'

// An order of $80.00 taxable goods and $14.00 of honey to Hillsborough: $6.00 tax, paid $100.00.
const order = { taxCents: 600, surtaxCents: 120, taxableCents: 8000, surtaxableCents: 8000 }
const none = { amountCents: 0, taxCents: 0, surtaxCents: 0, taxableCents: 0, surtaxableCents: 0 }

describe('a refund’s share of the tax', () => {
  it('gives back tax in proportion to the amount refunded', () => {
    expect(refundTaxShare(order, 10_000, { amountCents: 2_500, earlier: none })).toEqual({
      taxCents: 150,
      surtaxCents: 30,
      taxableCents: 2000,
      surtaxableCents: 2000,
    })
  })

  it('gives back exactly what is left with the refund that takes the rest of the payment', () => {
    const first = refundTaxShare(order, 10_000, { amountCents: 3_333, earlier: none })
    expect(first.taxCents).toBe(200)
    const rest = refundTaxShare(order, 10_000, {
      amountCents: 6_667,
      earlier: { amountCents: 3_333, ...first },
    })
    expect(first.taxCents + rest.taxCents).toBe(600)
    expect(first.surtaxCents + rest.surtaxCents).toBe(120)
    expect(first.taxableCents + rest.taxableCents).toBe(8000)
  })
})
