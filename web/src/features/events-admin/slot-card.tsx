import { Users } from 'lucide-react'
import { slotAvailability } from '#contracts/visits'
import type { PickYourOwnSlotAdmin } from '#contracts/visits-admin'
import { RecordIconButton } from '#web/components/staff/record-icon-button'
import { ResourceCardSwitch } from '#web/components/staff/resource-card-switch'
import { Badge, type BadgeProps } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { formatMoney } from '#web/lib/format-money'
import { CancelVisitButton } from './cancel-visit-button'
import { slotHours, slotName } from './pick-your-own-slots-resource'
import { countText } from './visit-words'

export interface SlotCardActions {
  onEdit: () => void
  onDelete: () => void
  onCancel: () => void
  onShowBookings: () => void
  onToggle: (active: boolean) => void
  toggling: boolean
}

type Status = { label: string; variant: NonNullable<BadgeProps['variant']> }

/** Cancelled, Past, Inactive, else how full it is (spec 2 §4: Full, Limited, Open). */
function slotStatus(slot: PickYourOwnSlotAdmin, today: string): Status {
  if (slot.cancelledAt) return { label: 'Cancelled', variant: 'destructive' }
  if (slot.date < today) return { label: 'Past', variant: 'outline' }
  if (!slot.active) return { label: 'Inactive', variant: 'outline' }
  switch (slotAvailability(slot.spotsLeft)) {
    case 'full':
      return { label: 'Full', variant: 'mango' }
    case 'limited':
      return { label: 'Limited', variant: 'honey' }
    default:
      return { label: 'Open', variant: 'secondary' }
  }
}

/**
 * One pick-your-own session under its date: product, hours, price, people booked of the most,
 * status, the Active switch, and its actions. A session with bookings is cancelled (the visitors
 * are e-mailed) rather than deleted; a cancelled one can no longer be edited.
 */
export function SlotCard({
  slot,
  today,
  actions,
}: {
  slot: PickYourOwnSlotAdmin
  today: string
  actions: SlotCardActions
}) {
  const name = slotName(slot)
  const status = slotStatus(slot, today)
  const cancelled = slot.cancelledAt !== null
  const headingId = `slot-${slot.id}-heading`
  return (
    <article
      aria-labelledby={headingId}
      data-testid="slot-card"
      className="grid gap-2 rounded-xl border border-border/70 bg-card p-3 text-card-foreground shadow-soft sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-x-4"
    >
      <div className="grid min-w-0 gap-0.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h4 id={headingId} className="font-sans text-base font-semibold">
            {slot.productName}
            <span className="sr-only">, {slotHours(slot)}</span>
          </h4>
          <span aria-hidden="true" className="text-sm text-muted-foreground tabular-nums">
            {slotHours(slot)}
          </span>
          <Badge variant={status.variant} data-testid="slot-status">
            <span className="sr-only">Status: </span>
            {status.label}
          </Badge>
        </div>
        <p className="text-sm" data-testid="slot-facts">
          {formatMoney(slot.pricePerPerson)} per person ·{' '}
          <span className="font-semibold tabular-nums">
            {slot.currentBookings}/{slot.maxPeople}
          </span>{' '}
          people booked · {countText(slot.bookingCount, 'booking')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:justify-end">
        {!cancelled && (
          <ResourceCardSwitch
            label="Active"
            name={name}
            checked={slot.active}
            pending={actions.toggling}
            onCheckedChange={actions.onToggle}
          />
        )}
        <div className="flex flex-wrap items-center gap-1">
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Bookings: ${name}`}
            onClick={actions.onShowBookings}
          >
            <Users aria-hidden="true" />
            Bookings
          </Button>
          {!cancelled && slot.bookingCount > 0 && (
            <CancelVisitButton what="session" name={name} onClick={actions.onCancel} />
          )}
          {!cancelled && (
            <RecordIconButton action="edit" name={`session ${name}`} onClick={actions.onEdit} />
          )}
          {slot.bookingCount === 0 && (
            <RecordIconButton action="delete" name={`session ${name}`} onClick={actions.onDelete} />
          )}
        </div>
      </div>
    </article>
  )
}
