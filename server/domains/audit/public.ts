/**
 * What other domains may use of audit (decision 0051): a domain imports another only through
 * its public module, so what it offers is said here and the rest stays its own.
 */
export { recordAudit } from './audit-plugin'
