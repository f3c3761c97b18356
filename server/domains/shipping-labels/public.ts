/**
 * What other domains may use of shipping-labels (decision 0051): a domain imports another only through
 * its public module, so what it offers is said here and the rest stays its own.
 */
export { trackingOfOrders } from './order-tracking'
export { shippedMail } from './shipping-label-mail'
