import { BellRing, CalendarClock, EyeOff, Mail, MailCheck, Radio } from 'lucide-react'
import {
  harvestAlertInputSchema,
  harvestAlertStatus,
  harvestAlertTypeLabels,
  type HarvestAlertAdmin,
  type HarvestAlertStat,
  type HarvestAlertStatus,
} from '#contracts/harvest-alerts'
import { ResourceCard } from '#web/components/staff/resource-card'
import { ResourceCardActions } from '#web/components/staff/resource-card-actions'
import { ResourceCardSwitch } from '#web/components/staff/resource-card-switch'
import { ResourceManager, type RecordActions } from '#web/components/staff/resource-manager'
import { StatCardGroup } from '#web/components/staff/stat-card-group'
import { Badge } from '#web/components/ui/badge'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { farmDayAndTime, harvestAlertTypeLook } from '#web/lib/harvest-alert-look'
import { HarvestAlertFields } from './harvest-alert-fields'
import {
  blankHarvestAlert,
  harvestAlertFormValues,
  harvestAlertResource,
} from './harvest-alert-resource'
import type * as harvestAlertsApi from '#contracts/harvest-alerts-api'
import type { SortLabels } from '#web/lib/staff-resource-page'

const statusWords: Record<
  HarvestAlertStatus,
  { label: string; variant: 'default' | 'secondary' | 'outline' | 'sky' }
> = {
  live: { label: 'Live', variant: 'default' },
  scheduled: { label: 'Scheduled', variant: 'sky' },
  expired: { label: 'Expired', variant: 'outline' },
  hidden: { label: 'Hidden', variant: 'outline' },
}

/** The list's sorts, in the Harvest Alerts Admin's words. */
const sortLabels: SortLabels<typeof harvestAlertsApi.harvestAlerts> = {
  alertDate: 'Alert date',
  title: 'Title',
  product: 'Product',
}

/**
 * Harvest Alerts Admin (spec 3 §2 "Harvest alerts admin", /harvest-alerts-admin): every alert with
 * its type, product, dates (farm time) and whether it is live; add, edit, show or hide from the
 * card ('visible to customers', sending only active) and delete after a question. An alert that
 * goes live is e-mailed once to its subscribers (decision 0028); the card says when it was.
 */
export function HarvestAlertsAdminPage() {
  const timeZone = useFarmTimeZone()
  return (
    <ResourceManager
      resource={harvestAlertResource}
      title="Harvest Alerts Admin"
      description="Alerts show on the Harvest Alerts page from their alert date until their expiry date. When one goes live, its subscribers get one e-mail."
      addLabel="New Alert"
      summary={(stats) => <AlertCounts stats={stats} />}
      list={{
        records: 'harvest alerts',
        searchPlaceholder: 'Title, product or message',
        sorts: sortLabels,
        className: 'grid gap-3',
        empty: {
          icon: BellRing,
          title: 'No harvest alerts yet',
          description: 'Tell subscribers when the mangos ripen or the honey is jarred.',
        },
      }}
      card={(alert, actions) => <AlertCard alert={alert} timeZone={timeZone} {...actions} />}
      form={{
        schema: harvestAlertInputSchema,
        title: (editing) => (editing ? 'Edit Harvest Alert' : 'New Harvest Alert'),
        submitLabel: (editing) => (editing ? 'Update Alert' : 'Create Alert'),
        values: (editing) => (editing ? harvestAlertFormValues(editing) : blankHarvestAlert()),
        fields: (form) => <HarvestAlertFields form={form} timeZone={timeZone} />,
      }}
      confirmDelete={{
        title: 'Are you sure you want to delete this harvest alert?',
        description: (alert) => `“${alert.title}” will be removed from the Harvest Alerts page.`,
      }}
    />
  )
}

/** How many alerts are live, scheduled, and hidden or expired (counted by the server). */
function AlertCounts({
  stats,
}: {
  stats: Readonly<Partial<Record<HarvestAlertStat, number>>> | undefined
}) {
  const count = (stat: HarvestAlertStat) => (stats ? String(stats[stat] ?? 0) : null)
  return (
    <StatCardGroup
      className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4"
      stats={[
        { label: 'Live now', value: count('live'), icon: <Radio />, testId: 'alerts-live' },
        {
          label: 'Scheduled',
          value: count('scheduled'),
          icon: <CalendarClock />,
          testId: 'alerts-scheduled',
        },
        {
          label: 'Hidden or expired',
          value: count('off'),
          icon: <EyeOff />,
          testId: 'alerts-off',
        },
      ]}
    />
  )
}

function AlertCard({
  alert,
  timeZone,
  onEdit,
  onDelete,
  onToggle,
  toggling,
}: { alert: HarvestAlertAdmin; timeZone: string } & RecordActions) {
  const state = harvestAlertStatus(alert)
  const status = statusWords[state]
  const look = harvestAlertTypeLook[alert.alertType]
  const TypeIcon = look.icon
  return (
    <div data-testid="harvest-alert-admin-card">
      <ResourceCard
        title={alert.title}
        badges={
          <>
            <Badge variant={look.badge}>
              <TypeIcon aria-hidden="true" />
              {harvestAlertTypeLabels[alert.alertType]}
            </Badge>
            <Badge variant={status.variant}>{status.label}</Badge>
          </>
        }
        actions={<ResourceCardActions name={alert.title} onEdit={onEdit} onDelete={onDelete} />}
      >
        <p className="text-sm font-medium">{alert.productName}</p>
        <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">
          {alert.message}
        </p>
        <dl className="mt-1 grid gap-x-3 gap-y-0.5 text-xs text-muted-foreground sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Alert date</dt>
          <dd>{farmDayAndTime(alert.alertDate, timeZone)}</dd>
          <dt className="font-semibold">Expires</dt>
          <dd>
            {alert.expiryDate ? farmDayAndTime(alert.expiryDate, timeZone) : 'No expiry date'}
          </dd>
          <dt className="font-semibold">Subscribers</dt>
          <dd className="flex items-center gap-1">
            {alert.notifiedAt ? (
              <>
                <MailCheck className="size-3.5 shrink-0" aria-hidden="true" />
                E-mailed {farmDayAndTime(alert.notifiedAt, timeZone)}
              </>
            ) : (
              <>
                <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                {state === 'expired' || state === 'hidden'
                  ? 'Not e-mailed'
                  : 'E-mailed when it goes live'}
              </>
            )}
          </dd>
        </dl>
        <div className="mt-2">
          <ResourceCardSwitch
            label="Visible to customers"
            name={alert.title}
            checked={alert.active}
            pending={toggling}
            onCheckedChange={(checked) => onToggle('active', checked)}
          />
        </div>
      </ResourceCard>
    </div>
  )
}
