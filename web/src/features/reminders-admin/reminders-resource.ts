import {
  reminderListSchema,
  type Reminder,
  type ReminderInput,
} from '../../../../contracts/reminders'
import { defineStaffResource, type StaffRecordAction } from '../../lib/staff-resource'

const failed = { title: 'Error' }

/**
 * Farm reminders (spec 3 "Farm reminder system", §7, §8): staff only, at /api/admin/reminders
 * (decision 0032). No public answer shows them. The card's switch PATCHes only isActive.
 */
export const remindersResource = defineStaffResource<Reminder>({
  list: '/api/admin/reminders',
  itemList: reminderListSchema,
  messages: {
    created: 'Reminder created successfully',
    updated: 'Reminder updated successfully',
    deleted: 'Reminder deleted successfully',
    toggled: 'Reminder updated successfully',
    createFailed: failed,
    updateFailed: failed,
    deleteFailed: failed,
    toggleFailed: failed,
  },
})

/** 'Trigger now' (POST /api/admin/reminders/:id/trigger). */
export const triggerReminder: StaffRecordAction<Reminder, Reminder> = {
  action: 'trigger',
  done: 'Reminder triggered successfully',
  failed,
}

/** Spec 3 §5 defaults: type blog_post, frequency weekly, active on, e-mail on, SMS off. */
export const blankReminder = {
  title: '',
  description: '',
  type: 'blog_post',
  frequency: 'weekly',
  customDays: null,
  recipientEmail: '',
  recipientPhone: '',
  isActive: true,
  emailEnabled: true,
  smsEnabled: false,
} satisfies ReminderInput
