/*
 * Asks the header's cart button to open the cart drawer, from anywhere (e.g. the 'View cart'
 * action of the 'Added to Cart' toast). A window event keeps the two sides apart: the drawer's
 * code loads only when it opens.
 */

const OPEN_CART_DRAWER_EVENT = 'groveside:open-cart-drawer'

export function openCartDrawer() {
  window.dispatchEvent(new Event(OPEN_CART_DRAWER_EVENT))
}

/** Calls `listener` whenever something asks for the drawer; answers the unsubscribe function. */
export function onCartDrawerRequest(listener: () => void) {
  window.addEventListener(OPEN_CART_DRAWER_EVENT, listener)
  return () => window.removeEventListener(OPEN_CART_DRAWER_EVENT, listener)
}
