import { useState, type ReactNode } from 'react'
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { Hourglass } from 'lucide-react'
import { QueryState } from '#web/components/query-state'
import { toast } from '#web/components/ui/use-toast'
import { parseApiError } from '#web/lib/api-request'

/**
 * The frame of a customer's waitlist place opened from its e-mailed link (decisions 0057, 0067):
 * "Your waitlist place" and the entry once loaded.
 */
export function WaitlistPlaceSection<Entry>({
  query,
  children,
}: {
  query: UseQueryResult<Entry>
  children: (entry: Entry) => ReactNode
}) {
  return (
    <section
      aria-labelledby="waitlist-entry-heading"
      className="grid gap-4 rounded-2xl border border-primary/30 bg-primary-soft/30 p-5"
    >
      <h2
        id="waitlist-entry-heading"
        className="flex items-center gap-2 font-serif text-2xl font-semibold"
      >
        <Hourglass className="size-5 text-primary" aria-hidden="true" />
        Your waitlist place
      </h2>
      <QueryState query={query} loading="Loading your waitlist place..." what="your waitlist place">
        {children}
      </QueryState>
    </section>
  )
}

/**
 * Runs one action on a waitlist entry (claim, leave): the answer replaces the shown entry and its
 * toast is shown; a refusal is toasted under `failure` and the entry read again. `onChanged`
 * refreshes what the page lists either way.
 */
export function useWaitlistAction<Entry>({
  queryKey,
  refetch,
  onChanged,
}: {
  queryKey: readonly unknown[]
  refetch: () => Promise<unknown>
  onChanged: () => void
}) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const run = async (
    call: () => Promise<Entry>,
    done: (entry: Entry) => unknown,
    failure: string,
  ) => {
    setBusy(true)
    try {
      const entry = await call()
      queryClient.setQueryData(queryKey, entry)
      await done(entry)
    } catch (error) {
      toast({ title: failure, description: parseApiError(error).message, variant: 'destructive' })
      await refetch()
    } finally {
      setBusy(false)
      onChanged()
    }
  }
  return { busy, run }
}
