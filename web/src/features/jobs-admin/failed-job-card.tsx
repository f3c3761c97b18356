import { Fragment } from 'react'
import { RotateCcw, Trash2 } from 'lucide-react'
import type { FailedJob } from '#contracts/jobs'
import { ResourceCard } from '#web/components/staff/resource-card'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { formatStaffDate } from '#web/lib/format-staff-date'

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null
const orderNumber = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? value : null

/** What the job was about, when its payload says: an e-mail's address and subject, an order. */
function jobDetails(payload: FailedJob['payload']) {
  const order = orderNumber(payload.orderId)
  return [
    { label: 'To', value: text(payload.to) },
    { label: 'Subject', value: text(payload.subject) },
    { label: 'Order', value: order === null ? null : `Order #${order}` },
  ].filter((detail): detail is { label: string; value: string } => detail.value !== null)
}

/**
 * One job that failed every attempt (decision 0050): what it is and was about, the last error,
 * the attempts and when it failed on the farm's clock, with Retry and Discard.
 */
export function FailedJobCard({
  job,
  timeZone,
  onRetry,
  retrying,
  onDiscard,
  busy,
}: {
  job: FailedJob
  timeZone: string
  onRetry: () => void
  retrying: boolean
  onDiscard: () => void
  /** Retry or Discard is under way for this job. */
  busy: boolean
}) {
  const name = job.label
  const details = jobDetails(job.payload)
  const failedAt = formatStaffDate(job.failedAt, timeZone)
  const about = details.find((detail) => detail.label !== 'To')?.value ?? details[0]?.value
  const accessibleName = about ? `${name}: ${about}` : name
  return (
    <div data-testid="failed-job-card" className="h-full [&>article]:h-full">
      <ResourceCard
        headingLevel="h2"
        title={name}
        badges={
          <>
            <Badge variant="mango">
              {job.attempts === 1 ? '1 attempt' : `${job.attempts} attempts`}
            </Badge>
            {name !== job.type && (
              <code className="text-xs break-all text-muted-foreground">{job.type}</code>
            )}
          </>
        }
        actions={null}
      >
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {details.map((detail) => (
            <Fragment key={detail.label}>
              <dt className="font-medium">{detail.label}</dt>
              <dd className="break-words">{detail.value}</dd>
            </Fragment>
          ))}
          <dt className="font-medium">Failed</dt>
          <dd data-testid="failed-job-time">
            {failedAt === 'No date' ? failedAt : <time dateTime={job.failedAt}>{failedAt}</time>}
          </dd>
        </dl>
        <p
          data-testid="failed-job-error"
          className="mt-1 rounded-lg bg-destructive/10 px-3 py-2 font-mono text-xs whitespace-pre-wrap break-words text-foreground"
        >
          {job.error ?? 'No error message was recorded.'}
        </p>
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onDiscard}
            disabled={busy}
            aria-label={`Discard ${accessibleName}`}
            className="text-destructive hover:border-destructive hover:bg-destructive/10"
          >
            <Trash2 aria-hidden="true" />
            Discard
          </Button>
          <Button
            type="button"
            size="sm"
            onClick={onRetry}
            disabled={busy}
            aria-label={`Retry ${accessibleName}`}
          >
            {retrying ? (
              <Spinner size="sm" className="text-current" />
            ) : (
              <RotateCcw aria-hidden="true" />
            )}
            Retry
          </Button>
        </div>
      </ResourceCard>
    </div>
  )
}
