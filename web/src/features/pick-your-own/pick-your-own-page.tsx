import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Sprout } from 'lucide-react'
import {
  visitLimits,
  type BookedVisit,
  type PickYourOwnBookingRequest,
  type PickYourOwnBookingRequestInput,
  type PickYourOwnSlot,
} from '#contracts/visits'
import * as waitlistsApi from '#contracts/waitlists-api'
import { BookingConfirmation } from '#web/components/booking-confirmation'
import { EmptyState, QueryState } from '#web/components/query-state'
import { VisitBookingLayout } from '#web/components/visit-booking-layout'
import { WaitlistEntryPanel } from '#web/components/waitlist-entry-panel'
import { WaitlistJoinForm } from '#web/components/waitlist-join-form'
import { callApi } from '#web/lib/api-client'
import { waitlistSearchParam } from '#contracts/waitlists'
import { useHashScroll } from '#web/hooks/use-hash-scroll'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useSiteText } from '#web/hooks/use-site-text'
import { useSearchParam } from '#web/lib/use-search-param'
import { groupSlots, isBookable, peopleChoices } from './group-slots'
import { LocationCard } from './location-card'
import { SessionBookingForm } from './session-booking-form'
import { emptySessionBooking, sessionBookingSchema } from './session-booking'
import { SessionChoices } from './session-choices'
import { slotsQuery } from './slots-query'
import { WaitlistSessionSummary } from './waitlist-session-summary'

const bookingSectionId = 'booking'

/** Where the form sits below the list (phones), bring it into view once a session is chosen. */
function revealBookingForm() {
  if (window.matchMedia?.('(min-width: 1024px)').matches ?? true) return
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  window.setTimeout(() => {
    document
      .getElementById(bookingSectionId)
      ?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  }, 0)
}

/**
 * Pick Your Own (spec 2, /pick-your-own): the editable header, sessions grouped by product and
 * date with their spots, the booking form for the chosen session, and the farm's location with
 * directions. Empty state 'No Sessions Available'.
 */
export function PickYourOwnPage() {
  usePageMeta()
  useHashScroll()
  const { text } = useSiteText()
  const queryClient = useQueryClient()
  const query = useQuery(slotsQuery)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  // What was just booked: shown in place of the form until the visitor chooses another session.
  const [booked, setBooked] = useState<{ visit: BookedVisit; email: string } | null>(null)
  // A full session the visitor wants to wait for, and a waitlist place opened from its link.
  const [waitlistFor, setWaitlistFor] = useState<PickYourOwnSlot | null>(null)
  const [waitlistToken, setWaitlistToken] = useSearchParam(waitlistSearchParam)

  const slots = query.data
  const groups = useMemo(() => groupSlots(slots ?? []), [slots])
  const found = slots?.find((slot) => slot.id === selectedId)
  const selected = found && isBookable(found) ? found : null
  // The chosen session filled up or closed while the visitor was on the page.
  const lost = selectedId !== null && slots !== undefined && !selected

  const spotsLeft = selected?.spotsLeft ?? null
  const schema = useMemo(() => sessionBookingSchema(spotsLeft), [spotsLeft])
  const form = useForm<PickYourOwnBookingRequestInput, unknown, PickYourOwnBookingRequest>({
    resolver: zodResolver(schema),
    defaultValues: emptySessionBooking,
  })

  const joinWaitlist = (slot: PickYourOwnSlot) => {
    setBooked(null)
    setSelectedId(null)
    setWaitlistToken(null)
    setWaitlistFor(slot)
    revealBookingForm()
  }

  const choose = (slot: PickYourOwnSlot) => {
    setBooked(null)
    setWaitlistFor(null)
    setSelectedId(slot.id)
    const limit = peopleChoices(slot.spotsLeft).length
    if (Number(form.getValues('numberOfPeople')) > limit) {
      form.setValue('numberOfPeople', String(limit))
    }
    form.clearErrors('numberOfPeople')
    revealBookingForm()
  }

  return (
    <VisitBookingLayout
      title={text('pick_your_own_header_title')}
      lead={text('pick_your_own_header_subtitle')}
      sections={{
        choices: { id: 'sessions', 'aria-label': 'Sessions' },
        booking: { id: bookingSectionId, 'aria-labelledby': 'pick-your-own-booking-heading' },
        details: { id: 'location', 'aria-labelledby': 'pick-your-own-location-heading' },
      }}
      choices={
        <QueryState
          query={query}
          loading="Loading pick-your-own sessions..."
          what="the pick-your-own sessions"
          isEmpty={(data) => groupSlots(data).length === 0}
          empty={
            <EmptyState
              icon={<Sprout className="size-10 text-primary" aria-hidden="true" />}
              title="No Sessions Available"
              description="New picking sessions are added as the fruit ripens. Check back soon, or call the farm to ask what is ripe."
            />
          }
        >
          {() => (
            <SessionChoices
              products={groups}
              selectedId={selectedId}
              onSelect={choose}
              onJoinWaitlist={joinWaitlist}
            />
          )}
        </QueryState>
      }
      booking={
        <>
          {waitlistToken && (
            <WaitlistEntryPanel
              token={waitlistToken}
              onClose={() => setWaitlistToken(null)}
              onChanged={() =>
                void queryClient.invalidateQueries({ queryKey: slotsQuery.queryKey })
              }
              closeLabel="See all sessions"
            />
          )}
          <h2 id="pick-your-own-booking-heading" className="font-serif text-2xl font-semibold">
            {waitlistFor ? 'Join the Waitlist' : 'Book a Session'}
          </h2>
          {waitlistFor ? (
            <WaitlistJoinForm
              summary={<WaitlistSessionSummary slot={waitlistFor} />}
              maxPeople={visitLimits.pickYourOwnPeoplePerBooking}
              idPrefix={`waitlist-${waitlistFor.id}`}
              join={(values) =>
                callApi(waitlistsApi.joinPickYourOwnWaitlist, {
                  params: { id: waitlistFor.id },
                  body: values,
                })
              }
              onJoined={(token) => {
                setWaitlistFor(null)
                setWaitlistToken(token)
              }}
            />
          ) : booked ? (
            <BookingConfirmation
              visit={booked.visit}
              email={booked.email}
              anotherLabel="Book another session"
              onAnother={() => setBooked(null)}
            />
          ) : selected ? (
            <SessionBookingForm
              form={form}
              slot={selected}
              onBooked={(visit, email) => {
                setSelectedId(null)
                setBooked({ visit, email })
              }}
            />
          ) : (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {lost
                ? 'That session is no longer available. Please choose another one.'
                : 'Choose a session from the list to book it.'}
            </p>
          )}
        </>
      }
      details={<LocationCard headingId="pick-your-own-location-heading" />}
    />
  )
}
