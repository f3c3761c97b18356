import type { FastifyInstance } from 'fastify'
import * as checkoutApi from '#contracts/checkout-api'
import { route } from '#server/http/endpoint-route'
import { notFound } from '#server/http/http-error'
import { centsToDecimal } from '#server/lib/money'
import { saleTaxAnswer } from '#server/domains/sales-tax/public'
import { buyerOf, ensureBuyer, isBuyerOf } from './buyer'
import { checkoutDepsOf } from './checkout-deps'
import { findOrder, toOrderDetails } from './order-detail'
import { placeOrder, quoteCart } from './place-order-flow'
import { giftCardQuote, storeCreditQuote } from './order-balances'

export default async function checkoutRoutes(app: FastifyInstance) {
  const deps = checkoutDepsOf(app)

  route(app, checkoutApi.placeOrder, {
    config: { access: 'public', rateLimit: { max: 20, timeWindow: '10 minutes' } },
    handler: async (request, reply) => {
      const result = await placeOrder(deps, await ensureBuyer(request), request.body, request.ip)
      return reply.status(201).send(result)
    },
  })

  // Only the buyer (same visitor, or the signed-in customer who placed it) may read an order.
  route(app, checkoutApi.getOrder, {
    config: { access: 'public' },
    handler: async (request) => {
      const buyer = await buyerOf(request)
      const order = await findOrder(deps.db, request.params.id)
      if (!order || !buyer || !isBuyerOf(order, buyer)) throw notFound('Order not found')
      const [detail] = await toOrderDetails(deps.db, [order])
      return detail!
    },
  })

  route(app, checkoutApi.getCheckoutQuote, {
    config: { access: 'public' },
    handler: async (request) => {
      const buyer = await buyerOf(request)
      if (!buyer)
        return {
          itemCount: 0,
          subtotal: '0.00',
          shipping: null,
          tax: null,
          total: '0.00',
          storeCredit: null,
          giftCard: null,
          giftCardProblem: null,
          amountDue: '0.00',
          shippingProblem: null,
          blockedMethods: {},
          harvest: null,
        }
      const quote = await quoteCart(
        deps.db,
        buyer,
        request.query.shippingMethod,
        { zipCode: request.query.zipCode, state: request.query.state },
        deps.now(),
      )
      const totalCents =
        quote.subtotalCents + (quote.shippingCents ?? 0) + (quote.tax?.taxCents ?? 0)
      const giftCard = request.query.giftCardCode
        ? await giftCardQuote(deps.db, request.query.giftCardCode, totalCents, {
            address: request.ip,
            factor: deps.rateLimitFactor,
          })
        : { card: null, problem: null }
      const afterCardCents = totalCents - (giftCard.card?.appliedCents ?? 0)
      const credit = await storeCreditQuote(
        deps.db,
        buyer,
        afterCardCents,
        request.query.useStoreCredit ?? false,
      )
      return {
        itemCount: quote.itemCount,
        subtotal: centsToDecimal(quote.subtotalCents),
        shipping: quote.shippingCents === null ? null : centsToDecimal(quote.shippingCents),
        tax: quote.tax && saleTaxAnswer(quote.tax),
        total: centsToDecimal(totalCents),
        storeCredit: credit && {
          available: centsToDecimal(credit.availableCents),
          applied: centsToDecimal(credit.appliedCents),
        },
        giftCard: giftCard.card && {
          lastFour: giftCard.card.lastFour,
          applied: centsToDecimal(giftCard.card.appliedCents),
          balance: centsToDecimal(giftCard.card.balanceCents),
        },
        giftCardProblem: giftCard.problem,
        amountDue: centsToDecimal(afterCardCents - (credit?.appliedCents ?? 0)),
        shippingProblem: quote.problem,
        blockedMethods: quote.blockedMethods,
        harvest: quote.harvest && {
          date: quote.harvest.date,
          orderBy: quote.harvest.orderBy.toISOString(),
        },
      }
    },
  })
}
