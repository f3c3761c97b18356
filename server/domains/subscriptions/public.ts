/**
 * What other domains may use of subscriptions (decision 0051): a domain imports another only through
 * its public module, so what it offers is said here and the rest stays its own.
 */
export { handleStripeSubscriptionEvent } from './subscription-billing'
export { subscriptionDepsOf } from './subscription-deps'
export { farmTimeZone } from './subscription-records'
