import type { FarmEventAdmin, FarmEventInput } from '#contracts/visits-admin'
import * as visitsAdminApi from '#contracts/visits-admin-api'
import * as visitsApi from '#contracts/visits-api'
import { recordFormValues } from '#web/lib/record-form-values'
import {
  defineStaffResource,
  failureToasts,
  successToasts,
  type StaffRecordAction,
} from '#web/lib/staff-resource'
import { countText } from './visit-words'

/**
 * Events & Workshops Manager (spec 3 §2 /events-admin): every event and workshop, inactive ones
 * too; a change also refreshes the public list of /farm-tours.
 */
export const farmEventsResource = defineStaffResource<FarmEventAdmin>({
  endpoints: visitsAdminApi.farmEvents,
  refreshes: [visitsApi.listActiveEvents],
  messages: {
    ...successToasts(({ Past }) => `Event ${Past}`),
    toggled: (event) =>
      event.active
        ? { title: 'Event Activated', description: `${event.title} shows on the Farm Events page.` }
        : {
            title: 'Event Deactivated',
            description: `${event.title} is hidden from the Farm Events page; its bookings stay.`,
          },
    ...failureToasts(({ verb }) => ({
      title: verb === 'delete' ? 'Delete Failed' : 'Save Failed',
      fallback: `Failed to ${verb} event`,
    })),
    toggleFailed: { title: 'Update Failed', fallback: 'Failed to update event' },
  },
})

/** The event is deactivated, its upcoming bookings are cancelled and each visitor is e-mailed. */
export const cancelFarmEvent: StaffRecordAction<
  FarmEventAdmin,
  typeof visitsAdminApi.cancelFarmEvent
> = {
  endpoint: visitsAdminApi.cancelFarmEvent,
  done: (result, event) => ({
    title: 'Event Cancelled',
    description: `${event.title} is hidden from visitors; ${countText(result.cancelledBookings, 'booking')} cancelled and each visitor e-mailed.`,
  }),
  failed: { title: 'Cancel Failed', fallback: 'Failed to cancel event' },
}

/** A new event: a two-hour farm event for up to 15 people (spec 2 §9's usual size), shown at once. */
export const blankFarmEvent = {
  title: '',
  description: '',
  eventType: 'event',
  durationMinutes: 120,
  startTime: '',
  pricePerPerson: '',
  maxPeople: 15,
  includes: [],
  active: true,
  sortOrder: 0,
  minPeople: null,
  minPeopleDaysBefore: 3,
} satisfies FarmEventInput

/** A stored event as the form edits it: exactly the input's fields. */
export function farmEventFormValues(event: FarmEventAdmin): FarmEventInput {
  return recordFormValues<FarmEventInput>(blankFarmEvent, event)
}
