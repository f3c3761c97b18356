import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Product } from '#contracts/catalog'
import * as catalogApi from '#contracts/catalog-api'
import {
  helpfulVoteSchema,
  submittedReviewSchema,
  type NewReview,
  type Review,
  type SubmittedReview,
} from '#contracts/reviews'
import * as reviewsApi from '#contracts/reviews-api'
import { apiKey, apiQuery, callApi } from '#web/lib/api-client'

/** GET /api/products/{id}, checked against the shared contract. */
export const productDetailQuery = (id: number) =>
  apiQuery(catalogApi.getProduct, { params: { id } }, { parse: true })

/** GET /api/products/{id}/reviews, newest first. */
export const productReviewsQuery = (productId: number) =>
  apiQuery(reviewsApi.listProductReviews, { params: { id: productId } }, { parse: true })

const reviewsKey = (productId: number) =>
  apiKey(reviewsApi.listProductReviews, { params: { id: productId } })

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
      queryClient
        .getQueryData<Product[]>(apiKey(catalogApi.listProducts))
        ?.find((product) => product.id === id),
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
    mutationFn: async (review: NewReview): Promise<SubmittedReview> =>
      submittedReviewSchema.parse(
        await callApi(reviewsApi.submitReview, {
          params: { id: productId },
          body: { ...review, productId },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(productId) }),
  })
}

/** POST /api/reviews/{id}/helpful; the server counts one vote per visitor. Refreshes the list. */
export function useHelpfulVote(productId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (reviewId: number) => {
      const vote = await callApi(reviewsApi.voteReviewHelpful, { params: { id: reviewId } })
      return { reviewId, ...helpfulVoteSchema.parse(vote) }
    },
    onSuccess: async ({ reviewId, helpful }) => {
      queryClient.setQueryData<Review[]>(reviewsKey(productId), (list) =>
        list?.map((review) => (review.id === reviewId ? { ...review, helpful } : review)),
      )
      await queryClient.invalidateQueries({ queryKey: reviewsKey(productId) })
    },
  })
}
