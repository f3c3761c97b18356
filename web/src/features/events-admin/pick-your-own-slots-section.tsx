import { useState } from 'react'
import { Sprout } from 'lucide-react'
import { farmToday } from '#contracts/farm-time'
import {
  pickYourOwnSlotInputSchema,
  pickYourOwnSlotSeriesInputSchema,
  type PickYourOwnSlotAdmin,
} from '#contracts/visits-admin'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { EmptyState, QueryState } from '#web/components/query-state'
import { AddButton } from '#web/components/staff/add-button'
import { ResourceFormDialog } from '#web/components/staff/resource-form-dialog'
import { StaffSection } from '#web/components/staff/staff-section'
import { useResourceDialogs } from '#web/components/staff/use-resource-dialogs'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { useStaffRecordAction, useStaffResource } from '#web/lib/staff-resource'
import {
  blankSlotSeries,
  cancelPickYourOwnSlot,
  pickYourOwnSlotsResource,
  slotFormValues,
  slotName,
} from './pick-your-own-slots-resource'
import { SlotBookingsDialog } from './slot-bookings-dialog'
import { SlotCard } from './slot-card'
import { SlotFields } from './slot-fields'
import { SlotDays } from './slot-days'
import { slotSchedule } from './slot-schedule'
import { countText } from './visit-words'

type Slot = PickYourOwnSlotAdmin

/**
 * The manager's second section: pick-your-own sessions by date (upcoming first, the last 30 days
 * folded away), added one at a time or as a weekly series, edited one at a time, switched on or
 * off, cancelled with their bookings (each visitor e-mailed) or deleted while nobody has booked.
 */
export function PickYourOwnSlotsSection() {
  const { list, create, update, remove, toggle } = useStaffResource<
    Slot,
    unknown,
    PickYourOwnSlotAdmin[]
  >(pickYourOwnSlotsResource)
  const cancel = useStaffRecordAction(pickYourOwnSlotsResource, cancelPickYourOwnSlot)
  const dialogs = useResourceDialogs<Slot>()
  const { editing, deleting } = dialogs
  const [cancelling, setCancelling] = useState<Slot | null>(null)
  const [bookingsOf, setBookingsOf] = useState<Slot | null>(null)
  const today = farmToday(useFarmTimeZone())

  const addButton = <AddButton onClick={dialogs.openCreate}>Add session</AddButton>

  const card = (slot: Slot) => (
    <SlotCard
      slot={slot}
      today={today}
      actions={{
        onEdit: () => dialogs.openEdit(slot),
        onDelete: () => dialogs.openDelete(slot),
        onCancel: () => setCancelling(slot),
        onShowBookings: () => setBookingsOf(slot),
        onToggle: (active) => toggle.mutate({ id: slot.id, field: 'active', value: active }),
        toggling: toggle.isPending && toggle.variables?.id === slot.id,
      }}
    />
  )

  return (
    <StaffSection
      title="Pick-your-own sessions"
      description="Visitors book a session at once, up to its max people. A session with bookings is cancelled rather than deleted: each visitor is e-mailed."
      actions={addButton}
      className="mt-10"
    >
      <QueryState
        query={list}
        loading="Loading pick-your-own sessions..."
        what="the pick-your-own sessions"
        headingLevel="h3"
        empty={
          <EmptyState
            headingLevel="h3"
            icon={<Sprout className="size-8 text-muted-foreground" aria-hidden="true" />}
            title="No pick-your-own sessions yet"
            description="Add a session, or a weekly series of them, for visitors to book."
            action={addButton}
          />
        }
      >
        {(slots) => {
          const schedule = slotSchedule(slots, today)
          return (
            <>
              {schedule.upcoming.length === 0 && (
                <p className="rounded-xl border border-dashed border-input px-4 py-6 text-center text-sm text-muted-foreground">
                  No upcoming sessions.
                </p>
              )}
              <SlotDays days={schedule.upcoming} card={card} />
              {schedule.past.length > 0 && (
                <details className="mt-6" data-testid="past-sessions">
                  <summary className="cursor-pointer rounded-md text-sm font-semibold text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring">
                    {`Past sessions, last 30 days (${countText(
                      schedule.past.reduce((sum, day) => sum + day.slots.length, 0),
                      'session',
                    )})`}
                  </summary>
                  <div className="mt-3">
                    <SlotDays days={schedule.past} card={card} />
                  </div>
                </details>
              )}
            </>
          )
        }}
      </QueryState>

      <ResourceFormDialog
        open={dialogs.formOpen && editing === null}
        onOpenChange={dialogs.setFormOpen}
        title="Add Session"
        description="One session, or the same weekday and hours for several weeks."
        schema={pickYourOwnSlotSeriesInputSchema}
        defaultValues={blankSlotSeries}
        submitLabel="Add Session"
        onSubmit={(values) => create.mutateAsync(values)}
      >
        {(form) => <SlotFields form={form} series />}
      </ResourceFormDialog>

      <ResourceFormDialog
        open={editing !== null}
        onOpenChange={dialogs.setFormOpen}
        title="Edit Session"
        description={editing ? slotName(editing) : undefined}
        schema={pickYourOwnSlotInputSchema}
        defaultValues={editing ? slotFormValues(editing) : {}}
        submitLabel="Save Changes"
        onSubmit={(values) => update.mutateAsync({ id: editing!.id, values })}
      >
        {(form) => <SlotFields form={form} />}
      </ResourceFormDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={dialogs.setDeleteOpen}
        title="Are you sure you want to delete this session?"
        description={
          deleting
            ? `${slotName(deleting)} will be removed from the Pick Your Own page.`
            : undefined
        }
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
      />

      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null)
        }}
        title="Cancel this session?"
        description={
          cancelling
            ? `${slotName(cancelling)}: its ${countText(cancelling.bookingCount, 'booking')} will be cancelled and each visitor e-mailed.`
            : undefined
        }
        confirmLabel="Cancel session"
        cancelLabel="Keep session"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutateAsync(cancelling!)}
      />

      <SlotBookingsDialog slot={bookingsOf} onClose={() => setBookingsOf(null)} />
    </StaffSection>
  )
}
