import type { SessionRef } from '#contracts/bookings-calendar'
import { waitlistStatusLabels, type StaffWaitlistEntry } from '#contracts/waitlists'
import * as waitlistsApi from '#contracts/waitlists-api'
import { WaitlistList } from '#web/components/staff/waitlist-list'
import { apiQuery, callApi } from '#web/lib/api-client'

const peopleText = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`

const listQueryOf = (session: SessionRef) =>
  session.kind === 'pick_your_own'
    ? apiQuery(waitlistsApi.listSlotWaitlist, { params: { id: session.slotId } })
    : apiQuery(waitlistsApi.listEventDateWaitlist, {
        params: { id: session.eventId, date: session.date },
      })

/** A pick-your-own session's or an event date's waitlist (decision 0057). */
export function SessionWaitlist({ session }: { session: SessionRef }) {
  const event = session.kind === 'event'
  return (
    <WaitlistList<StaffWaitlistEntry>
      headingId={`${event ? `event-${session.eventId}-${session.date}` : `slot-${session.slotId}`}-waitlist`}
      listQuery={listQueryOf(session)}
      emptyTitle={`Nobody is waiting for this ${event ? 'date' : 'session'}`}
      held={event ? 'places' : 'spots'}
      amountOf={(entry) => peopleText(entry.numberOfPeople)}
      statusLabelOf={(entry) => waitlistStatusLabels[entry.status]}
      isOpen={(entry) => entry.status === 'waiting' || entry.status === 'offered'}
      remove={(id) => callApi(waitlistsApi.removeWaitlistEntry, { params: { id } })}
    />
  )
}
