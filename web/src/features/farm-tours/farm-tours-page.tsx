import { useCallback, useState } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarDays } from 'lucide-react'
import { farmToday } from '#contracts/farm-time'
import {
  farmEventTypeLabels,
  farmEventTypes,
  type BookedVisit,
  type BookingRequest,
  type BookingRequestInput,
  type FarmEvent,
  type FarmEventType,
} from '#contracts/visits'
import { waitlistSearchParam } from '#contracts/waitlists'
import * as waitlistsApi from '#contracts/waitlists-api'
import { BookingConfirmation } from '#web/components/booking-confirmation'
import { EmptyState, QueryState } from '#web/components/query-state'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { Button } from '#web/components/ui/button'
import { VisitBookingLayout } from '#web/components/visit-booking-layout'
import { WaitlistEntryPanel } from '#web/components/waitlist-entry-panel'
import { WaitlistJoinForm } from '#web/components/waitlist-join-form'
import { refreshVisitAnswers } from '#web/hooks/use-cancel-visit'
import { callApi } from '#web/lib/api-client'
import { useSearchParam } from '#web/lib/use-search-param'
import { useHashScroll } from '#web/hooks/use-hash-scroll'
import { usePageMeta } from '#web/hooks/use-page-meta'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { useSiteText } from '#web/hooks/use-site-text'
import { bookingFormSchema, emptyBooking, peopleLimit } from './booking-form'
import { EventBookingForm } from './event-booking-form'
import { EventChoices } from './event-choices'
import { EventWaitlistSummary } from './event-waitlist-summary'
import { FarmContactCard } from './farm-contact-card'
import { eventAvailabilityQuery, farmEventsQuery } from './farm-events-query'

const groupLegends: Record<FarmEventType, string> = {
  event: 'Choose a farm event',
  workshop: 'Choose a workshop',
}

/**
 * Farm Events & Workshops (spec 2, /farm-tours): the editable header, a Farm Events / Workshops
 * toggle over selectable cards, the sticky booking form beside them, and the farm's contact
 * details. Scrolls to the URL hash on load and when it changes (#events, #booking, #contact).
 */
export function FarmToursPage() {
  usePageMeta()
  useHashScroll()
  const { text } = useSiteText()
  const query = useQuery(farmEventsQuery)
  const [type, setType] = useState<FarmEventType>('event')
  // What was just booked: shown in place of the form until the visitor books another visit.
  const [booked, setBooked] = useState<{ visit: BookedVisit; email: string } | null>(null)
  // A full date the visitor wants to wait for, and a waitlist place opened from its link.
  const [waitlistFor, setWaitlistFor] = useState<{ event: FarmEvent; date: string } | null>(null)
  const [waitlistToken, setWaitlistToken] = useSearchParam(waitlistSearchParam)

  const timeZone = useFarmTimeZone()
  const events = query.data
  const queryClient = useQueryClient()
  // The group size allowed depends on the event chosen in the form (spec 2 §5) and on the places
  // left on the chosen date, as last fetched; the earliest date is the farm's today when the form
  // is checked (only ever in the browser).
  const resolver = useCallback<Resolver<BookingRequestInput, unknown, BookingRequest>>(
    (values, context, options) => {
      const event = events?.find((each) => each.id === values.farmEventId)
      const schema = bookingFormSchema({
        maxPeople: peopleLimit(event),
        today: farmToday(timeZone),
        availability: event
          ? queryClient.getQueryData(eventAvailabilityQuery(event.id).queryKey)
          : undefined,
      })
      return zodResolver(schema)(values, context, options)
    },
    [events, timeZone, queryClient],
  )
  const form = useForm<BookingRequestInput, unknown, BookingRequest>({
    resolver,
    defaultValues: emptyBooking,
  })
  const selectedId = useWatch({ control: form.control, name: 'farmEventId' })
  const selected = events?.find((event) => event.id === selectedId) ?? null
  const availability = useQuery({
    ...eventAvailabilityQuery(selected?.id ?? 0),
    enabled: selected !== null,
  }).data

  const choose = (event: FarmEvent) => {
    setBooked(null)
    setWaitlistFor(null)
    form.setValue('farmEventId', event.id, { shouldDirty: true })
    form.clearErrors('farmEventId')
  }

  const changeType = (next: string) => {
    if (next === type || !(farmEventTypes as readonly string[]).includes(next)) return
    setType(next as FarmEventType)
    // Spec 2 §4: choosing the type clears the selected event.
    form.setValue('farmEventId', emptyBooking.farmEventId)
    form.clearErrors('farmEventId')
  }

  return (
    <VisitBookingLayout
      title={text('farm_events_header_title')}
      lead={text('farm_events_header_subtitle')}
      sections={{
        choices: { id: 'events', 'aria-labelledby': 'farm-events-heading' },
        booking: { id: 'booking', 'aria-label': 'Booking form' },
        details: { id: 'contact', 'aria-labelledby': 'farm-tours-contact-heading' },
      }}
      choices={
        <>
          <h2 id="farm-events-heading" className="sr-only">
            Events and workshops
          </h2>
          <Tabs value={type} onValueChange={changeType} className="gap-6">
            <TabsList aria-label="Type of visit" className="self-start">
              {farmEventTypes.map((each) => (
                <TabsTrigger key={each} value={each} className="h-9 px-5">
                  {farmEventTypeLabels[each]}
                </TabsTrigger>
              ))}
            </TabsList>
            {farmEventTypes.map((each) => (
              <TabsContent key={each} value={each} forceMount hidden={type !== each}>
                <QueryState
                  query={query}
                  loading="Loading events and workshops..."
                  what="the events and workshops"
                  headingLevel="h3"
                >
                  {(events) => {
                    const ofType = events.filter((event) => event.eventType === each)
                    return ofType.length === 0 ? (
                      <EmptyState
                        headingLevel="h3"
                        icon={<CalendarDays className="size-10 text-primary" aria-hidden="true" />}
                        title={`No ${farmEventTypeLabels[each]} Available`}
                        description="New dates are added through the season. Call or write to us and we will let you know."
                      />
                    ) : (
                      <EventChoices
                        events={ofType}
                        legend={groupLegends[each]}
                        selectedId={type === each ? selectedId : undefined}
                        onSelect={choose}
                      />
                    )
                  }}
                </QueryState>
              </TabsContent>
            ))}
          </Tabs>
        </>
      }
      booking={
        <>
          {waitlistToken && (
            <WaitlistEntryPanel
              token={waitlistToken}
              onClose={() => setWaitlistToken(null)}
              onChanged={() => void refreshVisitAnswers(queryClient)}
              closeLabel="See all events"
            />
          )}
          {waitlistFor ? (
            <div className="grid gap-4">
              <h2 className="font-serif text-2xl font-semibold">Join the Waitlist</h2>
              <WaitlistJoinForm
                summary={<EventWaitlistSummary {...waitlistFor} />}
                maxPeople={waitlistFor.event.maxPeople}
                idPrefix={`event-waitlist-${waitlistFor.event.id}`}
                join={(values) =>
                  callApi(waitlistsApi.joinEventWaitlist, {
                    params: { id: waitlistFor.event.id },
                    body: { ...values, eventDate: waitlistFor.date },
                  })
                }
                onJoined={(token) => {
                  setWaitlistFor(null)
                  setWaitlistToken(token)
                }}
              />
              <Button
                type="button"
                variant="ghost"
                className="justify-self-start"
                onClick={() => setWaitlistFor(null)}
              >
                Back to booking
              </Button>
            </div>
          ) : booked ? (
            <BookingConfirmation
              visit={booked.visit}
              email={booked.email}
              anotherLabel="Book another visit"
              onAnother={() => setBooked(null)}
            />
          ) : (
            <EventBookingForm
              form={form}
              event={selected}
              availability={selected ? availability : undefined}
              timeZone={timeZone}
              onBooked={(visit, email) => setBooked({ visit, email })}
              onJoinWaitlist={(date) => {
                if (!selected) return
                setWaitlistToken(null)
                setWaitlistFor({ event: selected, date })
              }}
            />
          )}
        </>
      }
      details={<FarmContactCard headingId="farm-tours-contact-heading" />}
    />
  )
}
