import { useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { UsersRound } from 'lucide-react'
import { formatVisitDate } from '#contracts/farm-time'
import type { PickYourOwnSlotAdmin } from '#contracts/visits-admin'
import { BookingStatusBadge } from '#web/components/booking-status-badge'
import { DialogHeading } from '#web/components/dialog-heading'
import { EmptyState, QueryState } from '#web/components/query-state'
import { CustomerContact } from '#web/components/staff/customer-contact'
import { Dialog, DialogContent } from '#web/components/ui/dialog'
import { formatMoney } from '#web/lib/format-money'
import { slotBookingsQuery, slotHours } from './pick-your-own-slots-resource'
import { SessionWaitlist } from '#web/components/staff/session-waitlist'
import { peopleText } from './visit-words'

/**
 * The bookings of one pick-your-own session (who, how to reach them, how many, total, status),
 * then its waitlist.
 */
export function SlotBookingsDialog({
  slot,
  onClose,
}: {
  slot: PickYourOwnSlotAdmin | null
  onClose: () => void
}) {
  // Opened from a card's button, not a Radix trigger: focus goes back to that button on close.
  const opener = useRef<HTMLElement | null>(null)
  return (
    <Dialog
      open={slot !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      {slot && (
        <DialogContent
          size="lg"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
        >
          <DialogHeading
            title={`Bookings: ${slot.productName}`}
            description={`${formatVisitDate(slot.date)}, ${slotHours(slot)}`}
          />
          <SlotBookings slot={slot} />
          <SessionWaitlist session={{ kind: 'pick_your_own', slotId: slot.id }} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function SlotBookings({ slot }: { slot: PickYourOwnSlotAdmin }) {
  const bookings = useQuery({ ...slotBookingsQuery(slot), refetchOnMount: 'always' })
  return (
    <QueryState
      query={bookings}
      loading="Loading bookings..."
      what="the bookings"
      headingLevel="h3"
      empty={
        <EmptyState
          headingLevel="h3"
          icon={<UsersRound className="size-8 text-muted-foreground" aria-hidden="true" />}
          title="No bookings for this session yet"
        />
      }
    >
      {(list) => (
        <ul className="divide-y divide-border/70 rounded-xl border border-border/70">
          {list.map((booking) => (
            <li
              key={booking.key}
              data-testid="slot-booking"
              className="grid gap-1 px-3 py-2.5 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4"
            >
              <CustomerContact
                name={booking.customerName}
                email={booking.customerEmail}
                phone={booking.customerPhone}
                nameClassName="font-semibold"
              />
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:flex-col sm:items-end">
                <span className="tabular-nums">
                  {peopleText(booking.numberOfPeople)} ·{' '}
                  <span className="font-semibold">{formatMoney(booking.price)}</span>
                </span>
                <BookingStatusBadge status={booking.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}
