import type { FastifyInstance } from 'fastify'
import type { PickYourOwnSlot } from '#contracts/visits'
import type { WaitlistJoin } from '#contracts/waitlists'
import * as waitlistsApi from '#contracts/waitlists-api'
import { route } from '#server/http/endpoint-route'
import { notFound } from '#server/http/http-error'
import { every } from '#server/jobs/job-engine'
import { getSlot } from './pick-your-own-service'
import { visitDepsOf } from './visit-deps'
import { visitBookingRateLimit } from './visit-routes'
import {
  claimWaitlistOffer,
  joinWaitlist,
  leaveWaitlist,
  passWaitlistOffers,
  readWaitlistEntry,
  placeWaitlist,
  removeWaitlistEntry,
} from './waitlist-service'

/** A honeypot-filled join: answered like a real entry; nothing is stored or sent. */
const honeypotAnswer = (
  join: Pick<WaitlistJoin, 'customerName' | 'numberOfPeople'>,
  place: { slot?: PickYourOwnSlot },
) => ({
  token: 'w0.received',
  entry: {
    status: 'waiting' as const,
    customerName: join.customerName,
    numberOfPeople: join.numberOfPeople,
    ahead: 0,
    offerExpiresAt: null,
    slot: place.slot ?? null,
    event: null,
    bookingToken: null,
  },
})

/** Guessing links is slow: the token routes share one budget per address. */
const waitlistLinkRateLimit = { max: 60, timeWindow: '15 minutes' }

/** Waitlists of full pick-your-own sessions and event dates (issue 26, decision 0057). */
export default async function waitlistRoutes(app: FastifyInstance) {
  const deps = visitDepsOf(app)
  app.jobs.schedule(
    { type: 'visits.waitlist-offers', label: 'Waitlist offers', cron: every.minute },
    async () => {
      await passWaitlistOffers(deps)
    },
  )

  route(app, waitlistsApi.joinPickYourOwnWaitlist, {
    config: { access: 'public', rateLimit: visitBookingRateLimit },
    handler: async (request, reply) => {
      const { website, ...join } = request.body
      if (website) {
        const slot = await getSlot(app.db, request.params.id)
        if (!slot) throw notFound('Session not found')
        return reply.status(201).send(honeypotAnswer(join, { slot }))
      }
      const userId = (await request.session.get())?.userId ?? null
      return reply
        .status(201)
        .send(await joinWaitlist(deps, { slotId: request.params.id }, join, userId))
    },
  })

  route(app, waitlistsApi.joinEventWaitlist, {
    config: { access: 'public', rateLimit: visitBookingRateLimit },
    handler: async (request, reply) => {
      const { website, eventDate, ...join } = request.body
      const key = { farmEventId: request.params.id, eventDate }
      if (website) return reply.status(201).send(honeypotAnswer(join, {}))
      const userId = (await request.session.get())?.userId ?? null
      return reply.status(201).send(await joinWaitlist(deps, key, join, userId))
    },
  })

  route(app, waitlistsApi.getWaitlistEntry, {
    config: { access: 'public', rateLimit: waitlistLinkRateLimit },
    handler: async (request) => readWaitlistEntry(app.db, request.params.token),
  })

  route(app, waitlistsApi.claimWaitlistOffer, {
    config: { access: 'public', rateLimit: waitlistLinkRateLimit },
    handler: async (request) => claimWaitlistOffer(deps, request.params.token),
  })

  route(app, waitlistsApi.leaveWaitlist, {
    config: { access: 'public', rateLimit: waitlistLinkRateLimit },
    handler: async (request) => leaveWaitlist(deps, request.params.token),
  })

  route(app, waitlistsApi.listSlotWaitlist, {
    config: { access: 'staff' },
    handler: async (request) => placeWaitlist(app.db, { slotId: request.params.id }),
  })

  route(app, waitlistsApi.listEventDateWaitlist, {
    config: { access: 'staff' },
    handler: async (request) =>
      placeWaitlist(app.db, { farmEventId: request.params.id, eventDate: request.params.date }),
  })

  route(app, waitlistsApi.removeWaitlistEntry, {
    config: { access: 'staff' },
    handler: async (request) => {
      return placeWaitlist(app.db, await removeWaitlistEntry(deps, request.params.id))
    },
  })
}
