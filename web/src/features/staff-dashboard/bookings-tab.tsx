import { CalendarCheck } from 'lucide-react'
import {
  StatusFilteredTable,
  useStatusFilteredQuery,
} from '#web/components/staff/status-filtered-table'
import { BookingRow, bookingsTable } from './booking-row'
import { bookingFilterLabel, bookingFilters, bookingsQuery } from './bookings-view'

/**
 * The dashboard's Bookings tab (spec 3 §2): event, workshop and pick-your-own bookings together,
 * newest first, filtered by status on the server, each with its status actions.
 */
export function BookingsTab() {
  const list = useStatusFilteredQuery(bookingsQuery, bookingFilters)
  return (
    <StatusFilteredTable
      title="Bookings"
      {...list}
      filters={bookingFilters}
      filterLabel={bookingFilterLabel}
      emptyIcon={CalendarCheck}
      layout={bookingsTable}
    >
      {(booking) => <BookingRow key={booking.key} booking={booking} />}
    </StatusFilteredTable>
  )
}
