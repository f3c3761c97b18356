import type { FastifyInstance } from 'fastify'
import * as remindersApi from '#contracts/reminders-api'
import { route } from '#server/http/endpoint-route'
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
  staffResourceRoutes(app, {
    name: 'reminder',
    endpoints: remindersApi.reminders,
    routes: ['list', 'page', 'get', 'create', 'update', 'delete'],
    notFoundMessage,
    store: reminderStore,
    setToggle: (db, id, value) => setReminderActive(db, id, value),
  })

  route(app, remindersApi.triggerReminder, {
    config: { access: 'staff', auditAction: 'reminder.trigger' },
    handler: async (request) => {
      request.audit.targetType = 'reminder'
      const triggered = await triggerReminderNow(reminderDepsOf(app), request.params.id)
      if (!triggered) throw notFound(notFoundMessage)
      const reminder = await getReminder(app.db, triggered.id)
      if (!reminder) throw notFound(notFoundMessage)
      return reminder
    },
  })

  route(app, remindersApi.getBlogStatus, {
    config: { access: 'staff' },
    handler: async () => readBlogStatus(app.db),
  })

  registerReminderDelivery(app, createSmsProvider(app.config, app.db))
  app.jobs.schedule(
    { type: dueRemindersJob, label: 'Due reminders', cron: dueCheckSchedule },
    async () => {
      await sendDueReminders(reminderDepsOf(app))
    },
  )
}
