import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { formatClockTime, formatFarmInstant, formatVisitDate } from '#contracts/farm-time'
import { visitBookingPath } from '#contracts/visits'
import type { WaitlistEntry } from '#contracts/waitlists'
import * as waitlistsApi from '#contracts/waitlists-api'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { useWaitlistAction, WaitlistPlaceSection } from '#web/components/waitlist-place-section'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { apiQuery, callApi } from '#web/lib/api-client'

const peopleText = (count: number) => (count === 1 ? '1 person' : `${count} people`)

/** A session's waitlist speaks of spots, an event date's of places. */
const wordsOf = (entry: WaitlistEntry) =>
  entry.event
    ? {
        spots: 'places',
        Spots: 'Places',
        session: 'date',
        claimed: 'You asked for these places: the farm confirms within 24 hours.',
      }
    : {
        spots: 'spots',
        Spots: 'Spots',
        session: 'session',
        claimed: 'You booked these spots. See you at the farm!',
      }

/** What the entry's state says, in the visitor's words. */
function entryStatusText(entry: WaitlistEntry, timeZone: string): string {
  const words = wordsOf(entry)
  switch (entry.status) {
    case 'waiting':
      return entry.ahead === 0
        ? `You are next in line. We will e-mail you when ${words.spots} free up for your group.`
        : `${entry.ahead} ${entry.ahead === 1 ? 'group is' : 'groups are'} ahead of you. We will e-mail you when ${words.spots} free up for your group.`
    case 'offered':
      return `${words.Spots} are free for your group and held for you until ${formatFarmInstant(new Date(entry.offerExpiresAt!), timeZone)}.`
    case 'claimed':
      return words.claimed
    case 'expired':
      return `The ${words.spots} held for you were not booked in time and went to the next person waiting.`
    case 'left':
      return 'You are no longer on this waitlist.'
    case 'closed':
      return `This ${words.session} was cancelled, so its waitlist is closed. Please choose another ${words.session}.`
  }
}

/** What the entry waits for: "Mango picking, Saturday, …, 8:00 AM – 10:00 AM". */
function placeText(entry: WaitlistEntry) {
  if (entry.slot)
    return {
      name: `${entry.slot.productName} picking`,
      when: `${formatVisitDate(entry.slot.date)}, ${formatClockTime(entry.slot.startTime)} – ${formatClockTime(entry.slot.endTime)}`,
    }
  return {
    name: entry.event?.title ?? '',
    when: entry.event
      ? `${formatVisitDate(entry.event.date)}, ${formatClockTime(entry.event.startTime)}`
      : '',
  }
}

/**
 * A visitor's waitlist place, opened from its e-mailed link (`?waitlist=`): where they are in
 * line, or the places held for them to book or let go (decision 0057). `onChanged` refreshes
 * the page's list of places; `closeLabel` names going back to it.
 */
export function WaitlistEntryPanel({
  token,
  onClose,
  onChanged,
  closeLabel,
}: {
  token: string
  onClose: () => void
  onChanged: () => void
  closeLabel: string
}) {
  const entryQuery = apiQuery(waitlistsApi.getWaitlistEntry, { params: { token } })
  const query = useQuery(entryQuery)
  const timeZone = useFarmTimeZone()
  const { busy, run } = useWaitlistAction<WaitlistEntry>({
    queryKey: entryQuery.queryKey,
    refetch: query.refetch,
    onChanged,
  })

  const act = (action: 'claim' | 'leave') =>
    run(
      () =>
        callApi(action === 'claim' ? waitlistsApi.claimWaitlistOffer : waitlistsApi.leaveWaitlist, {
          params: { token },
        }),
      (entry) =>
        toast(
          action !== 'claim'
            ? { title: 'You left the waitlist' }
            : entry.event
              ? { title: 'Request Sent!', description: 'We e-mailed you your booking request.' }
              : { title: 'Session Booked!', description: 'We e-mailed you the booking.' },
        ),
      action === 'claim' ? 'Booking Failed' : 'Could not leave the waitlist',
    )

  return (
    <WaitlistPlaceSection query={query}>
      {(entry) => (
        <div className="grid gap-3 text-sm">
          <p data-testid="waitlist-entry-session">
            <span className="font-semibold">{placeText(entry).name}</span>, {placeText(entry).when}{' '}
            · {peopleText(entry.numberOfPeople)}
          </p>
          <p
            className="text-base font-medium"
            data-testid="waitlist-entry-status"
            aria-live="polite"
          >
            {entryStatusText(entry, timeZone)}
          </p>
          <div className="flex flex-wrap gap-3">
            {entry.status === 'offered' && (
              <Button type="button" disabled={busy} onClick={() => void act('claim')}>
                Book these {wordsOf(entry).spots}
              </Button>
            )}
            {(entry.status === 'offered' || entry.status === 'waiting') && (
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => void act('leave')}
              >
                {entry.status === 'offered' ? 'Let them go' : 'Leave the waitlist'}
              </Button>
            )}
            {entry.bookingToken && (
              <Button asChild variant="outline">
                <Link to={visitBookingPath(entry.bookingToken)}>See your booking</Link>
              </Button>
            )}
            <Button type="button" variant="ghost" onClick={onClose}>
              {closeLabel}
            </Button>
          </div>
        </div>
      )}
    </WaitlistPlaceSection>
  )
}
