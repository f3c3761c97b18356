import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { AddToCart, CartItem } from '../../../contracts/cart'
import { toast } from '../components/ui/use-toast'
import { apiErrorMessage, apiRequest, parseApiError } from './api-request'
import { openCartDrawer } from './cart-drawer-request'
import { amountToCents, centsToAmount } from './format-money'

/*
 * The cart, shared by the header button, product cards, product detail and checkout.
 * This module is in the first screen's JavaScript (the header shows the count): types only from
 * contracts/cart.ts, so zod stays out.
 */

export type { CartItem }

export const cartQueryKey = ['/api/cart'] as const

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

function failureToast(title: string) {
  return (error: unknown) => {
    toast({ title, description: apiErrorMessage(error), variant: 'destructive' })
  }
}

export function useAddToCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: AddToCart) => {
      const response = await apiRequest('POST', '/api/cart', input)
      return (await response.json()) as CartItem
    },
    onSuccess: async () => {
      toast({
        title: 'Added to Cart',
        action: {
          label: 'View cart',
          altText: 'Open the cart from the header',
          onClick: openCartDrawer,
        },
      })
      await refetchCart(queryClient)
    },
    onError: (error) => {
      failureToast('Failed to Add to Cart')(error)
      // Stock changed since the list was loaded: show the products as they are now.
      if (parseApiError(error).code === 'OUT_OF_STOCK') {
        // The list and every product page (keys like '/api/products/5') may show stale stock.
        void queryClient.invalidateQueries({
          predicate: (query) => String(query.queryKey[0]).startsWith('/api/products'),
        })
      }
    },
  })
}

/** PUT /api/cart/{id}; a quantity of 0 or less removes the line (answers null). */
export function useUpdateCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, quantity }: { id: number; quantity: number }) => {
      const response = await apiRequest('PUT', `/api/cart/${id}`, { quantity })
      return response.status === 204 ? null : ((await response.json()) as CartItem)
    },
    onSuccess: async (line) => {
      if (line === null) toast({ title: 'Removed from Cart' })
      await refetchCart(queryClient)
    },
    onError: async (error) => {
      failureToast('Failed to Update Cart')(error)
      await refetchCart(queryClient)
    },
  })
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/cart/${id}`)
    },
    onSuccess: async () => {
      toast({ title: 'Removed from Cart' })
      await refetchCart(queryClient)
    },
    onError: async (error) => {
      failureToast('Failed to Remove from Cart')(error)
      await refetchCart(queryClient)
    },
  })
}

export function useClearCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/cart')
    },
    onSuccess: async () => {
      toast({ title: 'Cart Cleared' })
      await refetchCart(queryClient)
    },
    onError: failureToast('Failed to Clear Cart'),
  })
}
