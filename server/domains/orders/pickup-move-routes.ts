import type { FastifyInstance } from 'fastify'
import * as pickupApi from '#contracts/pickup-locations-api'
import { route } from '#server/http/endpoint-route'
import { movePickup, readPickupMove } from './move-pickup'
import { orderDepsOf } from './order-deps'

/** Guessing tokens is slow: a link is tried at most this often from one address. */
const pickupLinkRateLimit = { max: 30, timeWindow: '15 minutes' }

/** The e-mailed pickup link of an order: its window, and a move to another before the cut-off. */
export default async function pickupMoveRoutes(app: FastifyInstance) {
  const deps = orderDepsOf(app)
  route(app, pickupApi.getPickupMove, {
    config: { access: 'public', rateLimit: pickupLinkRateLimit },
    handler: async (request) => readPickupMove(app.db, request.params.token),
  })
  route(app, pickupApi.movePickup, {
    config: { access: 'public', rateLimit: pickupLinkRateLimit },
    handler: async (request) => movePickup(deps, request.params.token, request.body),
  })
}
