import { useId, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarX2 } from 'lucide-react'
import type { CalendarSession, CheckInBooking, MoveTarget } from '#contracts/bookings-calendar'
import * as calendarApi from '#contracts/bookings-calendar-api'
import { formatShortVisitDate, formatVisitDate } from '#contracts/farm-time'
import { DialogHeading } from '#web/components/dialog-heading'
import { FieldMessage } from '#web/components/field-message'
import { EmptyState, QueryState } from '#web/components/query-state'
import { Button } from '#web/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/components/ui/dialog'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { apiQuery, callApi } from '#web/lib/api-client'
import { apiErrorMessage } from '#web/lib/api-request'
import { cn } from '#web/lib/cn'
import { isCalendarQueryKey } from './calendar-search'
import { peopleText, placesLeftText, sessionHours } from './session-words'

/**
 * Moves a booking: the dates (an event or workshop) or sessions (pick your own) with room for its
 * whole party, each with its places left; the server checks again and e-mails the visitor.
 */
export function MoveBookingDialog({
  booking,
  session,
  onClose,
}: {
  booking: CheckInBooking | null
  session: CalendarSession
  onClose: () => void
}) {
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && onClose()}>
      {booking && (
        <DialogContent size="md" data-testid="move-booking">
          <MoveBookingForm booking={booking} session={session} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  )
}

function targetLabel(target: MoveTarget, session: CalendarSession) {
  const when = `${formatShortVisitDate(target.date)}, ${sessionHours(target)}`
  // Pick-your-own sessions may be of another fruit; an event's dates are all the same event.
  return session.kind === 'pick_your_own' ? `${when} · ${target.title}` : when
}

function MoveBookingForm({
  booking,
  session,
  onDone,
}: {
  booking: CheckInBooking
  session: CalendarSession
  onDone: () => void
}) {
  const params = { kind: booking.kind, id: booking.id }
  const targets = useQuery({
    ...apiQuery(calendarApi.listMoveTargets, { params }),
    refetchOnMount: 'always',
  })
  const [chosen, setChosen] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const messageId = useId()
  const queryClient = useQueryClient()
  const move = useMutation({
    mutationFn: (target: MoveTarget) =>
      callApi(calendarApi.moveBooking, { params, body: target.move }),
    onSuccess: async (result) => {
      toast({
        title: 'Booking moved',
        description: `${booking.customerName} is now booked for ${formatVisitDate(result.to.date)}, ${sessionHours(result.to)}. They have been e-mailed the new date.`,
      })
      onDone()
      await queryClient.invalidateQueries({
        predicate: (query) => isCalendarQueryKey(query.queryKey),
      })
    },
    onError: async (error) => {
      toast({
        title: 'Could not move the booking',
        description: apiErrorMessage(error),
        variant: 'destructive',
      })
      setChosen(null)
      await targets.refetch()
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (move.isPending) return
    const target = targets.data?.find((each) => each.key === chosen)
    if (!target) {
      setProblem(
        session.kind === 'event' ? 'Please choose a new date' : 'Please choose a new session',
      )
      return
    }
    move.mutate(target)
  }

  return (
    <>
      <DialogHeading
        title="Move booking"
        description={`${booking.customerName} · ${peopleText(booking.numberOfPeople)} · now ${formatVisitDate(session.date)}, ${sessionHours(session)}`}
      />
      <QueryState
        query={targets}
        loading="Finding dates with room..."
        what="the dates with room"
        headingLevel="h3"
        empty={
          <EmptyState
            headingLevel="h3"
            icon={<CalendarX2 className="size-8 text-muted-foreground" aria-hidden="true" />}
            title="Nowhere to move to"
            description={`No other ${session.kind === 'event' ? 'date in the next six weeks' : 'upcoming session'} has room for ${peopleText(booking.numberOfPeople)}.`}
          />
        }
      >
        {(list) => (
          <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Move booking">
            <fieldset
              className="grid gap-2"
              aria-describedby={problem ? messageId : undefined}
              aria-invalid={problem ? true : undefined}
            >
              <legend className="mb-1 text-sm font-semibold">
                {session.kind === 'event' ? 'New date' : 'New session'}
              </legend>
              <ul className="grid max-h-72 gap-1.5 overflow-y-auto pr-1">
                {list.map((target) => (
                  <li key={target.key}>
                    <label
                      className={cn(
                        'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm transition-colors',
                        chosen === target.key
                          ? 'border-primary bg-primary-soft'
                          : 'border-border/80 bg-card hover:border-primary',
                      )}
                    >
                      <input
                        type="radio"
                        name="target"
                        value={target.key}
                        checked={chosen === target.key}
                        onChange={() => {
                          setChosen(target.key)
                          setProblem(null)
                        }}
                        className="size-4 accent-primary"
                      />
                      <span className="min-w-0 flex-1 break-words">
                        {targetLabel(target, session)}
                      </span>
                      <span className="shrink-0 text-xs font-semibold text-muted-foreground tabular-nums">
                        {placesLeftText(target.placesLeft)}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              <FieldMessage id={messageId}>{problem}</FieldMessage>
            </fieldset>
            <p className="text-sm text-muted-foreground">
              The party stays {peopleText(booking.numberOfPeople)}; the visitor is e-mailed the new
              date with a calendar link.
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Keep as it is
                </Button>
              </DialogClose>
              <Button type="submit">
                {move.isPending && (
                  <Spinner size="sm" label="Moving" className="[&_svg]:text-current" />
                )}
                Move booking
              </Button>
            </DialogFooter>
          </form>
        )}
      </QueryState>
    </>
  )
}
