import type { FastifyInstance } from 'fastify'
import * as productWaitlistApi from '#contracts/product-waitlist-api'
import { route } from '#server/http/endpoint-route'
import { cartOwnerOf } from '#server/domains/cart/public'
import { every } from '#server/jobs/job-engine'
import { backInStockMailOf } from './back-in-stock'
import { backInStockRateLimit } from './back-in-stock-routes'
import {
  claimProductWaitlistOffer,
  joinProductWaitlist,
  leaveProductWaitlist,
  passProductWaitlistOffers,
  productWaitlist,
  readProductWaitlistEntry,
  removeProductWaitlistEntry,
} from './product-waitlist'

/** Guessing links is slow: the token routes share one budget per address. */
const waitlistLinkRateLimit = { max: 60, timeWindow: '15 minutes' }

/** Waitlists of sold-out products whose offers hold the stock (issue 26, decision 0067). */
export default async function productWaitlistRoutes(app: FastifyInstance) {
  const stockMail = backInStockMailOf(app)
  app.jobs.schedule(
    {
      type: 'catalog.product-waitlist-offers',
      label: 'Product waitlist offers',
      cron: every.minute,
    },
    async () => {
      await passProductWaitlistOffers(app.db, stockMail)
    },
  )

  route(app, productWaitlistApi.joinProductWaitlist, {
    config: { access: 'public', rateLimit: backInStockRateLimit },
    handler: async (request, reply) => {
      const { website, ...join } = request.body
      // A honeypot-filled join is answered like a real one; nothing is stored or sent.
      if (website) {
        return reply.status(201).send({
          token: 'p0.received',
          entry: {
            status: 'waiting' as const,
            customerName: join.customerName,
            productId: request.params.id,
            productName: '',
            quantity: join.quantity,
            ahead: 0,
            offerExpiresAt: null,
          },
        })
      }
      const userId = (await request.session.get())?.userId ?? null
      const joined = await joinProductWaitlist(app.db, stockMail, request.params.id, join, userId)
      return reply.status(201).send(joined)
    },
  })

  route(app, productWaitlistApi.getProductWaitlistEntry, {
    config: { access: 'public', rateLimit: waitlistLinkRateLimit },
    handler: async (request) => readProductWaitlistEntry(app.db, request.params.token),
  })

  route(app, productWaitlistApi.claimProductWaitlistOffer, {
    config: { access: 'public', rateLimit: waitlistLinkRateLimit },
    handler: async (request) => {
      // The session is written outside the claim's transaction (the embedded database has one
      // connection); a refused claim leaves only an empty visitor session.
      const owner = cartOwnerOf(await request.session.ensure())
      return claimProductWaitlistOffer(app.db, request.params.token, owner)
    },
  })

  route(app, productWaitlistApi.leaveProductWaitlist, {
    config: { access: 'public', rateLimit: waitlistLinkRateLimit },
    handler: async (request) => leaveProductWaitlist(app.db, stockMail, request.params.token),
  })

  route(app, productWaitlistApi.listProductWaitlist, {
    config: { access: 'staff' },
    handler: async (request) => productWaitlist(app.db, request.params.id),
  })

  route(app, productWaitlistApi.removeProductWaitlistEntry, {
    config: { access: 'staff' },
    handler: async (request) =>
      productWaitlist(
        app.db,
        await removeProductWaitlistEntry(app.db, stockMail, request.params.id),
      ),
  })
}
