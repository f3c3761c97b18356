import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { CalendarCheck } from 'lucide-react'
import { EmptyState, QueryState } from '#web/components/query-state'
import { FilterButtons } from '#web/components/staff/filter-buttons'
import { Card } from '#web/components/ui/card'
import { Spinner } from '#web/components/ui/spinner'
import { BookingRow, BookingsHeaderRow } from './booking-row'
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
    <section aria-labelledby="bookings-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="bookings-heading" className="font-serif text-2xl font-semibold">
          Bookings
        </h2>
        {bookings.isFetching && !bookings.isPending && (
          <Spinner size="sm" label="Refreshing bookings" />
        )}
      </div>
      <div className="mt-3">
        <FilterButtons
          label="Filter bookings by status"
          options={bookingFilters}
          value={filter}
          onChange={setFilter}
          optionLabel={bookingFilterLabel}
        />
      </div>

      <div className="mt-4">
        <QueryState
          query={bookings}
          loading="Loading bookings..."
          what="the bookings"
          empty={
            <EmptyState
              icon={<CalendarCheck className="size-9 text-primary" aria-hidden="true" />}
              title="No bookings found for selected status"
            />
          }
        >
          {(list) => (
            <Card className="overflow-hidden">
              <BookingsHeaderRow />
              <ul className="divide-y divide-border/70">
                {list.map((booking) => (
                  <BookingRow key={booking.key} booking={booking} />
                ))}
              </ul>
            </Card>
          )}
        </QueryState>
      </div>
    </section>
  )
}
