import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { productSchema, type Product } from '#contracts/catalog'
import {
  helpfulVoteSchema,
  reviewListSchema,
  submittedReviewSchema,
  type NewReview,
  type Review,
  type SubmittedReview,
} from '#contracts/reviews'
import { apiRequest, getQueryFn } from '#web/lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

export const productUrl = (id: number) => `/api/products/${id}`
export const reviewsUrl = (productId: number) => `/api/products/${productId}/reviews`

/** GET /api/products/{id}, checked against the shared contract. */
export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [productUrl(id)],
    queryFn: async (context): Promise<Product> => productSchema.parse(await fetchJson(context)),
  })

/** GET /api/products/{id}/reviews, newest first. */
export const productReviewsQuery = (productId: number) =>
  queryOptions({
    queryKey: [reviewsUrl(productId)],
    queryFn: async (context): Promise<Review[]> => reviewListSchema.parse(await fetchJson(context)),
  })

/**
 * The product, shown at once from the products list when it is cached (coming from a card),
 * while its own answer loads.
 */
export function useProductDetail(id: number | null) {
  const queryClient = useQueryClient()
  return useQuery({
    ...productDetailQuery(id ?? 0),
    enabled: id !== null,
    placeholderData: () =>
      queryClient.getQueryData<Product[]>(['/api/products'])?.find((product) => product.id === id),
  })
}

export function useProductReviews(productId: number | null) {
  return useQuery({ ...productReviewsQuery(productId ?? 0), enabled: productId !== null })
}

/**
 * POST /api/products/{id}/reviews; the list is refetched afterwards (a Verified Purchase shows at
 * once, any other review once staff approve it: the answer says which).
 */
export function useSubmitReview(productId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (review: NewReview): Promise<SubmittedReview> => {
      const response = await apiRequest('POST', reviewsUrl(productId), { ...review, productId })
      return submittedReviewSchema.parse(await response.json())
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [reviewsUrl(productId)] }),
  })
}

/** POST /api/reviews/{id}/helpful; the server counts one vote per visitor. Refreshes the list. */
export function useHelpfulVote(productId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (reviewId: number) => {
      const response = await apiRequest('POST', `/api/reviews/${reviewId}/helpful`)
      return { reviewId, ...helpfulVoteSchema.parse(await response.json()) }
    },
    onSuccess: async ({ reviewId, helpful }) => {
      queryClient.setQueryData<Review[]>([reviewsUrl(productId)], (list) =>
        list?.map((review) => (review.id === reviewId ? { ...review, helpful } : review)),
      )
      await queryClient.invalidateQueries({ queryKey: [reviewsUrl(productId)] })
    },
  })
}
