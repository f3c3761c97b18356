import type { ShippingOption } from '#contracts/checkout'

/** A shipping option as the API answers it, with these fields set. */
export const shippingOption = (
  overrides: Partial<ShippingOption> & Pick<ShippingOption, 'id' | 'name' | 'cost'>,
): ShippingOption => ({
  description: null,
  estimatedDays: null,
  available: true,
  note: null,
  minOrderAmount: '0.00',
  maxOrderAmount: null,
  freeOverSubtotal: null,
  localOnly: false,
  carriesFreshFruit: true,
  ...overrides,
})

/** `GET /api/shipping-options` as the demo farm answers it (standard free over $75). */
export const demoShippingOptions: ShippingOption[] = [
  shippingOption({
    id: 'farm_pickup',
    name: 'Farm Pickup',
    cost: '0.00',
    estimatedDays: 'Same day',
  }),
  shippingOption({
    id: 'local_delivery',
    name: 'Local Delivery',
    cost: '10.00',
    estimatedDays: '1-2 days',
    freeOverSubtotal: '25.00',
    localOnly: true,
  }),
  shippingOption({
    id: 'express_shipping',
    name: 'Express Shipping',
    cost: '25.00',
    estimatedDays: '1 day',
    carriesFreshFruit: false,
  }),
  shippingOption({
    id: 'standard_shipping',
    name: 'Standard Shipping',
    cost: '15.00',
    estimatedDays: '2-3 days',
    freeOverSubtotal: '75.00',
    note: 'Not available for fresh fruit.',
    carriesFreshFruit: false,
  }),
  shippingOption({
    id: 'refrigerated_shipping',
    name: 'Refrigerated Shipping',
    cost: '35.00',
    estimatedDays: '1-2 days',
  }),
]
