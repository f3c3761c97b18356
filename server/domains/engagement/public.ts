/**
 * What other domains may use of engagement (decision 0051): a domain imports another only through
 * its public module, so what it offers is said here and the rest stays its own.
 */
export { farmNotificationAddress } from './contact-service'
export { leaveNewsletter, newsletterConsent, subscribeToNewsletter } from './newsletter-service'
