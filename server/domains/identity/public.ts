/**
 * What other domains may use of identity (decision 0051): a domain imports another only through
 * its public module, so what it offers is said here and the rest stays its own.
 */
export type { SessionData } from './session-plugin'
export { findUser } from './customer-sign-in'
