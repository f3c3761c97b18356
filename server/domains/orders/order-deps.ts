import type { FastifyInstance } from 'fastify'
import { backInStockMailOf, type BackInStockMailContext } from '#server/domains/catalog/public'
import type { Jobs } from '#server/domains/notifications/public'
import type { RefundDeps } from './order-refunds'

/**
 * What the orders domain's use cases work with. Routes and jobs take it from the app once
 * (`orderDepsOf`); a use case names the part it uses, and a test can hand it its own.
 */
export interface OrderDeps extends RefundDeps {
  jobs: Pick<Jobs, 'enqueue'>
  publicUrl: string
  /** How the people waiting for a product that comes back in stock are e-mailed. */
  backInStock: BackInStockMailContext
}

export const orderDepsOf = (app: FastifyInstance): OrderDeps => ({
  db: app.db,
  mail: app.mail,
  jobs: app.jobs,
  payments: app.payments,
  log: app.log,
  publicUrl: app.config.publicUrl,
  backInStock: backInStockMailOf(app),
})
