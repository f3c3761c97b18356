import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { CartItem } from '#contracts/cart'
import type * as cartApi from '#contracts/cart-api'
import type { FirstScreenKey } from './first-screen-key'

/*
 * The cart, shared by the header button, product cards, product detail and checkout.
 * This module is in the first screen's JavaScript (the header shows the count): types only from
 * contracts/, so zod stays out. Changing the cart is in cart-changes.ts.
 */

export type { CartItem }

/** The header reads the cart on the first screen: its key names the endpoint by type only (zod stays out). */
export const cartQueryKey = ['/api/cart'] as const satisfies FirstScreenKey<typeof cartApi.getCart>

/** Most of one product a line may hold; the server enforces it (contracts/cart.ts maxCartLineQuantity). */
export const MAX_LINE_QUANTITY = 99

/** The most of a product one line may hold: 99, or its stock when the farm counts it (as the server). */
export function cartLineLimit(product: { stockQuantity?: number | null }): number {
  return Math.min(MAX_LINE_QUANTITY, product.stockQuantity ?? MAX_LINE_QUANTITY)
}

/** GET /api/cart; the one query refetched when the window regains focus (spec 1 §7, §9). */
export function useCart() {
  return useQuery<CartItem[]>({ queryKey: cartQueryKey, refetchOnWindowFocus: true })
}

/** Spec 1 §9: the cart count is the sum of quantities. */
export function cartCount(items: readonly Pick<CartItem, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/**
 * Reads the cart again after a change. TanStack Query joins a read under way when the query holds
 * no data yet, and that read may have left before the change (the header's first read, racing a
 * tap replayed at hydration, goes without the cookie the first add sets): then the cart is read
 * once more after it.
 */
export async function refetchCart(queryClient: QueryClient) {
  const state = queryClient.getQueryState(cartQueryKey)
  const joinsEarlierRead = state?.fetchStatus === 'fetching' && state.data === undefined
  await queryClient.invalidateQueries({ queryKey: cartQueryKey })
  if (joinsEarlierRead) await queryClient.invalidateQueries({ queryKey: cartQueryKey })
}
