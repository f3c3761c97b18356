import { endpoint } from './endpoint'
import { idParamsSchema } from './fields'
import { blogStatusSchema, reminderInputSchema, reminderSchema } from './reminders'
import { staffResourceEndpoints } from './staff-resource-endpoints'

/**
 * Farm reminders (spec 3, decision 0032): staff list, create, edit (PUT, decision 0043), switch on
 * or off (PATCH `{ isActive }`) and delete.
 */
export const reminders = staffResourceEndpoints({
  path: '/api/admin/reminders',
  item: reminderSchema,
  input: reminderInputSchema,
  toggle: 'isActive',
  listing: {
    sorts: { schedule: 'asc', title: 'asc', newest: 'desc' },
    defaultSort: 'schedule',
  },
})

/** Sends a reminder now, whatever its schedule; answers the reminder as it then stands. */
export const triggerReminder = endpoint({
  method: 'POST',
  path: '/api/admin/reminders/:id/trigger',
  params: idParamsSchema,
  responses: { 200: reminderSchema },
})

/** The blog's last post and the days since it (the reminders' 'Farm Status' tab). */
export const getBlogStatus = endpoint({
  method: 'GET',
  path: '/api/admin/blog-status',
  responses: { 200: blogStatusSchema },
})
