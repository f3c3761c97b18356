import * as checkoutApi from '#contracts/checkout-api'
import type { ShippingOptionInput, StaffShippingOption } from '#contracts/shipping-admin'
import { shippingOptions } from '#contracts/shipping-admin-api'
import { recordFormValues } from '#web/lib/record-form-values'
import { defineStaffResource, failureToasts, successToasts } from '#web/lib/staff-resource'

/** Shipping options manager (spec 3 §2, §7, §8): its endpoint, the list it refreshes, its toasts. */
export const shippingOptionsResource = defineStaffResource<StaffShippingOption>({
  endpoints: shippingOptions,
  refreshes: [checkoutApi.listShippingOptions],
  messages: {
    ...successToasts(({ past }) => `Shipping option ${past} successfully`),
    ...failureToasts(({ verb }) => ({ title: `Failed to ${verb} shipping option` })),
  },
})

export const blankShippingOption: ShippingOptionInput = {
  name: '',
  description: '',
  cost: '',
  estimatedDays: '',
  available: true,
  minOrderAmount: '0',
  maxOrderAmount: '',
  notes: '',
  sortOrder: 0,
  freeOverSubtotal: '',
  carriesFreshFruit: true,
}

/** A stored option as the form edits it. */
export function shippingOptionFormValues(option: StaffShippingOption): ShippingOptionInput {
  return recordFormValues(blankShippingOption, option)
}
