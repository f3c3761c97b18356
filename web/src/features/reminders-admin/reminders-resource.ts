import type { DefaultValues } from 'react-hook-form'
import type { Reminder, ReminderInput } from '#contracts/reminders'
import * as remindersApi from '#contracts/reminders-api'
import { recordFormValues } from '#web/lib/record-form-values'
import {
  defineStaffResource,
  failureToasts,
  successToasts,
  type StaffRecordAction,
} from '#web/lib/staff-resource'

const failed = { title: 'Error' }

/**
 * Farm reminders (spec 3 "Farm reminder system", §7, §8): staff only, at /api/admin/reminders
 * (decision 0032). No public answer shows them. The card's switch PATCHes only isActive; Edit
 * PUTs the whole form (decision 0043).
 */
export const remindersResource = defineStaffResource<Reminder>({
  endpoints: remindersApi.reminders,
  messages: {
    ...successToasts(({ past }) => `Reminder ${past} successfully`),
    ...failureToasts(() => failed),
  },
})

/** 'Trigger now' (POST /api/admin/reminders/:id/trigger). */
export const triggerReminder: StaffRecordAction<Reminder, typeof remindersApi.triggerReminder> = {
  endpoint: remindersApi.triggerReminder,
  done: 'Reminder triggered successfully',
  failed,
}

/**
 * The 'New Reminder' form: frequency weekly, active on, e-mail on, SMS off (spec 3 §5). The type is
 * left for staff to choose ('Type is required'): a preselected 'Blog post' was kept by mistake for
 * watering and pruning reminders (decision 0043).
 */
export const blankReminder: DefaultValues<ReminderInput> = {
  title: '',
  description: '',
  type: undefined,
  frequency: 'weekly',
  customDays: null,
  recipientEmail: '',
  recipientPhone: '',
  isActive: true,
  emailEnabled: true,
  smsEnabled: false,
}

/** The edit form of a reminder: its own values (empty recipients stay empty). */
export function reminderFormValues(reminder: Reminder): DefaultValues<ReminderInput> {
  return recordFormValues(blankReminder, reminder)
}
