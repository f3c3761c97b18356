/**
 * What other domains may use of customers (decision 0051): the address a customer key names.
 */
export { customerEmailOf } from './customer-queries'
