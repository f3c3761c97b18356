import { endpointUrl } from '#contracts/endpoint'
import { bookingStatusLabels, bookingStatuses, type BookingStatus } from '#contracts/visits'
import {
  staffBookingQuerySchema,
  type StaffBookingQuery,
  type StaffBookingSort,
} from '#contracts/visits-admin'
import * as visitsAdminApi from '#contracts/visits-admin-api'
import * as visitsApi from '#contracts/visits-api'
import type { SortChoice } from '#web/components/staff/sort-select'
import { listQuery } from '#web/hooks/use-list-search'
import { apiQuery } from '#web/lib/api-client'

export type BookingFilter = 'all' | BookingStatus

/** The Bookings tab's filter: All, then Pending, Confirmed, Cancelled (spec 3 §2, §4). */
export const bookingFilters: readonly BookingFilter[] = ['all', ...bookingStatuses]

export function bookingFilterLabel(filter: BookingFilter): string {
  return filter === 'all' ? 'All' : bookingStatusLabels[filter]
}

/** The orders the list offers (the server's whitelist, each with its direction). */
export const bookingSortChoices: readonly SortChoice<StaffBookingSort>[] = [
  { sort: 'created', dir: 'desc', label: 'Newest first' },
  { sort: 'created', dir: 'asc', label: 'Oldest first' },
  { sort: 'visit', dir: 'asc', label: 'Visit date, soonest first' },
  { sort: 'visit', dir: 'desc', label: 'Visit date, latest first' },
  { sort: 'customer', dir: 'asc', label: 'Customer A–Z' },
  { sort: 'people', dir: 'desc', label: 'Largest party first' },
  { sort: 'status', dir: 'asc', label: 'Status' },
]

/** Clear filters: search, status, type and dates off; the sort and page size kept. */
export const clearedBookingFilters: Partial<StaffBookingQuery> = {
  q: undefined,
  status: undefined,
  type: undefined,
  from: undefined,
  to: undefined,
}

/** The Bookings list's page: the address's search, filters, sort and page. */
export function bookingsQuery(search: StaffBookingQuery) {
  return apiQuery(visitsAdminApi.listStaffBookings, {
    query: listQuery(staffBookingQuerySchema, search),
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
