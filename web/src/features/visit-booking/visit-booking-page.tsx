import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { CalendarX, MapPin, Navigation } from 'lucide-react'
import type { VisitorBooking } from '#contracts/visits'
import { BookingStatusBadge } from '#web/components/booking-status-badge'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { PageContainer, PageHero } from '#web/components/page-container'
import { EmptyState, QueryState } from '#web/components/query-state'
import { Button } from '#web/components/ui/button'
import { Card } from '#web/components/ui/card'
import { VisitDetail, VisitDetails } from '#web/components/visit-details'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useCancelVisit } from '#web/hooks/use-cancel-visit'
import { useFarmSettings } from '#web/hooks/use-farm-settings'
import { parseApiError } from '#web/lib/api-request'
import { directionsUrl, telHref } from '#web/lib/contact-links'
import { isBookingToken, visitBookingQuery } from './visit-booking-query'

const kindLabels: Record<VisitorBooking['kind'], string> = {
  event: 'Farm event or workshop',
  pick_your_own: 'Pick Your Own',
}

/**
 * /visits/booking?token=… : the visitor's own booking, opened from the link in their e-mail,
 * with a way to cancel it while the visit has not begun. The token is the key to the booking:
 * it is read from the address and sent to the API, and never shown on the page.
 */
export function VisitBookingPage() {
  usePageMeta()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''
  const valid = isBookingToken(token)
  const query = useQuery({ ...visitBookingQuery(token), enabled: valid })
  const refused = query.isError && [400, 404].includes(parseApiError(query.error).status ?? 0)

  return (
    <>
      <PageHero title="Your Booking" />
      <PageContainer>
        <div className="mx-auto max-w-3xl">
          {!valid || refused ? (
            <InvalidLink missing={!token} />
          ) : (
            <QueryState query={query} loading="Loading your booking..." what="your booking">
              {(booking) => <BookingDetails booking={booking} token={token} />}
            </QueryState>
          )}
        </div>
      </PageContainer>
    </>
  )
}

function InvalidLink({ missing }: { missing: boolean }) {
  return (
    <EmptyState
      icon={<CalendarX className="size-10 text-primary" aria-hidden="true" />}
      title="This booking link is not valid"
      description={
        missing
          ? 'Open this page from the link in your booking e-mail to see your booking.'
          : 'Check that you opened the whole link from your booking e-mail. If it still does not work, call or write to the farm.'
      }
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/farm-tours">Farm Events &amp; Workshops</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/pick-your-own">Pick Your Own</Link>
          </Button>
        </div>
      }
    />
  )
}

function BookingDetails({ booking, token }: { booking: VisitorBooking; token: string }) {
  const [confirming, setConfirming] = useState(false)
  const phone = useFarmSettings()?.phone ?? ''

  const cancel = useCancelVisit()

  return (
    <Card className="gap-6 p-6 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-muted-foreground">{kindLabels[booking.kind]}</p>
          <h2 className="mt-1 font-serif text-2xl font-semibold sm:text-3xl">{booking.title}</h2>
          <p className="mt-1 text-sm text-muted-foreground">Booked by {booking.customerName}</p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>

      <p className="rounded-xl bg-muted/70 px-4 py-3 text-sm" aria-live="polite">
        {booking.status === 'cancelled'
          ? 'This booking is cancelled. We hope to see you another time.'
          : booking.status === 'confirmed'
            ? 'You are all set. See you at the farm!'
            : 'We have your request. The farm confirms within 24 hours.'}
      </p>

      <VisitDetails booking={booking}>
        <VisitDetail icon={<MapPin />} label="Location" wide>
          <span className="block whitespace-pre-line">{booking.location}</span>
          {booking.location && (
            <span className="mt-3 block">
              <Button asChild variant="outline" size="sm">
                {/* No referrer: the page's address holds the booking's key. */}
                <a href={directionsUrl(booking.location)} rel="noopener noreferrer">
                  <Navigation aria-hidden="true" />
                  Get directions
                </a>
              </Button>
            </span>
          )}
        </VisitDetail>
      </VisitDetails>

      {booking.canCancel ? (
        <div className="flex flex-col gap-2 border-t border-border/70 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Plans changed? Cancel, and free your spots.
          </p>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <CalendarX aria-hidden="true" />
            Cancel booking
          </Button>
        </div>
      ) : (
        booking.status !== 'cancelled' && (
          <p className="border-t border-border/70 pt-5 text-sm text-muted-foreground">
            This visit can no longer be cancelled online.
            {phone && (
              <>
                {' '}
                Call the farm at{' '}
                <a
                  href={telHref(phone)}
                  className="rounded-sm text-primary underline underline-offset-4"
                >
                  {phone}
                </a>
                .
              </>
            )}
          </p>
        )
      )}

      <p className="text-sm">
        <Link to="/farm-tours" className="rounded-sm text-primary underline underline-offset-4">
          Book another visit
        </Link>{' '}
        or{' '}
        <Link to="/pick-your-own" className="rounded-sm text-primary underline underline-offset-4">
          pick your own
        </Link>
        .
      </p>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this booking?"
        description="Your spots are released and the farm is told. This cannot be undone."
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        onConfirm={() => cancel.mutateAsync(token)}
        pending={cancel.isPending}
      />
    </Card>
  )
}
