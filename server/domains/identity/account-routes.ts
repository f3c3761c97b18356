import type { FastifyInstance } from 'fastify'
import * as identityApi from '#contracts/identity-api'
import { route } from '#server/http/endpoint-route'
import { conflict, unauthorized } from '#server/http/http-error'
import { changeEmailPreferences, emailPreferencesOf, updateProfile } from './account-service'
import { findUser, toUserContract } from './customer-sign-in'

/** Newsletter confirmations a customer can set off from the account per 15 minutes. */
export const emailPreferencesRateLimit = { max: 10, timeWindow: '15 minutes' }

/**
 * The signed-in customer's own account (issue 22): the name the shop greets them by, and the
 * farm's e-mails to their address (account-service.ts).
 */
export default async function accountRoutes(app: FastifyInstance) {
  const customerOf = async (userId: string) => {
    const user = await findUser(app.db, userId)
    if (!user) throw unauthorized()
    return user
  }

  route(app, identityApi.updateProfile, {
    config: { access: 'customer' },
    handler: async (request) => {
      const user = await updateProfile(app.db, request.currentUserId!, request.body)
      if (!user) throw unauthorized()
      return toUserContract(user)
    },
  })

  route(app, identityApi.getEmailPreferences, {
    config: { access: 'customer' },
    handler: async (request) =>
      emailPreferencesOf(app.db, (await customerOf(request.currentUserId!)).email),
  })

  route(app, identityApi.setEmailPreferences, {
    config: { access: 'customer', rateLimit: emailPreferencesRateLimit },
    handler: async (request) => {
      const { email } = await customerOf(request.currentUserId!)
      if (!email) {
        throw conflict('NO_EMAIL', 'Your account has no e-mail address to send to.')
      }
      return changeEmailPreferences(
        {
          db: app.db,
          newsletterMailer: {
            publicUrl: app.config.publicUrl,
            queueMail: (message, options) => app.mail.queue(message, options),
          },
        },
        email,
        request.body,
      )
    },
  })
}
