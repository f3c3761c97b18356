import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { BellRing } from 'lucide-react'
import { reminderInputSchema, type Reminder, type ReminderValues } from '#contracts/reminders'
import { ConfirmDialog } from '#web/components/confirm-dialog'
import { AddButton } from '#web/components/staff/add-button'
import { ResourceFormDialog } from '#web/components/staff/resource-form-dialog'
import { ResourcePageList } from '#web/components/staff/resource-page-list'
import { StaffPage } from '#web/components/staff/staff-page'
import { StaffSection } from '#web/components/staff/staff-section'
import { useResourceDialogs } from '#web/components/staff/use-resource-dialogs'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { useFarmTimeZone } from '#web/hooks/use-farm-settings'
import { useStaffRecordAction, useStaffResourceChanges } from '#web/lib/staff-resource'
import { useStaffResourcePage, type SortLabels } from '#web/lib/staff-resource-page'
import type * as remindersApi from '#contracts/reminders-api'
import { FarmStatusView } from './farm-status-view'
import { ReminderCard } from './reminder-card'
import { ReminderFields } from './reminder-fields'
import {
  blankReminder,
  reminderFormValues,
  remindersResource,
  triggerReminder,
} from './reminders-resource'

const tabs = ['reminders', 'status'] as const
type Tab = (typeof tabs)[number]

/** The open tab lives in the address (?tab=status), so a link or a reload keeps it. */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams()
  const tab = tabs.find((each) => each === params.get('tab')) ?? 'reminders'
  const setTab = (next: Tab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === 'reminders') updated.delete('tab')
        else updated.set('tab', next)
        return updated
      },
      { replace: true },
    )
  return [tab, setTab]
}

/** The list's sorts, in the Farm Reminders' words. */
const sortLabels: SortLabels<typeof remindersApi.reminders> = {
  schedule: 'Next sending',
  title: 'Title',
  newest: 'Newest',
}

/** While a sending waits for the job worker, the list looks again every 1.5 s. */
const pollWhileQueuedMs = 1500

/**
 * Farm reminder system (spec 3 §2 /reminders): the tabs 'Active Reminders' (the 'New Reminder'
 * form, reminder cards with Trigger now, the Active switch, Edit and Delete, 'No Reminders Set') and
 * 'Farm Status' (the blog's last post). Reminders go out at 8:00 AM farm time (decision 0032).
 */
export function RemindersAdminPage() {
  const [tab, setTab] = useTab()
  const { remove, toggle, save } = useStaffResourceChanges<Reminder, ReminderValues>(
    remindersResource,
  )
  const reminders = useStaffResourcePage<Reminder>(remindersResource)
  const trigger = useStaffRecordAction(remindersResource, triggerReminder)
  const dialogs = useResourceDialogs<Reminder>()
  const timeZone = useFarmTimeZone()

  const waiting = reminders.query.data?.items.some((reminder) =>
    reminder.recentLogs.some((log) => log.status === 'queued'),
  )
  const { refetch } = reminders.query
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(() => void refetch(), pollWhileQueuedMs)
    return () => clearInterval(timer)
  }, [waiting, refetch])

  const newButton = <AddButton onClick={dialogs.openCreate}>New Reminder</AddButton>

  return (
    <StaffPage
      title="Farm Reminders"
      description="Reminders for the blog and the farm's chores, sent by e-mail or SMS at 8:00 AM farm time."
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Farm Reminders">
          <TabsTrigger value="reminders">Active Reminders</TabsTrigger>
          <TabsTrigger value="status">Farm Status</TabsTrigger>
        </TabsList>

        <TabsContent value="reminders">
          <StaffSection title="Reminders" actions={newButton}>
            <ResourcePageList
              list={reminders}
              records="reminders"
              searchPlaceholder="Title, description or recipient"
              sortLabels={sortLabels}
              className="grid gap-3 lg:grid-cols-2"
              empty={{
                icon: BellRing,
                title: 'No Reminders Set',
                description: 'Set a reminder for the next blog post or a chore on the farm.',
                action: newButton,
              }}
              emptyHeadingLevel="h3"
            >
              {(reminder) => (
                <ReminderCard
                  reminder={reminder}
                  timeZone={timeZone}
                  onToggle={(active) =>
                    toggle.mutate({ id: reminder.id, field: 'isActive', value: active })
                  }
                  toggling={toggle.isPending && toggle.variables?.id === reminder.id}
                  onTrigger={() => trigger.mutate(reminder)}
                  triggering={trigger.isPending && trigger.variables?.id === reminder.id}
                  onEdit={() => dialogs.openEdit(reminder)}
                  onDelete={() => dialogs.openDelete(reminder)}
                />
              )}
            </ResourcePageList>
          </StaffSection>
        </TabsContent>

        <TabsContent value="status">
          <FarmStatusView timeZone={timeZone} />
        </TabsContent>
      </Tabs>

      <ResourceFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.setFormOpen}
        title={dialogs.editing ? 'Edit Reminder' : 'New Reminder'}
        description="It goes out at 8:00 AM farm time, by e-mail, SMS or both."
        schema={reminderInputSchema}
        defaultValues={dialogs.editing ? reminderFormValues(dialogs.editing) : blankReminder}
        submitLabel={dialogs.editing ? 'Save Changes' : 'Create Reminder'}
        onSubmit={(values) => save(values, dialogs.editing)}
      >
        {(form) => <ReminderFields form={form} />}
      </ResourceFormDialog>

      <ConfirmDialog
        open={dialogs.deleting !== null}
        onOpenChange={dialogs.setDeleteOpen}
        title="Are you sure you want to delete this reminder?"
        description={
          dialogs.deleting
            ? `“${dialogs.deleting.title}” and its sending history will be removed.`
            : undefined
        }
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync(dialogs.deleting!.id)}
      />
    </StaffPage>
  )
}
