import { describe, expect, it } from 'vitest'
import type { LabelEligibleOrder } from '#contracts/shipping-labels'
import { labelDefaults } from './label-fields'

const order = (shippingMethod: string | null): LabelEligibleOrder => ({
  id: 7,
  status: 'confirmed',
  customerName: 'Karen Liu',
  shippingMethod,
  shippingMethodName: null,
  shipTo: { name: 'Karen Liu', lines: ['905 Lake Ivanhoe Boulevard', 'Orlando, FL 32804'] },
  itemCount: 2,
  weightOunces: 40,
  createdAt: '2026-11-21T19:30:00.000Z',
})

describe('the create dialog’s defaults', () => {
  it('chooses the service the customer paid for', () => {
    expect(labelDefaults(order('refrigerated_shipping'))).toEqual({
      orderId: 7,
      carrier: 'fedex',
      service: 'STANDARD_OVERNIGHT',
    })
    expect(labelDefaults(order('express_shipping'))).toMatchObject({
      service: 'STANDARD_OVERNIGHT',
    })
    expect(labelDefaults(order('standard_shipping'))).toMatchObject({
      carrier: 'usps',
      service: 'PRIORITY',
    })
  })

  it('leaves carrier and service to staff for a method without a promise, or no order', () => {
    expect(labelDefaults(order('pallet_freight'))).toEqual({
      orderId: 7,
      carrier: undefined,
      service: '',
    })
    expect(labelDefaults(undefined)).toEqual({
      orderId: undefined,
      carrier: undefined,
      service: '',
    })
  })
})
