import type { FastifyInstance } from 'fastify'
import { backInStockSignUpMessage } from '#contracts/back-in-stock'
import * as backInStockApi from '#contracts/back-in-stock-api'
import { route } from '#server/http/endpoint-route'
import { HttpError } from '#server/http/http-error'
import { requestBackInStockNotice, unsubscribeBackInStock } from './back-in-stock'

/** Sign-ups per address per 15 minutes (each can lead to an e-mail to someone). */
export const backInStockRateLimit = { max: 5, timeWindow: '15 minutes' }
/** Unsubscribe links per address per 15 minutes (tokens are 32 random bytes). */
export const backInStockLinkRateLimit = { max: 20, timeWindow: '15 minutes' }

export default async function backInStockRoutes(app: FastifyInstance) {
  route(app, backInStockApi.requestBackInStock, {
    config: { access: 'public', rateLimit: backInStockRateLimit },
    handler: async (request, reply) => {
      const { email, website } = request.body
      // honeypot: a bot filled the hidden field; answer the same and do nothing
      if (!website) await requestBackInStockNotice(app.db, request.params.id, email)
      return reply.status(202).send({ message: backInStockSignUpMessage })
    },
  })

  route(app, backInStockApi.unsubscribeBackInStock, {
    config: { access: 'public', rateLimit: backInStockLinkRateLimit },
    handler: async (request) => {
      if (!(await unsubscribeBackInStock(app.db, request.body.token))) {
        throw new HttpError(400, 'INVALID_LINK', 'This unsubscribe link is not valid.', {
          token: 'Unknown link',
        })
      }
      return { message: "We won't send you back-in-stock e-mails any more." }
    },
  })
}
