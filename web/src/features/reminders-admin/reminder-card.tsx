import { CircleAlert, CircleCheck, Clock, Send } from 'lucide-react'
import {
  reminderFrequencyLabels,
  reminderTypeLabels,
  type Reminder,
  type ReminderLog,
} from '#contracts/reminders'
import { ResourceCard } from '#web/components/staff/resource-card'
import { ResourceCardActions } from '#web/components/staff/resource-card-actions'
import { ResourceCardSwitch } from '#web/components/staff/resource-card-switch'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { cn } from '#web/lib/cn'
import { formatStaffDate } from '#web/lib/format-staff-date'

const methodWords: Record<ReminderLog['method'], string> = { email: 'E-mail', sms: 'SMS' }

/** 'Weekly', 'Every 3 days', 'One time'. */
export function repeatsText(reminder: Pick<Reminder, 'frequency' | 'customDays'>) {
  if (reminder.frequency !== 'custom') return reminderFrequencyLabels[reminder.frequency]
  const days = reminder.customDays ?? 1
  return days === 1 ? 'Every day' : `Every ${days} days`
}

/**
 * One reminder (spec 3 "Farm reminder system"): what and when (the next sending on the farm's
 * clock, or 'Not scheduled'), where it goes, its latest sendings with failures and their errors,
 * and its actions: Trigger now, the Active switch, Edit, Delete.
 */
export function ReminderCard({
  reminder,
  timeZone,
  onToggle,
  toggling,
  onTrigger,
  triggering,
  onEdit,
  onDelete,
}: {
  reminder: Reminder
  timeZone: string
  onToggle: (active: boolean) => void
  toggling: boolean
  onTrigger: () => void
  triggering: boolean
  onEdit: () => void
  onDelete: () => void
}) {
  const next = reminder.nextTrigger
    ? formatStaffDate(reminder.nextTrigger, timeZone)
    : 'Not scheduled'
  return (
    <div data-testid="reminder-card" className="h-full [&>article]:h-full">
      <ResourceCard
        headingLevel="h3"
        title={reminder.title}
        badges={
          <>
            <Badge variant="sky">{reminderTypeLabels[reminder.type]}</Badge>
            {reminder.isActive ? (
              <Badge variant="secondary">Active</Badge>
            ) : (
              <Badge variant="outline">Inactive</Badge>
            )}
          </>
        }
        actions={<ResourceCardActions name={reminder.title} onEdit={onEdit} onDelete={onDelete} />}
      >
        {reminder.description && (
          <p className="text-sm break-words text-muted-foreground">{reminder.description}</p>
        )}
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium">Repeats</dt>
          <dd>{repeatsText(reminder)}</dd>
          <dt className="font-medium">Next</dt>
          <dd data-testid="reminder-next">
            {next}
            {reminder.nextTrigger && !reminder.isActive && (
              <span className="text-muted-foreground"> (paused)</span>
            )}
          </dd>
          <dt className="font-medium">Sends to</dt>
          <dd className="grid break-words">
            {reminder.emailEnabled && (
              <span>E-mail: {reminder.recipientEmail ?? 'the farm’s address'}</span>
            )}
            {reminder.smsEnabled && <span>SMS: {reminder.recipientPhone ?? 'no number'}</span>}
          </dd>
        </dl>
        <RecentSendings reminder={reminder} timeZone={timeZone} />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <ResourceCardSwitch
            label="Active"
            name={reminder.title}
            checked={reminder.isActive}
            pending={toggling}
            onCheckedChange={onToggle}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={onTrigger}
            disabled={triggering}
            aria-label={`Trigger now: ${reminder.title}`}
          >
            {triggering ? (
              <Spinner size="sm" className="text-current" />
            ) : (
              <Send aria-hidden="true" />
            )}
            Trigger now
          </Button>
        </div>
      </ResourceCard>
    </div>
  )
}

const statusLook = {
  sent: { icon: CircleCheck, words: 'sent', className: 'text-primary' },
  queued: { icon: Clock, words: 'queued', className: 'text-muted-foreground' },
  failed: { icon: CircleAlert, words: 'failed', className: 'text-destructive' },
} as const

/** The latest sendings (reminder_logs), newest first; a failure says why. */
function RecentSendings({ reminder, timeZone }: { reminder: Reminder; timeZone: string }) {
  if (reminder.recentLogs.length === 0) {
    return <p className="text-sm text-muted-foreground">Not sent yet.</p>
  }
  return (
    <div className="mt-1">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Last sendings
      </h4>
      <ul className="mt-1 grid gap-1 text-sm" aria-label={`Last sendings of ${reminder.title}`}>
        {reminder.recentLogs.map((log) => {
          const look = statusLook[log.status]
          const Icon = look.icon
          return (
            <li key={log.id} className="flex items-start gap-2" data-testid="reminder-log">
              <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', look.className)} />
              <span className="min-w-0 break-words">
                <span className={cn('font-medium', log.status === 'failed' && 'text-destructive')}>
                  {methodWords[log.method]} {look.words}
                </span>{' '}
                <span className="text-muted-foreground">
                  {formatStaffDate(log.sentAt, timeZone)}
                </span>
                {log.errorMessage && <span className="block">{log.errorMessage}</span>}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
