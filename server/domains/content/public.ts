/**
 * What other domains may use of content (decision 0051): a domain imports another only through
 * its public module, so what it offers is said here and the rest stays its own.
 */
export { readSiteTexts } from './site-content-cache'
