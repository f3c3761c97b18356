import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddToCart } from '#contracts/cart'
import * as cartApi from '#contracts/cart-api'
import { listProducts } from '#contracts/catalog-api'
import { toast } from '../components/ui/use-toast'
import { callApi } from './api-client'
import { apiErrorMessage, parseApiError } from './api-request'
import { refetchCart } from './cart'
import { openCartDrawer } from './cart-drawer-request'

/* Adding to, changing and clearing the cart: loaded with the screens that do it, not the header. */

function failureToast(title: string) {
  return (error: unknown) => {
    toast({ title, description: apiErrorMessage(error), variant: 'destructive' })
  }
}

export function useAddToCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: AddToCart) => {
      return callApi(cartApi.addToCart, { body: input })
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
          predicate: (query) => String(query.queryKey[0]).startsWith(listProducts.path),
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
      const line = await callApi(cartApi.updateCartItem, { params: { id }, body: { quantity } })
      return line ?? null
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
      await callApi(cartApi.removeCartItem, { params: { id } })
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
      await callApi(cartApi.clearCart)
    },
    onSuccess: async () => {
      toast({ title: 'Cart Cleared' })
      await refetchCart(queryClient)
    },
    onError: failureToast('Failed to Clear Cart'),
  })
}
