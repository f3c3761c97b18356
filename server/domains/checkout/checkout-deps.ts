import type { FastifyInstance } from 'fastify'
import type { Db } from '#server/db/client'
import type { PaymentProvider } from '#server/providers/payments/payment-provider'
import { recordPaymentSucceeded } from '#server/domains/payments/public'
import { backInStockMailOf, type BackInStockMailContext } from '#server/domains/catalog/public'

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
  /**
   * Records an order as paid in full, in the caller's transaction: one that store credit paid
   * entirely (decision 0065) is confirmed without a card.
   */
  recordPaid: (tx: Db, orderId: number) => Promise<unknown>
  /** E-mails offers of units a claimed waitlist hold did not need (decision 0067). */
  stockMail: BackInStockMailContext
}

export const checkoutDepsOf = (app: FastifyInstance): CheckoutDeps => ({
  db: app.db,
  payments: app.payments,
  rateLimitFactor: app.config.rateLimitFactor,
  now: () => new Date(),
  stockMail: backInStockMailOf(app),
  recordPaid: (tx, orderId) =>
    recordPaymentSucceeded(
      { db: app.db, mail: app.mail, publicUrl: app.config.publicUrl },
      orderId,
      tx,
    ),
})
