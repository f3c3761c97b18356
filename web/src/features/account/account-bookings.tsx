import { useState } from 'react'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { CalendarDays, CalendarX, ExternalLink } from 'lucide-react'
import { formatVisitDate } from '#contracts/farm-time'
import { visitBookingPath, type BookedVisit } from '#contracts/visits'
import { BookingStatusBadge } from '#web/components/booking-status-badge'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { visitHoursText } from '#web/components/visit-details'
import { useCancelVisit } from '#web/hooks/use-cancel-visit'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { accountBookingsQuery } from './account-data'
import { AccountList } from './account-list'

/**
 * The customer's farm visits (requests, workshops, pick-your-own), newest first: each opens to
 * its page, and one that has not begun can be cancelled here; the server e-mails a confirmation.
 */
export function AccountBookings() {
  const bookings = useQuery(accountBookingsQuery)
  const [cancelling, setCancelling] = useState<BookedVisit | null>(null)
  const cancel = useCancelVisit()
  return (
    <>
      <AccountList
        query={bookings}
        records="your visits"
        empty={{
          icon: CalendarDays,
          title: 'No visits booked',
          description: 'Tours, workshops and pick-your-own mornings you book show up here.',
          to: '/farm-tours',
          linkLabel: 'Farm Events & Workshops',
        }}
        label="Your farm visits"
        itemKey={(visit) => visit.token}
        itemTestId="account-visit"
      >
        {(visit) => <VisitCard visit={visit} onCancel={() => setCancelling(visit)} />}
      </AccountList>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel this booking?"
        description="Your spots are released and the farm is told. This cannot be undone."
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        onConfirm={async () => {
          if (cancelling) await cancel.mutateAsync(cancelling.token)
        }}
        pending={cancel.isPending}
      />
    </>
  )
}

function VisitCard({
  visit: { token, booking },
  onCancel,
}: {
  visit: BookedVisit
  onCancel: () => void
}) {
  const hours = visitHoursText(booking, useFarmTimeZone())
  const people = booking.numberOfPeople === 1 ? '1 person' : `${booking.numberOfPeople} people`
  return (
    <Card className="gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-serif text-lg font-semibold">{booking.title}</p>
          <p className="text-sm text-muted-foreground">
            {formatVisitDate(booking.date)}
            {hours && `, ${hours}`} · {people}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={visitBookingPath(token)}>
            <ExternalLink aria-hidden="true" />
            See booking
            <span className="sr-only">: {booking.title}</span>
          </Link>
        </Button>
        {booking.canCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            <CalendarX aria-hidden="true" />
            Cancel
            <span className="sr-only"> {booking.title}</span>
          </Button>
        )}
      </div>
    </Card>
  )
}
