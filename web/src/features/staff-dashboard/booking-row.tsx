import type { ReactNode } from 'react'
import { formatVisitDate } from '#contracts/farm-time'
import type { StaffBooking } from '#contracts/visits-admin'
import { BookingStatusBadge } from '#web/components/booking-status-badge'
import { Badge } from '#web/components/ui/badge'
import { RowAmount } from '#web/components/staff/row-amount'
import { RowCustomer } from '#web/components/staff/row-customer'
import { RowHeading } from '#web/components/staff/row-heading'
import type { TableLayout } from '#web/components/staff/table-header-row'
import { TableRow } from '#web/components/staff/table-row'
import { BookingStatusActions } from './booking-status-actions'

/** The bookings table's columns. */
export const bookingsTable: TableLayout = {
  grid: 'grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_5.5rem_6.5rem_14rem] lg:items-start',
  columns: ['Booking', 'Customer', 'Visit', 'Price', 'Status', 'Actions'],
  endAligned: ['Price', 'Actions'],
}

/**
 * One booking, either kind (spec 3 §2): title and type, the customer and how to reach them,
 * people, price, dates (and the hours of a pick-your-own session), special requests, status and
 * the status actions.
 */
export function BookingRow({ booking }: { booking: StaffBooking }) {
  const headingId = `booking-${booking.key}-heading`
  const isEvent = booking.kind === 'event'
  return (
    <TableRow layout={bookingsTable} headingId={headingId} testId="staff-booking">
      <RowHeading id={headingId} title={booking.title}>
        <Badge variant="outline" className="mt-1" data-testid="booking-type">
          <span className="sr-only">Type: </span>
          {booking.type}
        </Badge>
      </RowHeading>

      <RowCustomer record={booking} />

      <dl className="col-span-2 grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm lg:col-span-1">
        <Fact label={isEvent ? 'Preferred' : 'Date'} testId="booking-date">
          {formatVisitDate(booking.preferredDate)}
        </Fact>
        {booking.alternateDate && (
          <Fact label="Alternate" testId="booking-alternate-date">
            {formatVisitDate(booking.alternateDate)}
          </Fact>
        )}
        {booking.time && (
          <Fact label="Time" testId="booking-time">
            {booking.time}
          </Fact>
        )}
        <Fact label="People" testId="booking-people">
          {booking.numberOfPeople}
        </Fact>
      </dl>

      <RowAmount label="Price" amount={booking.price} testId="booking-price" />

      <div className="col-start-2 row-start-1 lg:col-start-5">
        <BookingStatusBadge status={booking.status} />
      </div>

      <div className="col-span-2 lg:col-span-1">
        <BookingStatusActions booking={booking} />
      </div>

      {booking.specialRequests && (
        <p
          className="col-span-2 rounded-lg bg-muted/60 px-3 py-2 text-sm break-words whitespace-pre-line lg:col-span-6"
          data-testid="booking-requests"
        >
          <span className="font-semibold">Special requests: </span>
          {booking.specialRequests}
        </p>
      )}
    </TableRow>
  )
}

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {children}
      </dd>
    </>
  )
}
