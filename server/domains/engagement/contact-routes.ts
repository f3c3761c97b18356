import type { FastifyInstance } from 'fastify'
import * as engagementApi from '#contracts/engagement-api'
import { route } from '#server/http/endpoint-route'
import { receiveContactMessage } from './contact-service'

/** Five messages per address per 15 minutes: plenty for a person, little for a spammer. */
export const contactRateLimit = { max: 5, timeWindow: '15 minutes' }

export default async function contactRoutes(app: FastifyInstance) {
  route(app, engagementApi.sendContactMessage, {
    config: { access: 'public', rateLimit: contactRateLimit },
    handler: async (request, reply) => {
      const { website, ...message } = request.body
      // Honeypot: a bot filled the hidden field. Answer as usual, store and send nothing.
      if (!website) {
        await receiveContactMessage(app.db, message, (mail, options) =>
          app.mail.queue(mail, options),
        )
      }
      return reply.status(201).send({ message: 'Message received' })
    },
  })
}
