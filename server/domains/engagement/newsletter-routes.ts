import type { FastifyInstance } from 'fastify'
import type { NewsletterSubscribeResult } from '#contracts/engagement'
import * as engagementApi from '#contracts/engagement-api'
import { route } from '#server/http/endpoint-route'
import { HttpError } from '#server/http/http-error'
import {
  confirmNewsletterSubscription,
  purgeSpentConfirmationTokens,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  type NewsletterMailContext,
} from './newsletter-service'
import { every } from '#server/jobs/job-engine'

/** Sign-ups per address per 15 minutes (each can send an e-mail to someone). */
export const newsletterSubscribeRateLimit = { max: 5, timeWindow: '15 minutes' }
/** Link follow-ups per address per 15 minutes (tokens are 32 random bytes; this only slows scripts). */
export const newsletterLinkRateLimit = { max: 20, timeWindow: '15 minutes' }

/** The one answer to every sign-up: it must not tell whether the address is on the list. */
const signUpAnswer: NewsletterSubscribeResult = {
  status: 'pending',
  message: 'Thank you for subscribing! Please check your inbox to confirm your subscription.',
}

export default async function newsletterRoutes(app: FastifyInstance) {
  const mailContext: NewsletterMailContext = {
    publicUrl: app.config.publicUrl,
    queueMail: (message, options) => app.mail.queue(message, options),
  }

  app.jobs.schedule(
    { type: 'newsletter-tokens.purge', label: 'Newsletter links clean-up', cron: every.day },
    () => purgeSpentConfirmationTokens(app.db),
  )

  route(app, engagementApi.subscribeToNewsletter, {
    config: { access: 'public', rateLimit: newsletterSubscribeRateLimit },
    handler: async (request) => {
      const { email, website } = request.body
      if (website) return signUpAnswer // honeypot: a bot filled the hidden field; do nothing
      await subscribeToNewsletter(app.db, email, mailContext)
      return signUpAnswer
    },
  })

  route(app, engagementApi.confirmNewsletter, {
    config: { access: 'public', rateLimit: newsletterLinkRateLimit },
    handler: async (request) => {
      const confirmed = await confirmNewsletterSubscription(app.db, request.body.token, mailContext)
      if (!confirmed) {
        throw new HttpError(
          400,
          'INVALID_LINK',
          'This confirmation link has expired or has already been used.',
          {
            token: 'Expired or already used',
          },
        )
      }
      return { message: 'Your subscription is confirmed. Welcome to our newsletter!' }
    },
  })

  route(app, engagementApi.unsubscribeFromNewsletter, {
    config: { access: 'public', rateLimit: newsletterLinkRateLimit },
    handler: async (request) => {
      const unsubscribed = await unsubscribeFromNewsletter(app.db, request.body.token)
      if (!unsubscribed) {
        throw new HttpError(400, 'INVALID_LINK', 'This unsubscribe link is not valid.', {
          token: 'Unknown link',
        })
      }
      return {
        message:
          "We won't send you our newsletter any more. Changed your mind? You can sign up again any time.",
      }
    },
  })
}
