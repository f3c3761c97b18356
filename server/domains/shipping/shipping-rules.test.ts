import { describe, expect, it } from 'vitest'
import { quoteShipping } from './shipping-rules'

const base = {
  available: true,
  minOrderAmountCents: 0,
  maxOrderAmountCents: null,
  freeFromSubtotalCents: null,
}
const localDelivery = {
  ...base,
  code: 'local_delivery',
  name: 'Local Delivery',
  costCents: 1000,
  freeFromSubtotalCents: 2500,
}
const express = { ...base, code: 'express_shipping', name: 'Express Shipping', costCents: 2500 }
const zips = ['34957', '34996']

describe('quoteShipping', () => {
  it('charges a flat method its cost', () => {
    expect(quoteShipping(express, { subtotalCents: 1000, deliveryZipCodes: zips })).toEqual({
      ok: true,
      costCents: 2500,
    })
  })

  it('delivers locally for free over $25 and for $10 otherwise', () => {
    expect(
      quoteShipping(localDelivery, {
        subtotalCents: 2501,
        zipCode: '34957',
        deliveryZipCodes: zips,
      }),
    ).toEqual({ ok: true, costCents: 0 })
    expect(
      quoteShipping(localDelivery, {
        subtotalCents: 2500,
        zipCode: '34957',
        deliveryZipCodes: zips,
      }),
    ).toEqual({ ok: true, costCents: 1000 })
    expect(
      quoteShipping(localDelivery, {
        subtotalCents: 900,
        zipCode: '34996-1234',
        deliveryZipCodes: zips,
      }),
    ).toEqual({ ok: true, costCents: 1000 })
  })

  it('refuses local delivery outside the delivery ZIP codes', () => {
    const quote = quoteShipping(localDelivery, {
      subtotalCents: 5000,
      zipCode: '10001',
      deliveryZipCodes: zips,
    })
    expect(quote.ok).toBe(false)
  })

  it('respects minimum and maximum order amounts and availability', () => {
    expect(
      quoteShipping(
        { ...express, minOrderAmountCents: 2000 },
        { subtotalCents: 1999, deliveryZipCodes: zips },
      ).ok,
    ).toBe(false)
    expect(
      quoteShipping(
        { ...express, maxOrderAmountCents: 5000 },
        { subtotalCents: 5001, deliveryZipCodes: zips },
      ).ok,
    ).toBe(false)
    expect(
      quoteShipping(
        { ...express, maxOrderAmountCents: 5000 },
        { subtotalCents: 5000, deliveryZipCodes: zips },
      ).ok,
    ).toBe(true)
    expect(
      quoteShipping(
        { ...express, available: false },
        { subtotalCents: 100, deliveryZipCodes: zips },
      ).ok,
    ).toBe(false)
  })
})
