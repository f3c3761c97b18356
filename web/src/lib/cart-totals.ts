import type { CartItem } from '#contracts/cart'
import { amountToCents, centsToAmount } from './format-money'

/** A line's price times its quantity, as a two-decimal string. */
export function lineTotal(item: Pick<CartItem, 'quantity' | 'product'>): string {
  return centsToAmount(amountToCents(item.product.price) * item.quantity)
}

/** Spec 1 §9: the cart total is the sum of price times quantity (added up in cents). */
export function cartTotal(items: readonly Pick<CartItem, 'quantity' | 'product'>[]): string {
  return centsToAmount(
    items.reduce((sum, item) => sum + amountToCents(item.product.price) * item.quantity, 0),
  )
}
