import { shippingOptionInputSchema, staffShippingOptionSchema } from './shipping-admin'
import { staffResourceEndpoints } from './staff-resource-endpoints'

/**
 * The shipping options manager (spec 3 §2, §7): every option, unavailable ones too, with create,
 * update and delete; checkout lists the available ones (checkout-api.ts `listShippingOptions`).
 */
export const shippingOptions = staffResourceEndpoints({
  path: '/api/admin/shipping-options',
  item: staffShippingOptionSchema,
  input: shippingOptionInputSchema,
  listing: { sorts: { sortOrder: 'asc', name: 'asc', cost: 'asc' }, defaultSort: 'sortOrder' },
})
