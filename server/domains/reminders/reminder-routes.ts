import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { idParamsSchema } from '#contracts/fields'
import { blogStatusSchema, reminderInputSchema, reminderSchema } from '#contracts/reminders'
import { notFound } from '#server/http/http-error'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { readBlogStatus } from './blog-status'
import {
  dueCheckSchedule,
  dueRemindersJob,
  registerReminderDelivery,
  reminderDepsOf,
  sendDueReminders,
  triggerReminderNow,
} from './reminder-delivery'
import { getReminder, reminderStore, setReminderActive } from './reminder-store'
import { createSmsProvider } from './sms-provider'

const notFoundMessage = 'Reminder not found'

/**
 * Farm reminders (spec 3 "Farm reminder system", §7 "Reminders", decision 0032). The spec's
 * /api/reminders and /api/blog-status are staff tools, so they live under /api/admin with staff
 * access: list, create, edit (PUT, decision 0043), switch on or off (PATCH `{ isActive }`), delete,
 * trigger now, and the blog's status. A job every minute sends the reminders that are due, once
 * across instances.
 */
export default async function reminderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  staffResourceRoutes(app, {
    name: 'reminder',
    path: '/api/admin/reminders',
    routes: ['list', 'create', 'update', 'delete'],
    item: reminderSchema,
    input: reminderInputSchema,
    notFoundMessage,
    store: reminderStore,
    toggle: { field: 'isActive', set: (db, id, value) => setReminderActive(db, id, value) },
  })

  api.post(
    '/api/admin/reminders/:id/trigger',
    {
      config: { access: 'staff', auditAction: 'reminder.trigger' },
      schema: { params: idParamsSchema, response: { 200: reminderSchema } },
    },
    async (request) => {
      request.audit.targetType = 'reminder'
      const triggered = await triggerReminderNow(reminderDepsOf(app), request.params.id)
      if (!triggered) throw notFound(notFoundMessage)
      const reminder = await getReminder(app.db, triggered.id)
      if (!reminder) throw notFound(notFoundMessage)
      return reminder
    },
  )

  api.get(
    '/api/admin/blog-status',
    { config: { access: 'staff' }, schema: { response: { 200: blogStatusSchema } } },
    async () => readBlogStatus(app.db),
  )

  registerReminderDelivery(app, createSmsProvider(app.config, app.db))
  app.jobs.schedule(
    { type: dueRemindersJob, label: 'Due reminders', cron: dueCheckSchedule },
    async () => {
      await sendDueReminders(reminderDepsOf(app))
    },
  )
}
