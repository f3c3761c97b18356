import type { FastifyInstance } from 'fastify'
import type { Db } from '#server/db/client'
import type { PaymentProvider } from '#server/providers/payments/payment-provider'

/**
 * What placing an order works with: the database, the payment provider (its kind is stored on the
 * order, and it opens the order's payment) and how many open unpaid orders one address may hold
 * (the shop's rate-limit factor, raised where many customers share an address), and the clock.
 */
export interface CheckoutDeps {
  db: Db
  payments: Pick<PaymentProvider, 'kind' | 'createPayment' | 'clientSecretFor'>
  rateLimitFactor: number
  /** The clock harvest cut-offs are read against. */
  now: () => Date
}

export const checkoutDepsOf = (app: FastifyInstance): CheckoutDeps => ({
  db: app.db,
  payments: app.payments,
  rateLimitFactor: app.config.rateLimitFactor,
  now: () => new Date(),
})
