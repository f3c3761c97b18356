import type { FastifyInstance } from 'fastify'
import * as giftCardsApi from '#contracts/gift-cards-api'
import { route } from '#server/http/endpoint-route'
import { HttpError } from '#server/http/http-error'
import { checkoutDepsOf, ensureBuyer } from '#server/domains/checkout/public'
import { buyGiftCard } from './buy-gift-card'
import { findGiftCardByCode, noSuchGiftCard } from './gift-card-ledger'
import { balanceOf, issueGiftCard, listGiftCards, voidGiftCard } from './staff-gift-cards'

/** Buying a card, its balance page, and staff's list, issue and void. */
export default async function giftCardRoutes(app: FastifyInstance) {
  const checkout = checkoutDepsOf(app)

  route(app, giftCardsApi.buyGiftCard, {
    config: { access: 'public', rateLimit: { max: 20, timeWindow: '10 minutes' } },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await buyGiftCard(checkout, await ensureBuyer(request), request.body, request.ip)),
  })

  route(app, giftCardsApi.checkGiftCardBalance, {
    config: { access: 'public', rateLimit: { max: 30, timeWindow: '15 minutes' } },
    handler: async (request) => {
      const card = await findGiftCardByCode(app.db, request.body.code, {
        address: request.ip,
        factor: app.config.rateLimitFactor,
      })
      if (!card) throw new HttpError(404, 'NOT_FOUND', noSuchGiftCard, { code: noSuchGiftCard })
      return balanceOf(card)
    },
  })

  route(app, giftCardsApi.listGiftCards, {
    config: { access: 'staff' },
    handler: (request) => listGiftCards(app.db, request.query.q),
  })

  route(app, giftCardsApi.issueGiftCard, {
    config: { access: 'staff', auditAction: 'gift-card.issue' },
    handler: async (request, reply) => {
      const issued = await issueGiftCard(
        { db: app.db, mail: app.mail, publicUrl: app.config.publicUrl },
        { input: request.body, staff: request.currentStaff! },
      )
      // The audit keeps the card, never its code.
      request.audit.after = issued.card
      return reply.status(201).send(issued)
    },
  })

  route(app, giftCardsApi.voidGiftCard, {
    config: { access: 'staff', auditAction: 'gift-card.void' },
    handler: (request) => voidGiftCard(app.db, request.params.id, request.body.reason),
  })
}
