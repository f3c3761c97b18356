import { bookingStatusLabels, bookingStatuses, type BookingStatus } from '#contracts/visits'

export type BookingFilter = 'all' | BookingStatus

/** The Bookings tab's filter: All, then Pending, Confirmed, Cancelled (spec 3 §2, §4). */
export const bookingFilters: readonly BookingFilter[] = ['all', ...bookingStatuses]

export function bookingFilterLabel(filter: BookingFilter): string {
  return filter === 'all' ? 'All' : bookingStatusLabels[filter]
}

/** GET /api/admin/bookings, or ?status=… for one status. */
export function bookingsUrl(filter: BookingFilter): string {
  return filter === 'all' ? '/api/admin/bookings' : `/api/admin/bookings?status=${filter}`
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

const visitQueryPattern =
  /^\/api\/(admin\/bookings|admin\/farm-events|admin\/pick-your-own\/|pick-your-own\/slots|farm-events\/active)/

/**
 * Every answer a booking's status changes: the bookings lists, the events' upcoming bookings,
 * the sessions' spots and their booking lists, staff and public.
 */
export function isVisitQueryKey(key: readonly unknown[]): boolean {
  return typeof key[0] === 'string' && visitQueryPattern.test(key[0])
}
