import { endpointUrl } from '#contracts/endpoint'
import { bookingStatusLabels, bookingStatuses, type BookingStatus } from '#contracts/visits'
import * as visitsAdminApi from '#contracts/visits-admin-api'
import * as visitsApi from '#contracts/visits-api'
import { apiQuery } from '#web/lib/api-client'

export type BookingFilter = 'all' | BookingStatus

/** The Bookings tab's filter: All, then Pending, Confirmed, Cancelled (spec 3 §2, §4). */
export const bookingFilters: readonly BookingFilter[] = ['all', ...bookingStatuses]

export function bookingFilterLabel(filter: BookingFilter): string {
  return filter === 'all' ? 'All' : bookingStatusLabels[filter]
}

/** The Bookings tab's list: every booking, or `?status=…` for one status. */
export function bookingsQuery(filter: BookingFilter) {
  return apiQuery(visitsAdminApi.listStaffBookings, {
    query: { status: filter === 'all' ? undefined : filter },
  })
}

/** What a staff member can set a booking to from here: every status but its own (set freely). */
export function otherStatuses(status: BookingStatus): BookingStatus[] {
  const order: BookingStatus[] = ['confirmed', 'pending', 'cancelled']
  return order.filter((each) => each !== status)
}

/** The button that sets a status: 'Confirm', 'Set pending', 'Cancel'. */
export const statusActionLabels: Record<BookingStatus, string> = {
  confirmed: 'Confirm',
  pending: 'Set pending',
  cancelled: 'Cancel',
}

/** The addresses (and their filters and records) of the answers below. */
const visitAnswerPrefixes = [
  endpointUrl(visitsAdminApi.listStaffBookings),
  endpointUrl(visitsAdminApi.farmEvents.list),
  // the sessions and each session's bookings
  endpointUrl(visitsAdminApi.pickYourOwnSlots.list),
  endpointUrl(visitsApi.listPickYourOwnSlots),
  endpointUrl(visitsApi.listActiveEvents),
]

/**
 * Every answer a booking's status changes: the bookings lists, the events' upcoming bookings,
 * the sessions' spots and their booking lists, staff and public.
 */
export function isVisitQueryKey([address]: readonly unknown[]): boolean {
  return (
    typeof address === 'string' && visitAnswerPrefixes.some((prefix) => address.startsWith(prefix))
  )
}
