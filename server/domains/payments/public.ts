/**
 * What other domains may use of payments (decision 0051): a domain imports another only through
 * its public module, so what it offers is said here and the rest stays its own. The payment
 * providers themselves (test mode, Stripe) are in server/providers/payments.
 */
export { declinedMessage, recordPaymentSucceeded } from './payment-outcomes'
