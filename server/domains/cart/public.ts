/**
 * What other domains may use of the cart (decision 0051): a domain imports another only through
 * its public module.
 */
export { cartOwnerOf, putHeldUnitsInCart } from './cart-service'
export type { CartOwner } from './cart-service'
