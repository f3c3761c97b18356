/**
 * What other domains may use of shipping (decision 0051): a domain imports another only through
 * its public module, so what it offers is said here and the rest stays its own.
 */
export {
  deliveryZipCodes,
  findShippingOption,
  listAvailableShippingOptions,
  shippingMethodNamer,
} from './shipping-queries'
export { perishableRefusal, quoteShipping } from './shipping-rules'
