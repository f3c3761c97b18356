/**
 * What other domains may use of checkout (decision 0051): a domain imports another only through
 * its public module, so what it offers is said here and the rest stays its own.
 */
export { buyerOf, ensureBuyer, isBuyerOf } from './buyer'
export type { Buyer } from './buyer'
export { checkoutDepsOf, type CheckoutDeps } from './checkout-deps'
export { claimIdempotencyKey } from './idempotency'
export { findOrder, orderPickupColumns, orderPickupOf, toOrderDetails } from './order-detail'
export type { OrderPickupColumns } from './order-detail'
export {
  ensurePayment,
  insertOrderWithItems,
  mergedQuantities,
  pricedLineOf,
  reserveLines,
  uniqueProducts,
} from './place-order-flow'
export type { PricedLine } from './place-order-flow'
export { admitUnpaidOrder } from './unpaid-holds'
export { balancePaidCents, cardDueCents, giveBackUnpaidOrderBalances } from './order-balances'
