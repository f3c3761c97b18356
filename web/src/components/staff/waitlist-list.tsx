import { useState } from 'react'
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query'
import { Hourglass } from 'lucide-react'
import { formatFarmInstant } from '#contracts/farm-time'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { EmptyState, QueryState } from '#web/components/query-state'
import { CustomerContact } from '#web/components/staff/customer-contact'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/use-toast'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { parseApiError } from '#web/lib/api-request'

/** What every waitlist's staff view shows of an entry. */
export interface StaffWaitlistRow {
  id: number
  status: string
  customerName: string
  customerEmail: string
  customerPhone?: string | null
  offerExpiresAt: string | null
}

/**
 * A waitlist in line order (decisions 0057, 0067): who waits, for how much, whether it is held
 * for them and until when; staff take an open entry off (what was held passes to the next).
 * `held` names what an offer holds ("spots", "places", "units").
 */
export function WaitlistList<Entry extends StaffWaitlistRow>({
  headingId,
  listQuery,
  emptyTitle,
  held,
  amountOf,
  statusLabelOf,
  isOpen,
  remove,
}: {
  headingId: string
  listQuery: UseQueryOptions<Entry[], Error, Entry[], readonly unknown[]> & {
    queryKey: readonly unknown[]
  }
  emptyTitle: string
  held: string
  amountOf: (entry: Entry) => string
  statusLabelOf: (entry: Entry) => string
  isOpen: (entry: Entry) => boolean
  remove: (id: number) => Promise<Entry[]>
}) {
  const waitlist = useQuery({ ...listQuery, refetchOnMount: 'always' })
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
            title={emptyTitle}
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
                held={held}
                amount={amountOf(entry)}
                statusLabel={statusLabelOf(entry)}
                open={isOpen(entry)}
                remove={remove}
                queryKey={listQuery.queryKey}
              />
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  )
}

function WaitlistRow<Entry extends StaffWaitlistRow>({
  entry,
  place,
  held,
  amount,
  statusLabel,
  open,
  remove: removeEntry,
  queryKey,
}: {
  entry: Entry
  place: number
  held: string
  amount: string
  statusLabel: string
  open: boolean
  remove: (id: number) => Promise<Entry[]>
  queryKey: readonly unknown[]
}) {
  const timeZone = useFarmTimeZone()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const holds = entry.offerExpiresAt !== null
  const remove = useMutation({
    mutationFn: () => removeEntry(entry.id),
    onSuccess: (entries) => {
      queryClient.setQueryData(queryKey, entries)
      toast({
        title: 'Removed from waitlist',
        description: holds
          ? `The ${held} held for them pass to the next person waiting.`
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
        phone={entry.customerPhone ?? null}
        nameClassName="font-semibold"
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:flex-col sm:items-end">
        <span className="tabular-nums">{amount}</span>
        <Badge variant={holds ? 'mango' : 'outline'}>{statusLabel}</Badge>
        {entry.offerExpiresAt && (
          <span className="text-muted-foreground">
            Held until {formatFarmInstant(new Date(entry.offerExpiresAt), timeZone)}
          </span>
        )}
        {open && (
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
          holds
            ? `The ${held} held for them pass to the next person waiting who fits.`
            : `They will no longer be offered ${held} here.`
        }
        confirmLabel="Remove"
        cancelLabel="Keep waiting"
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync()}
      />
    </li>
  )
}
