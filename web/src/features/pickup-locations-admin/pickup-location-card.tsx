import type { ReactNode } from 'react'
import { CalendarOff, Clock, MapPin } from 'lucide-react'
import { weekdayNames } from '#contracts/farm-settings'
import { formatClockTime, formatShortVisitDate } from '#contracts/farm-time'
import type { PickupLocation, PickupWindow } from '#contracts/pickup-locations'
import { ResourceCard } from '#web/components/staff/resource-card'
import { ResourceCardActions } from '#web/components/staff/resource-card-actions'
import { ResourceCardSwitch } from '#web/components/staff/resource-card-switch'
import type { RecordActions } from '#web/components/staff/resource-manager'
import { Badge } from '#web/components/ui/badge'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * "Saturday 9:00 AM – 12:00 PM", and under it "10 orders · orders close 12 h before" (read as one
 * line: "Saturday 9:00 AM – 12:00 PM · 10 orders · orders close 12 h before").
 */
function WindowLine({ window }: { window: PickupWindow }) {
  const cutoff =
    window.cutoffHours === 0
      ? 'orders close when it opens'
      : `orders close ${window.cutoffHours} h before`
  return (
    <>
      <span className="font-medium">
        {weekdayNames[window.weekday]} {formatClockTime(window.startsAt)} –{' '}
        {formatClockTime(window.endsAt)}
      </span>
      <span className="sr-only"> · </span>
      <span className="block text-muted-foreground">
        {plural(window.orderCap, 'order', 'orders')} · {cutoff}
      </span>
    </>
  )
}

/**
 * One pickup location: its address and notes, its weekly windows, the dates it is closed, the
 * Active switch (checkout offers only active locations), Edit and Delete.
 */
export function PickupLocationCard({
  location,
  actions,
}: {
  location: PickupLocation
  actions: RecordActions
}) {
  return (
    <div data-testid="pickup-location-card" className="h-full [&>article]:h-full">
      <ResourceCard
        title={location.name}
        badges={
          <>
            {!location.active && <Badge variant="outline">Inactive</Badge>}
            <span className="text-xs text-muted-foreground">Sort order {location.sortOrder}</span>
          </>
        }
        actions={
          <ResourceCardActions
            name={location.name}
            onEdit={actions.onEdit}
            onDelete={actions.onDelete}
          />
        }
      >
        <p className="flex items-start gap-1.5 text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 break-words">{location.address}</span>
        </p>
        {location.notes && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{location.notes}</p>
        )}
        <CardList
          icon={<Clock aria-hidden="true" />}
          heading="Pickup windows"
          empty="No windows yet: checkout offers no pickup times here."
          items={location.windows.map((window) => ({
            key: window.id,
            content: <WindowLine window={window} />,
          }))}
          testId="pickup-windows"
        />
        {location.closedDates.length > 0 && (
          <CardList
            icon={<CalendarOff aria-hidden="true" />}
            heading="Closed"
            items={location.closedDates.map((closed) => ({
              key: closed.date,
              content: closed.reason
                ? `${formatShortVisitDate(closed.date)} · ${closed.reason}`
                : formatShortVisitDate(closed.date),
            }))}
            testId="pickup-closed-dates"
          />
        )}
        <div className="mt-1">
          <ResourceCardSwitch
            label="Active"
            name={location.name}
            checked={location.active}
            pending={actions.toggling}
            onCheckedChange={(active) => actions.onToggle('active', active)}
          />
        </div>
      </ResourceCard>
    </div>
  )
}

/** A small titled list on the card (the windows, the closed dates). */
function CardList({
  icon,
  heading,
  empty,
  items,
  testId,
}: {
  icon: ReactNode
  heading: string
  empty?: string
  items: { key: string | number; content: ReactNode }[]
  testId: string
}) {
  return (
    <div className="mt-1 grid gap-1" data-testid={testId}>
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase [&>svg]:size-3.5">
        {icon}
        {heading}
      </p>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-1.5 text-sm">
          {items.map((item) => (
            <li key={item.key}>{item.content}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
