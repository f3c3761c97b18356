/**
 * What other domains may use of catalog (decision 0051): a domain imports another only through
 * its public module, so what it offers is said here and the rest stays its own.
 */
export { backInStockMailOf } from './back-in-stock'
export type { BackInStockMailContext } from './back-in-stock'
export { releaseOrderStock } from './order-stock'
export { reserveStock } from './stock'
export { harvestScheduleOf, shipsToOf } from './product-queries'
export { bindWaitlistHolds, liveWaitlistHolds, takeWaitlistHold } from './product-waitlist'
