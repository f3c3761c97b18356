import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Hourglass } from 'lucide-react'
import { formatFarmInstant } from '#contracts/farm-time'
import type { SessionRef } from '#contracts/bookings-calendar'
import { waitlistStatusLabels, type StaffWaitlistEntry } from '#contracts/waitlists'
import * as waitlistsApi from '#contracts/waitlists-api'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { EmptyState, QueryState } from '#web/components/query-state'
import { CustomerContact } from '#web/components/staff/customer-contact'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'

const peopleText = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`

const isOpen = (entry: StaffWaitlistEntry) =>
  entry.status === 'waiting' || entry.status === 'offered'

const listQueryOf = (session: SessionRef) =>
  session.kind === 'pick_your_own'
    ? apiQuery(waitlistsApi.listSlotWaitlist, { params: { id: session.slotId } })
    : apiQuery(waitlistsApi.listEventDateWaitlist, {
        params: { id: session.eventId, date: session.date },
      })

/**
 * A pick-your-own session's or an event date's waitlist in line order (decision 0057): who
 * waits, how many, whether places are held for them and until when; staff take an entry off (an
 * offer's places pass to the next).
 */
export function SessionWaitlist({ session }: { session: SessionRef }) {
  const listQuery = listQueryOf(session)
  const waitlist = useQuery({ ...listQuery, refetchOnMount: 'always' })
  const headingId = `${session.kind === 'event' ? `event-${session.eventId}-${session.date}` : `slot-${session.slotId}`}-waitlist`
  const spots = session.kind === 'event' ? 'places' : 'spots'
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-sans text-base font-semibold">
        Waitlist
      </h3>
      <QueryState
        query={waitlist}
        loading="Loading the waitlist..."
        what="the waitlist"
        headingLevel="h3"
        empty={
          <EmptyState
            headingLevel="h3"
            icon={<Hourglass className="size-8 text-muted-foreground" aria-hidden="true" />}
            title={`Nobody is waiting for this ${session.kind === 'event' ? 'date' : 'session'}`}
          />
        }
      >
        {(entries) => (
          <ol className="divide-y divide-border/70 rounded-xl border border-border/70">
            {entries.map((entry, index) => (
              <WaitlistRow
                key={entry.id}
                entry={entry}
                place={index + 1}
                spots={spots}
                queryKey={listQuery.queryKey}
              />
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  )
}

function WaitlistRow({
  entry,
  place,
  spots,
  queryKey,
}: {
  entry: StaffWaitlistEntry
  place: number
  spots: 'spots' | 'places'
  queryKey: readonly unknown[]
}) {
  const timeZone = useFarmTimeZone()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const remove = useMutation({
    mutationFn: () => callApi(waitlistsApi.removeWaitlistEntry, { params: { id: entry.id } }),
    onSuccess: (entries) => {
      queryClient.setQueryData(queryKey, entries)
      toast({
        title: 'Removed from waitlist',
        description:
          entry.status === 'offered'
            ? `The ${spots} held for them pass to the next person waiting.`
            : `${entry.customerName} is no longer waiting.`,
      })
    },
    onError: (error) =>
      toast({
        title: 'Remove Failed',
        description: parseApiError(error).message,
        variant: 'destructive',
      }),
  })
  return (
    <li
      data-testid="waitlist-entry"
      className="grid gap-1 px-3 py-2.5 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-x-3"
    >
      <span className="text-sm font-semibold text-muted-foreground tabular-nums">{place}.</span>
      <CustomerContact
        name={entry.customerName}
        email={entry.customerEmail}
        phone={entry.customerPhone}
        nameClassName="font-semibold"
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:flex-col sm:items-end">
        <span className="tabular-nums">{peopleText(entry.numberOfPeople)}</span>
        <Badge variant={entry.status === 'offered' ? 'mango' : 'outline'}>
          {waitlistStatusLabels[entry.status]}
        </Badge>
        {entry.offerExpiresAt && (
          <span className="text-muted-foreground">
            Held until {formatFarmInstant(new Date(entry.offerExpiresAt), timeZone)}
          </span>
        )}
        {isOpen(entry) && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Remove ${entry.customerName} from the waitlist`}
            onClick={() => setConfirming(true)}
          >
            Remove
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${entry.customerName} from the waitlist?`}
        description={
          entry.status === 'offered'
            ? `The ${spots} held for them pass to the next person waiting who fits.`
            : `They will no longer be offered ${spots} here.`
        }
        confirmLabel="Remove"
        cancelLabel="Keep waiting"
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync()}
      />
    </li>
  )
}
