import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  backInStockRequestSchema,
  backInStockResultSchema,
  backInStockSignUpMessage,
  backInStockUnsubscribeSchema,
} from '../../../contracts/back-in-stock'
import { productIdParamsSchema } from '../../../contracts/catalog'
import { HttpError } from '../../http/http-error'
import { requestBackInStockNotice, unsubscribeBackInStock } from './back-in-stock'

/** Sign-ups per address per 15 minutes (each can lead to an e-mail to someone). */
export const backInStockRateLimit = { max: 5, timeWindow: '15 minutes' }
/** Unsubscribe links per address per 15 minutes (tokens are 32 random bytes). */
export const backInStockLinkRateLimit = { max: 20, timeWindow: '15 minutes' }

export default async function backInStockRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.post(
    '/api/products/:id/back-in-stock',
    {
      config: { access: 'public', rateLimit: backInStockRateLimit },
      schema: {
        params: productIdParamsSchema,
        body: backInStockRequestSchema,
        response: { 202: backInStockResultSchema },
      },
    },
    async (request, reply) => {
      const { email, website } = request.body
      // honeypot: a bot filled the hidden field; answer the same and do nothing
      if (!website) await requestBackInStockNotice(app.db, request.params.id, email)
      return reply.status(202).send({ message: backInStockSignUpMessage })
    },
  )

  api.post(
    '/api/back-in-stock/unsubscribe',
    {
      config: { access: 'public', rateLimit: backInStockLinkRateLimit },
      schema: { body: backInStockUnsubscribeSchema, response: { 200: backInStockResultSchema } },
    },
    async (request) => {
      if (!(await unsubscribeBackInStock(app.db, request.body.token))) {
        throw new HttpError(400, 'INVALID_LINK', 'This unsubscribe link is not valid.', {
          token: 'Unknown link',
        })
      }
      return { message: "We won't send you back-in-stock e-mails any more." }
    },
  )
}
