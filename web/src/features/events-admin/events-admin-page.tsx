import { useState } from 'react'
import { CalendarDays } from 'lucide-react'
import { farmEventInputSchema, type FarmEventAdmin } from '#contracts/visits-admin'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { ResourceManager } from '#web/components/staff/resource-manager'
import { useStaffRecordAction } from '#web/lib/staff-resource'
import { FarmEventCard } from './farm-event-card'
import { FarmEventFields } from './farm-event-fields'
import {
  blankFarmEvent,
  cancelFarmEvent,
  farmEventFormValues,
  farmEventsResource,
} from './farm-events-resource'
import { PickYourOwnSlotsSection } from './pick-your-own-slots-section'
import { countText } from './visit-words'
import type * as visitsAdminApi from '#contracts/visits-admin-api'
import type { SortLabels } from '#web/lib/staff-resource-page'

/** The list's sorts, in the Events & Workshops Manager's words. */
const sortLabels: SortLabels<typeof visitsAdminApi.farmEvents> = {
  sortOrder: 'Sort order',
  title: 'Title',
  price: 'Price',
}

/**
 * Events & Workshops Manager (/events-admin): the events and workshops of /farm-tours (add, edit,
 * switch on or off, delete, or cancel one that has upcoming bookings) and, below, the
 * pick-your-own sessions of /pick-your-own.
 */
export function EventsAdminPage() {
  const [cancelling, setCancelling] = useState<FarmEventAdmin | null>(null)
  const cancel = useStaffRecordAction(farmEventsResource, cancelFarmEvent)
  return (
    <ResourceManager
      resource={farmEventsResource}
      title="Events & Workshops Manager"
      description="Active events and workshops are offered on the Farm Events page; pick-your-own sessions on the Pick Your Own page."
      addLabel="Add Event"
      list={{
        heading: 'Events & workshops',
        records: 'events',
        searchPlaceholder: 'Title, description or type',
        sorts: sortLabels,
        className: 'grid gap-3 lg:grid-cols-2',
        empty: {
          icon: CalendarDays,
          title: 'No events yet',
          description: 'Add a farm event or workshop visitors can book.',
        },
      }}
      card={(event, actions) => (
        <FarmEventCard event={event} actions={actions} onCancel={() => setCancelling(event)} />
      )}
      form={{
        schema: farmEventInputSchema,
        title: (editing) => (editing ? 'Edit Event' : 'Add Event'),
        submitLabel: (editing) => (editing ? 'Save Changes' : 'Create Event'),
        values: (editing) => (editing ? farmEventFormValues(editing) : blankFarmEvent),
        fields: (form) => <FarmEventFields form={form} />,
      }}
      confirmDelete={{
        title: 'Are you sure you want to delete this event?',
        description: (event) => `${event.title} will be removed from the Farm Events page.`,
      }}
    >
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null)
        }}
        title="Cancel this event?"
        description={
          cancelling
            ? `Its ${countText(cancelling.upcomingBookings, 'upcoming booking')} will be cancelled and each visitor e-mailed.`
            : undefined
        }
        confirmLabel="Cancel event"
        cancelLabel="Keep event"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutateAsync(cancelling!)}
      />
      <PickYourOwnSlotsSection />
    </ResourceManager>
  )
}
