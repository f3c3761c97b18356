import { useState } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import { endpointUrl } from '#contracts/endpoint'
import {
  failedJobQuerySchema,
  type FailedJob,
  type FailedJobQuery,
  type FailedJobSort,
} from '#contracts/jobs'
import * as jobsApi from '#contracts/jobs-api'
import { listPageSizes } from '#contracts/paged-list'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { EmptyState, QueryState } from '#web/components/query-state'
import { FilterSelect } from '#web/components/staff/filter-select'
import { ListFilterPanel } from '#web/components/staff/list-filter-panel'
import { ListPager } from '#web/components/staff/list-pager'
import { NoMatches } from '#web/components/staff/no-matches'
import { SortSelect, type SortChoice } from '#web/components/staff/sort-select'
import { StaffPage } from '#web/components/staff/staff-page'
import { toast } from '#web/components/ui/use-toast'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { listQuery, useListSearch } from '#web/hooks/use-list-search'
import { apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { FailedJobCard } from './failed-job-card'

/** The orders the list offers (the server's whitelist, each with its direction). */
const jobSortChoices: readonly SortChoice<FailedJobSort>[] = [
  { sort: 'failed', dir: 'desc', label: 'Latest failure first' },
  { sort: 'failed', dir: 'asc', label: 'Oldest failure first' },
  { sort: 'created', dir: 'desc', label: 'Latest queued first' },
  { sort: 'type', dir: 'asc', label: 'Job A–Z' },
]

const clearedFilters: Partial<FailedJobQuery> = { q: undefined, type: undefined }

/** Every page of the list, whatever its search, filter and sort. */
const failedJobsPrefix = endpointUrl(jobsApi.listFailedJobs)

/**
 * A Retry or Discard of one job: its toasts, and the list refreshed after it, whether it worked or
 * not (a 404 means the job is no longer failed: retried or discarded elsewhere).
 */
function useJobAction(request: (job: FailedJob) => Promise<unknown>, done: string, failed: string) {
  const queryClient = useQueryClient()
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [address] }) =>
        typeof address === 'string' && address.startsWith(failedJobsPrefix),
    })
  return useMutation({
    mutationFn: async (job: FailedJob) => {
      await request(job)
    },
    onSuccess: async () => {
      toast({ title: done })
      await refresh()
    },
    onError: async (error) => {
      toast({ title: failed, description: parseApiError(error).message, variant: 'destructive' })
      await refresh()
    },
  })
}

/**
 * Failed Jobs (decision 0050): the e-mails and background tasks that failed all five attempts,
 * latest first, searched, filtered by job, sorted and paged on the server with every choice in
 * the address (issue 25), each retried (queued again) or discarded (after a question).
 */
export function JobsAdminPage() {
  const timeZone = useFarmTimeZone()
  const [search, change] = useListSearch(failedJobQuerySchema)
  const jobs = useQuery({
    ...apiQuery(
      jobsApi.listFailedJobs,
      { query: listQuery(failedJobQuerySchema, search) },
      { parse: true },
    ),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })
  const filtered = Boolean(search.q || search.type)
  const clear = () => change(clearedFilters)
  const types = jobs.data?.types ?? []
  const retry = useJobAction(
    (job) => callApi(jobsApi.retryFailedJob, { params: { type: job.type, id: job.id } }),
    'Job queued again',
    'Could not retry the job',
  )
  const discard = useJobAction(
    (job) => callApi(jobsApi.discardFailedJob, { params: { type: job.type, id: job.id } }),
    'Job discarded',
    'Could not discard the job',
  )
  const [discarding, setDiscarding] = useState<FailedJob | null>(null)
  const busyWith = (job: FailedJob) =>
    (retry.isPending && retry.variables?.id === job.id) ||
    (discard.isPending && discard.variables?.id === job.id)

  return (
    <StaffPage
      title="Failed Jobs"
      description="E-mails and background tasks that failed all five attempts, latest first. Retry one to queue it again, or discard it."
    >
      <div className="mb-6">
        <ListFilterPanel
          search={{
            label: 'Search failed jobs',
            placeholder: 'Error, e-mail address, subject or job',
            value: search.q,
            onSearch: (q) => change({ q }),
          }}
          filtered={filtered}
          onClear={clear}
        >
          <FilterSelect
            label="Job"
            value={search.type}
            options={[
              ...types.map((each) => each.type),
              ...(search.type && !types.some((each) => each.type === search.type)
                ? [search.type]
                : []),
            ]}
            optionLabel={(type) => {
              const found = types.find((each) => each.type === type)
              return found ? `${found.label} (${found.count})` : type
            }}
            onChange={(type) => change({ type })}
          />
          <SortSelect
            value={search}
            choices={jobSortChoices}
            onChange={(sort, dir) => change({ sort, dir })}
          />
        </ListFilterPanel>
      </div>

      <QueryState
        query={jobs}
        loading="Loading failed jobs..."
        what="the failed jobs"
        isEmpty={(page) => page.total === 0}
        empty={
          filtered ? (
            <NoMatches what="failed jobs" onClear={clear} />
          ) : (
            <EmptyState
              icon={<CircleCheck className="size-8 text-primary" aria-hidden="true" />}
              title="No failed jobs"
              description="Every e-mail and background task has run. Jobs that fail all five attempts wait here for you to retry or discard them."
            />
          )
        }
      >
        {(page) => (
          <div className="grid gap-4">
            <ul className="grid gap-3 lg:grid-cols-2" aria-label="Failed jobs">
              {page.items.map((job) => (
                <li key={`${job.type}/${job.id}`}>
                  <FailedJobCard
                    job={job}
                    timeZone={timeZone}
                    onRetry={() => retry.mutate(job)}
                    retrying={retry.isPending && retry.variables?.id === job.id}
                    onDiscard={() => setDiscarding(job)}
                    busy={busyWith(job)}
                  />
                </li>
              ))}
            </ul>
            <ListPager
              page={search.page}
              pageSize={search.pageSize as (typeof listPageSizes)[number]}
              total={page.total}
              sizes={listPageSizes}
              what="failed jobs"
              onPage={(next) => change({ page: next })}
              onPageSize={(pageSize) => change({ pageSize })}
            />
          </div>
        )}
      </QueryState>

      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => {
          if (!open) setDiscarding(null)
        }}
        title="Discard this job?"
        description="It will not run again."
        confirmLabel="Discard"
        pending={discard.isPending}
        onConfirm={async () => {
          if (!discarding) return
          try {
            await discard.mutateAsync(discarding)
          } catch (error) {
            // Gone already (404): nothing left to discard, so the question closes.
            if (parseApiError(error).status !== 404) throw error
          }
        }}
      />
    </StaffPage>
  )
}
