import type {
  PickupLocation,
  PickupLocationInput,
  PickupWindowInput,
} from '#contracts/pickup-locations'
import * as pickupApi from '#contracts/pickup-locations-api'
import { recordFormValues } from '#web/lib/record-form-values'
import { defineStaffResource, failureToasts, successToasts } from '#web/lib/staff-resource'

/**
 * Pickup locations (issue 26): where and when Farm Pickup orders are collected; a change also
 * refreshes the windows checkout offers.
 */
export const pickupLocationsResource = defineStaffResource<PickupLocation>({
  endpoints: pickupApi.pickupLocations,
  refreshes: [pickupApi.listPickupWindowChoices],
  messages: {
    ...successToasts(({ past }) => `Pickup location ${past}`, 'add'),
    toggled: (location) =>
      location.active
        ? {
            title: 'Pickup location switched on',
            description: `Checkout offers the windows of ${location.name}.`,
          }
        : {
            title: 'Pickup location switched off',
            description: `Checkout no longer offers ${location.name}; its orders stay.`,
          },
    ...failureToasts(
      ({ verb }) => ({
        title: `Could not ${verb} the pickup location`,
        fallback: `Failed to ${verb} pickup location`,
      }),
      'add',
    ),
    toggleFailed: {
      title: 'Could not switch the pickup location',
      fallback: 'Failed to update pickup location',
    },
  },
})

/** A new window: Saturday morning, ten orders, closing to orders the evening before. */
export const blankPickupWindow = {
  weekday: 'saturday',
  startsAt: '09:00',
  endsAt: '12:00',
  orderCap: 10,
  cutoffHours: 12,
} satisfies PickupWindowInput

export const blankClosedDate = { date: '', reason: '' }

/** A new location: active, first in the list, no windows yet. */
export const blankPickupLocation = {
  name: '',
  address: '',
  notes: '',
  active: true,
  sortOrder: 0,
  windows: [],
  closedDates: [],
} satisfies PickupLocationInput

/**
 * A stored location as the form edits it. Each window keeps its `id`, which the PUT sends back so
 * the server changes that window in place (orders point at it).
 */
export function pickupLocationFormValues(location: PickupLocation): PickupLocationInput {
  return recordFormValues<PickupLocationInput, 'closedDates'>(blankPickupLocation, location, {
    closedDates: location.closedDates.map((closed) => ({
      date: closed.date,
      reason: closed.reason ?? '',
    })),
  })
}
