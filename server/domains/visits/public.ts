/**
 * What other domains may use of visits (decision 0051): a domain imports another only through
 * its public module.
 */
export { datesBelowMinimum } from './head-count'
