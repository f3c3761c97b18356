import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  harvestAlertSubscribeMessage,
  harvestAlertTokenResultSchema,
  type HarvestAlertSubscribeResult,
} from '#contracts/harvest-alerts'
import * as harvestAlertsApi from '#contracts/harvest-alerts-api'
import { tokenSchema } from '#contracts/fields'
import { route } from '#server/http/endpoint-route'
import { HttpError } from '#server/http/http-error'
import { staffResourceRoutes } from '#server/http/staff-resource'
import { announceDueHarvestAlerts, announceSchedule } from './harvest-alert-delivery'
import { harvestAlertMailOf } from './harvest-alert-mail'
import {
  harvestAlertStore,
  listLiveHarvestAlerts,
  setHarvestAlertActive,
} from './harvest-alert-store'
import {
  confirmHarvestAlerts,
  purgeSpentHarvestAlertLinks,
  subscribeToHarvestAlerts,
  unsubscribeFromHarvestAlerts,
} from './harvest-alert-subscriptions'
import { every } from '#server/jobs/job-engine'

/** Sign-ups per address per 15 minutes (each sends an e-mail to someone). */
export const harvestAlertSubscribeRateLimit = { max: 5, timeWindow: '15 minutes' }
/** Link follow-ups per address per 15 minutes (tokens are 32 random bytes; this only slows scripts). */
export const harvestAlertLinkRateLimit = { max: 20, timeWindow: '15 minutes' }

/** The one answer to every sign-up: it must not tell whether the address is subscribed. */
const signUpAnswer: HarvestAlertSubscribeResult = {
  status: 'pending',
  message: harvestAlertSubscribeMessage,
}

const unsubscribedMessage =
  "We won't send Harvest Alerts to this address any more. Changed your mind? Sign up again any time."

const invalidUnsubscribeLink = () =>
  new HttpError(400, 'INVALID_LINK', 'This unsubscribe link is not valid.', {
    token: 'Unknown link',
  })

/**
 * Harvest alerts (spec 2 "Harvest Alerts", spec 3 "Harvest alerts admin", §7; decision 0028): the
 * public list of live alerts; sign-up with double opt-in, confirmation and unsubscribe links (and
 * RFC 8058 one-click unsubscribe for mail programs); the staff list, add, edit (full body or only
 * active), toggle and delete at /api/admin/harvest-alerts, audited as `harvest_alert.*`; and the
 * job that e-mails alerts whose alert date has arrived.
 */
export default async function harvestAlertRoutes(app: FastifyInstance) {
  const mail = harvestAlertMailOf(app)

  app.jobs.schedule(
    {
      type: 'harvest-alerts.announce',
      label: 'Harvest alert announcements',
      cron: announceSchedule,
    },
    async () => {
      await announceDueHarvestAlerts(app.db, mail)
    },
  )
  app.jobs.schedule(
    { type: 'harvest-alert-links.purge', label: 'Harvest alert links clean-up', cron: every.day },
    () => purgeSpentHarvestAlertLinks(app.db),
  )

  route(app, harvestAlertsApi.listHarvestAlerts, {
    config: { access: 'public' },
    handler: async () => listLiveHarvestAlerts(app.db),
  })

  route(app, harvestAlertsApi.subscribeToHarvestAlerts, {
    config: { access: 'public', rateLimit: { ...harvestAlertSubscribeRateLimit } },
    handler: async (request) => {
      const { website, ...choices } = request.body
      if (website) return signUpAnswer // honeypot: a bot filled the hidden field; do nothing
      await subscribeToHarvestAlerts(app.db, choices, mail)
      return signUpAnswer
    },
  })

  route(app, harvestAlertsApi.confirmHarvestAlerts, {
    config: { access: 'public', rateLimit: { ...harvestAlertLinkRateLimit } },
    handler: async (request) => {
      const confirmed = await confirmHarvestAlerts(app.db, request.body.token)
      if (!confirmed) {
        throw new HttpError(
          400,
          'INVALID_LINK',
          'This confirmation link has expired or has already been used.',
          { token: 'Expired or already used' },
        )
      }
      return {
        message: `You're subscribed: we'll e-mail you ${confirmed.alertTypes} alerts for ${confirmed.products}.`,
      }
    },
  })

  route(app, harvestAlertsApi.unsubscribeFromHarvestAlerts, {
    config: { access: 'public', rateLimit: { ...harvestAlertLinkRateLimit } },
    handler: async (request) => {
      if (!(await unsubscribeFromHarvestAlerts(app.db, request.body.token))) {
        throw invalidUnsubscribeLink()
      }
      return { message: unsubscribedMessage }
    },
  })

  // RFC 8058 one-click unsubscribe (not an endpoint of the app): the mail program POSTs
  // `List-Unsubscribe=One-Click` (a form body, from no page of ours) to the address in the
  // List-Unsubscribe header. A GET of that address is the page with its button, so opening the
  // link never unsubscribes by itself.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    )
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/harvest-alerts/unsubscribe',
      {
        config: {
          access: 'public',
          crossOrigin: true,
          rateLimit: { ...harvestAlertLinkRateLimit },
        },
        schema: {
          querystring: z.object({ token: tokenSchema('This link is not valid') }),
          response: { 200: harvestAlertTokenResultSchema },
        },
      },
      async (request) => {
        if (!(await unsubscribeFromHarvestAlerts(app.db, request.query.token))) {
          throw invalidUnsubscribeLink()
        }
        return { message: unsubscribedMessage }
      },
    )
  })

  staffResourceRoutes(app, {
    name: 'harvest_alert',
    endpoints: harvestAlertsApi.harvestAlerts,
    notFoundMessage: 'Harvest alert not found',
    store: harvestAlertStore(mail),
    setToggle: setHarvestAlertActive(mail),
  })
}
