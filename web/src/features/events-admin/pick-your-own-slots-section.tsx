import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Sprout } from 'lucide-react'
import { z } from 'zod'
import { farmToday } from '#contracts/farm-time'
import { listPageSizes } from '#contracts/paged-list'
import {
  pickYourOwnSlotInputSchema,
  pickYourOwnSlotSeriesInputSchema,
  slotScheduleQuerySchema,
  type PickYourOwnSlotAdmin,
  type SlotScheduleWhen,
} from '#contracts/visits-admin'
import * as visitsAdminApi from '#contracts/visits-admin-api'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { EmptyState, QueryState } from '#web/components/query-state'
import { AddButton } from '#web/components/staff/add-button'
import { FilterButtons } from '#web/components/staff/filter-buttons'
import { ListPager } from '#web/components/staff/list-pager'
import { NoMatches } from '#web/components/staff/no-matches'
import { ResourceFormDialog } from '#web/components/staff/resource-form-dialog'
import { ServerSearchField } from '#web/components/staff/server-search-field'
import { StaffSection } from '#web/components/staff/staff-section'
import { useResourceDialogs } from '#web/components/staff/use-resource-dialogs'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { useListSearch } from '#web/hooks/use-list-search'
import { apiQuery } from '#web/lib/api-client'
import { useStaffRecordAction, useStaffResourceChanges } from '#web/lib/staff-resource'
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
import { slotDays } from './slot-schedule'
import { countText } from './visit-words'

type Slot = PickYourOwnSlotAdmin

/**
 * The schedule's choices in the address, named apart from the events list's own (`q`, `page`)
 * above it on the same screen.
 */
const sessionsAddress = z.object({
  sessions: slotScheduleQuerySchema.shape.when,
  sessionSearch: slotScheduleQuerySchema.shape.q,
  sessionPage: slotScheduleQuerySchema.shape.page,
  sessionPageSize: slotScheduleQuerySchema.shape.pageSize,
})

const whenLabels: Record<SlotScheduleWhen, string> = {
  upcoming: 'Upcoming',
  past: 'Past 30 days',
}

/**
 * The manager's second section: pick-your-own sessions by date, upcoming (soonest first) or the
 * past 30 days' (latest first), searched and paged on the server with the choice in the address;
 * added one at a time or as a weekly series, edited one at a time, switched on or off, cancelled
 * with their bookings (each visitor e-mailed) or deleted while nobody has booked.
 */
export function PickYourOwnSlotsSection() {
  const [search, change] = useListSearch(sessionsAddress, ['sessionPage'])
  const list = useQuery({
    ...apiQuery(visitsAdminApi.listSlotSchedule, {
      query: {
        when: search.sessions === 'upcoming' ? undefined : search.sessions,
        q: search.sessionSearch,
        page: search.sessionPage === 1 ? undefined : search.sessionPage,
        pageSize: search.sessionPageSize === listPageSizes[0] ? undefined : search.sessionPageSize,
      },
    }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  })
  const { create, update, remove, toggle } = useStaffResourceChanges<
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
      <div className="mb-4 grid gap-3">
        <FilterButtons
          label="Show sessions"
          options={['upcoming', 'past'] as const}
          value={search.sessions}
          onChange={(sessions) => change({ sessions })}
          optionLabel={(when) => whenLabels[when]}
        />
        <ServerSearchField
          label="Search sessions"
          placeholder="Product, e.g. Blackberries"
          value={search.sessionSearch}
          onSearch={(sessionSearch) => change({ sessionSearch: sessionSearch || undefined })}
        />
      </div>
      <QueryState
        query={list}
        loading="Loading pick-your-own sessions..."
        what="the pick-your-own sessions"
        headingLevel="h3"
        isEmpty={(page) => page.items.length === 0}
        empty={
          search.sessionSearch ? (
            <NoMatches
              what="sessions"
              onClear={() => change({ sessionSearch: undefined })}
              headingLevel="h3"
            />
          ) : search.sessions === 'past' ? (
            <EmptyState
              headingLevel="h3"
              icon={<Sprout className="size-8 text-muted-foreground" aria-hidden="true" />}
              title="No sessions in the past 30 days"
              description="Sessions stay here for 30 days after their date."
            />
          ) : (
            <EmptyState
              headingLevel="h3"
              icon={<Sprout className="size-8 text-muted-foreground" aria-hidden="true" />}
              title="No upcoming sessions"
              description="Add a session, or a weekly series of them, for visitors to book."
              action={addButton}
            />
          )
        }
      >
        {(page) => (
          <div className="grid gap-4">
            <SlotDays days={slotDays(page.items)} card={card} />
            <ListPager
              page={search.sessionPage}
              pageSize={search.sessionPageSize as (typeof listPageSizes)[number]}
              total={page.total}
              sizes={listPageSizes}
              what="sessions"
              onPage={(sessionPage) => change({ sessionPage })}
              onPageSize={(sessionPageSize) => change({ sessionPageSize })}
            />
          </div>
        )}
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
