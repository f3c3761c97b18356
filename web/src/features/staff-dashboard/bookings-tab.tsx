import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { CalendarCheck } from 'lucide-react'
import { FilterButtons } from '#web/components/staff/filter-buttons'
import { FilteredListSection } from '#web/components/staff/filtered-list-section'
import { StaffTable } from '#web/components/staff/staff-table'
import { BookingRow, bookingsTable } from './booking-row'
import {
  bookingFilterLabel,
  bookingFilters,
  bookingsQuery,
  type BookingFilter,
} from './bookings-view'

/**
 * The dashboard's Bookings tab (spec 3 §2): event, workshop and pick-your-own bookings together,
 * newest first, filtered by status on the server, each with its status actions.
 */
export function BookingsTab() {
  const [filter, setFilter] = useState<BookingFilter>('all')
  const bookings = useQuery({
    ...bookingsQuery(filter),
    refetchOnMount: 'always',
  })

  return (
    <FilteredListSection
      id="bookings-heading"
      title="Bookings"
      refreshing={bookings.isFetching && !bookings.isPending}
      refreshingLabel="Refreshing bookings"
      filter={
        <FilterButtons
          label="Filter bookings by status"
          options={bookingFilters}
          value={filter}
          onChange={setFilter}
          optionLabel={bookingFilterLabel}
        />
      }
    >
      <StaffTable
        query={bookings}
        loading="Loading bookings..."
        what="the bookings"
        emptyIcon={<CalendarCheck className="size-9 text-primary" aria-hidden="true" />}
        emptyTitle="No bookings found for selected status"
        layout={bookingsTable}
      >
        {(booking) => <BookingRow key={booking.key} booking={booking} />}
      </StaffTable>
    </FilteredListSection>
  )
}
