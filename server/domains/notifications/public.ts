/**
 * What other domains may use of notifications (decision 0051): a domain imports another only through
 * its public module, so what it offers is said here and the rest stays its own.
 */
export type { MailMessage } from './mail-transport'
export type { Jobs, Mail } from './notifications-plugin'
