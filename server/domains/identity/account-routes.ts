import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { eq } from 'drizzle-orm'
import {
  accountProfileSchema,
  emailPreferencesInputSchema,
  emailPreferencesSchema,
  userSchema,
  type EmailPreferences,
} from '../../../contracts/identity'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/identity'
import { badRequest, conflict, unauthorized } from '../../http/http-error'
import {
  leaveNewsletter,
  newsletterConsent,
  subscribeToNewsletter,
} from '../engagement/newsletter-service'
import {
  harvestAlertConsent,
  stopHarvestAlerts,
} from '../harvest-alerts/harvest-alert-subscriptions'
import { findUser, toUserContract } from './customer-sign-in'

/** Newsletter confirmations a customer can set off from the account per 15 minutes. */
export const emailPreferencesRateLimit = { max: 10, timeWindow: '15 minutes' }

async function preferencesOf(db: Db, email: string | null): Promise<EmailPreferences> {
  if (!email) {
    return { email: null, newsletter: 'off', harvestAlerts: 'off', harvestAlertProducts: [] }
  }
  const [newsletter, alerts] = await Promise.all([
    newsletterConsent(db, email),
    harvestAlertConsent(db, email),
  ])
  return {
    email,
    newsletter,
    harvestAlerts: alerts.consent,
    harvestAlertProducts: alerts.products,
  }
}

/**
 * The signed-in customer's own account (issue 22): the name the shop greets them by, and the
 * farm's e-mails to their address. The mailing lists stay double opt-in: switching the newsletter
 * on e-mails its confirmation link, as the sign-up form does; switching a list off is at once.
 */
export default async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  const customerOf = async (userId: string) => {
    const user = await findUser(app.db, userId)
    if (!user) throw unauthorized()
    return user
  }

  api.patch(
    '/api/account/profile',
    {
      config: { access: 'customer' },
      schema: { body: accountProfileSchema, response: { 200: userSchema } },
    },
    async (request) => {
      const [user] = await app.db
        .update(users)
        .set({ ...request.body, updatedAt: new Date() })
        .where(eq(users.id, request.currentUserId!))
        .returning()
      if (!user) throw unauthorized()
      return toUserContract(user)
    },
  )

  api.get(
    '/api/account/email-preferences',
    { config: { access: 'customer' }, schema: { response: { 200: emailPreferencesSchema } } },
    async (request) => preferencesOf(app.db, (await customerOf(request.currentUserId!)).email),
  )

  api.put(
    '/api/account/email-preferences',
    {
      config: { access: 'customer', rateLimit: emailPreferencesRateLimit },
      schema: { body: emailPreferencesInputSchema, response: { 200: emailPreferencesSchema } },
    },
    async (request) => {
      const { email } = await customerOf(request.currentUserId!)
      if (!email) {
        throw conflict('NO_EMAIL', 'Your account has no e-mail address to send to.')
      }
      const current = await preferencesOf(app.db, email)
      if (request.body.harvestAlerts && current.harvestAlerts === 'off') {
        const message = 'Choose the products you want to hear about on the Harvest Alerts page.'
        throw badRequest(message, { harvestAlerts: message })
      }
      if (!request.body.harvestAlerts && current.harvestAlerts !== 'off') {
        await stopHarvestAlerts(app.db, email)
      }
      if (request.body.newsletter && current.newsletter === 'off') {
        await subscribeToNewsletter(app.db, email, {
          publicUrl: app.config.publicUrl,
          queueMail: (message, options) => app.mail.queue(message, options),
        })
      }
      if (!request.body.newsletter && current.newsletter !== 'off') {
        await leaveNewsletter(app.db, email)
      }
      return preferencesOf(app.db, email)
    },
  )
}
