import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowRightLeft, Check, Printer, UserX, UsersRound } from 'lucide-react'
import {
  checkInListPdfPath,
  parseSessionKey,
  type Attendance,
  type CalendarSession,
  type CheckInBooking,
} from '#contracts/bookings-calendar'
import * as calendarApi from '#contracts/bookings-calendar-api'
import { formatVisitDate } from '#contracts/farm-time'
import { BookingStatusBadge } from '#web/components/booking-status-badge'
import { DialogHeading } from '#web/components/dialog-heading'
import { EmptyState, QueryState } from '#web/components/query-state'
import { CustomerContact } from '#web/components/staff/customer-contact'
import { SessionWaitlist } from '#web/components/staff/session-waitlist'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Dialog, DialogContent } from '#web/components/ui/dialog'
import { toast } from '#web/components/ui/use-toast'
import { apiQuery, callApi } from '#web/lib/api-client'
import { apiErrorMessage } from '#web/lib/api-request'
import { formatMoney } from '#web/lib/format-money'
import { cn } from '#web/lib/cn'
import { isCalendarQueryKey } from './calendar-search'
import { MoveBookingDialog } from './move-booking-dialog'
import {
  bookedText,
  peopleText,
  placesLeftText,
  sessionHours,
  sessionTypeLabel,
} from './session-words'

/**
 * A session's panel: what, when and how full, "Print check-in list" (the PDF), and its bookings,
 * each with attended / no-show (from the session's day on; pressing the chosen one again undoes
 * it) and Move.
 */
export function SessionPanel({
  session,
  onClose,
}: {
  /** The session as the calendar showed it when opened (null: closed). */
  session: CalendarSession | null
  onClose: () => void
}) {
  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && onClose()}>
      {session && (
        <DialogContent size="lg" data-testid="session-panel">
          <SessionPanelContent opened={session} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function SessionPanelContent({ opened }: { opened: CalendarSession }) {
  const checkIn = useQuery({
    ...apiQuery(calendarApi.getSessionCheckIn, { params: { session: opened.key } }),
    refetchOnMount: 'always',
  })
  const session = checkIn.data?.session ?? opened
  const [moving, setMoving] = useState<CheckInBooking | null>(null)
  const ref = parseSessionKey(session.key)
  return (
    <>
      <DialogHeading
        title={session.title}
        description={`${formatVisitDate(session.date)} · ${sessionHours(session)} · ${sessionTypeLabel(session)}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span data-testid="panel-booked" className="font-semibold tabular-nums">
            {bookedText(session)}
          </span>
          <span className="text-muted-foreground">· {placesLeftText(session.placesLeft)}</span>
          {session.cancelled && <Badge variant="outline">Cancelled</Badge>}
          {!session.active && !session.cancelled && (
            <Badge variant="outline">Not taking bookings</Badge>
          )}
        </p>
        <Button asChild variant="outline" size="sm">
          <a href={checkInListPdfPath(session.key)} target="_blank" rel="noopener">
            <Printer aria-hidden="true" />
            Print check-in list
          </a>
        </Button>
      </div>
      {!session.checkInOpen && (
        <p className="rounded-xl bg-sky px-3 py-2 text-sm text-sky-foreground">
          Check-in opens on the day of the visit: attended and no-show can be marked from{' '}
          {formatVisitDate(session.date)}.
        </p>
      )}
      <QueryState
        query={checkIn}
        loading="Loading the check-in list..."
        what="the check-in list"
        headingLevel="h3"
        isEmpty={(data) => data.bookings.length === 0}
        empty={
          <EmptyState
            headingLevel="h3"
            icon={<UsersRound className="size-8 text-muted-foreground" aria-hidden="true" />}
            title="No bookings for this session"
          />
        }
      >
        {(data) => (
          <ul
            aria-label="Check-in list"
            className="divide-y divide-border/70 rounded-xl border border-border/70"
          >
            {data.bookings.map((booking) => (
              <CheckInRow
                key={booking.key}
                booking={booking}
                session={data.session}
                onMove={() => setMoving(booking)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      {ref && <SessionWaitlist session={ref} />}
      <MoveBookingDialog booking={moving} session={session} onClose={() => setMoving(null)} />
    </>
  )
}

const attendanceChoices: { value: Attendance; label: string; icon: typeof Check }[] = [
  { value: 'attended', label: 'Attended', icon: Check },
  { value: 'no_show', label: 'No-show', icon: UserX },
]

function CheckInRow({
  booking,
  session,
  onMove,
}: {
  booking: CheckInBooking
  session: CalendarSession
  onMove: () => void
}) {
  const queryClient = useQueryClient()
  const mark = useMutation({
    mutationFn: (attendance: Attendance | null) =>
      callApi(calendarApi.setAttendance, {
        params: { kind: booking.kind, id: booking.id },
        body: { attendance },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => isCalendarQueryKey(query.queryKey) }),
    onError: (error) =>
      toast({
        title: 'Could not mark attendance',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  })
  const cancelled = booking.status === 'cancelled'
  // What the row shows while its change is on the way.
  const attendance = mark.isPending ? (mark.variables ?? null) : booking.attendance
  return (
    <li
      data-testid="check-in-booking"
      className={cn(
        'grid gap-2 px-3 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-4',
        cancelled && 'bg-muted/40',
      )}
    >
      <div className="grid min-w-0 gap-1">
        <CustomerContact
          name={booking.customerName}
          email={booking.customerEmail}
          phone={booking.customerPhone}
          nameClassName="font-semibold"
        />
        {booking.specialRequests && (
          <p className="text-sm break-words text-muted-foreground">“{booking.specialRequests}”</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm sm:flex-col sm:items-end">
        <span className="tabular-nums">
          {peopleText(booking.numberOfPeople)} ·{' '}
          <span className="font-semibold">{formatMoney(booking.price)}</span>
        </span>
        <BookingStatusBadge status={booking.status} />
      </div>
      {!cancelled && (
        <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
          {session.checkInOpen && (
            <div
              role="group"
              aria-label={`Attendance: ${booking.customerName}`}
              className="flex flex-wrap gap-1.5"
            >
              {attendanceChoices.map(({ value, label, icon: Icon }) => {
                const chosen = attendance === value
                return (
                  <Button
                    key={value}
                    size="sm"
                    variant={chosen ? 'default' : 'outline'}
                    aria-pressed={chosen}
                    onClick={() => mark.mutate(chosen ? null : value)}
                  >
                    <Icon aria-hidden="true" />
                    {label}
                  </Button>
                )
              })}
            </div>
          )}
          {booking.attendance !== 'attended' && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Move ${booking.customerName}’s booking`}
              onClick={onMove}
            >
              <ArrowRightLeft aria-hidden="true" />
              Move
            </Button>
          )}
        </div>
      )}
    </li>
  )
}
