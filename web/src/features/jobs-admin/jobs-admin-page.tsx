import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import type { FailedJob } from '#contracts/jobs'
import * as jobsApi from '#contracts/jobs-api'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { StaffQueryState } from '#web/components/staff/staff-query-state'
import { StaffPage } from '#web/components/staff/staff-page'
import { toast } from '#web/components/ui/use-toast'
import { useSiteText } from '#web/hooks/use-site-text'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'
import { parseApiError } from '#web/lib/api-request'
import { FailedJobCard } from './failed-job-card'

/**
 * A Retry or Discard of one job: its toasts, and the list refreshed after it, whether it worked or
 * not (a 404 means the job is no longer failed: retried or discarded elsewhere).
 */
function useJobAction(request: (job: FailedJob) => Promise<unknown>, done: string, failed: string) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKey(jobsApi.listFailedJobs) })
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
 * latest first, each retried (queued again) or discarded (after a question).
 */
export function JobsAdminPage() {
  const { text } = useSiteText()
  const timeZone = text('farm_timezone')
  const jobs = useQuery({
    ...apiQuery(jobsApi.listFailedJobs, undefined, { parse: true }),
    refetchOnMount: 'always',
  })
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
      <StaffQueryState
        query={jobs}
        loading="Loading failed jobs..."
        what="the failed jobs"
        empty={{
          icon: <CircleCheck className="size-8 text-primary" aria-hidden="true" />,
          title: 'No failed jobs',
          description:
            'Every e-mail and background task has run. Jobs that fail all five attempts wait here for you to retry or discard them.',
        }}
      >
        {(list) => (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Failed jobs">
            {list.map((job) => (
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
        )}
      </StaffQueryState>

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
