import type { FastifyRequest } from 'fastify'
import type { OrderRow } from '#server/db/schema/orders'

/** Who is buying: the visitor (always) and the signed-in customer (when there is one). */
export interface Buyer {
  visitorId: string
  userId: string | null
}

export const isBuyerOf = (order: Pick<OrderRow, 'sessionId' | 'userId'>, buyer: Buyer) =>
  order.sessionId === buyer.visitorId || (buyer.userId !== null && order.userId === buyer.userId)

/** The buyer of this request without creating a session (null for a visitor without one). */
export async function buyerOf(request: FastifyRequest): Promise<Buyer | null> {
  const data = await request.session.get()
  return data ? { visitorId: data.visitorId, userId: data.userId ?? null } : null
}

/** The buyer of this request, creating a visitor session when there is none. */
export async function ensureBuyer(request: FastifyRequest): Promise<Buyer> {
  const data = await request.session.ensure()
  return { visitorId: data.visitorId, userId: data.userId ?? null }
}
