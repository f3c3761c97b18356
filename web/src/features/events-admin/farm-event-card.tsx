import { formatClockTime } from '#contracts/farm-time'
import type { FarmEventAdmin } from '#contracts/visits-admin'
import type { RecordActions } from '#web/components/staff/resource-manager'
import { ResourceCard } from '#web/components/staff/resource-card'
import { ResourceCardActions } from '#web/components/staff/resource-card-actions'
import { ResourceCardSwitch } from '#web/components/staff/resource-card-switch'
import { Badge } from '#web/components/ui/badge'
import { formatMoney } from '#web/lib/format-money'
import { CancelVisitButton } from './cancel-visit-button'
import { countText, eventTypeNames } from './visit-words'

/**
 * One event or workshop in the manager: type, price, size, duration, start, what is included,
 * upcoming bookings, the Active switch, Edit, and Delete, or 'Cancel event' once it has upcoming
 * bookings (they are cancelled with it and each visitor e-mailed).
 */
export function FarmEventCard({
  event,
  actions,
  onCancel,
}: {
  event: FarmEventAdmin
  actions: RecordActions
  onCancel: () => void
}) {
  const hasBookings = event.upcomingBookings > 0
  const facts = [
    `${formatMoney(event.pricePerPerson)} per person`,
    `max ${event.maxPeople} people`,
    event.duration,
    `starts ${formatClockTime(event.startTime)}`,
    countText(event.includes.length, 'included item'),
  ]
  return (
    <div data-testid="farm-event-card" className="h-full [&>article]:h-full">
      <ResourceCard
        headingLevel="h3"
        title={event.title}
        badges={
          <>
            <Badge variant={event.eventType === 'workshop' ? 'sky' : 'secondary'}>
              {eventTypeNames[event.eventType]}
            </Badge>
            {!event.active && <Badge variant="outline">Inactive</Badge>}
          </>
        }
        actions={
          <ResourceCardActions
            name={event.title}
            onEdit={actions.onEdit}
            onDelete={hasBookings ? undefined : actions.onDelete}
          />
        }
      >
        {event.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{event.description}</p>
        )}
        <p className="text-sm" data-testid="farm-event-facts">
          {facts.join(' · ')}
        </p>
        <p
          className={hasBookings ? 'text-sm font-semibold' : 'text-sm text-muted-foreground'}
          data-testid="farm-event-bookings"
        >
          {hasBookings
            ? countText(event.upcomingBookings, 'upcoming booking')
            : 'No upcoming bookings'}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
          <ResourceCardSwitch
            label="Active"
            name={event.title}
            checked={event.active}
            pending={actions.toggling}
            onCheckedChange={(active) => actions.onToggle('active', active)}
          />
          {hasBookings && <CancelVisitButton what="event" name={event.title} onClick={onCancel} />}
        </div>
      </ResourceCard>
    </div>
  )
}
