import { bookingStatusLabels, type BookingStatus } from '#contracts/visits'
import { Badge, type BadgeProps } from './ui/badge'

const statusBadge: Record<BookingStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'honey',
  confirmed: 'secondary',
  cancelled: 'outline',
}

/** A visit booking's status (Pending, Confirmed, Cancelled), wherever staff read bookings. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge variant={statusBadge[status]} data-testid="booking-status">
      <span className="sr-only">Status: </span>
      {bookingStatusLabels[status]}
    </Badge>
  )
}
