import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { reviewLinkQueryParam, type ReviewLink } from '#contracts/reviews'
import * as reviewsApi from '#contracts/reviews-api'
import { toast } from '#web/components/ui/use-toast'
import { apiQuery } from '#web/lib/api-client'
import { apiErrorMessage } from '#web/lib/api-request'

/** An open review link of this product: its token and what it prefills the form with. */
export type ReviewLinkPrefill = ReviewLink & { token: string }

/**
 * The review link a buyer followed from the e-mail sent after payment
 * (`/products/:id?review=<token>`): looked up once; a spent or expired link says so in a toast.
 * `forget` takes the token out of the address (after the review is sent).
 */
export function useReviewLinkFromUrl(productId: number) {
  const [searchParams, setSearchParams] = useSearchParams()
  const token = searchParams.get(reviewLinkQueryParam)
  const query = useQuery({
    ...apiQuery(reviewsApi.getReviewLink, { params: { token: token ?? '' } }, { parse: true }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  })

  const forget = () =>
    setSearchParams(
      (params) => {
        params.delete(reviewLinkQueryParam)
        return params
      },
      { replace: true },
    )

  const failed = query.isError
  useEffect(() => {
    if (!failed) return
    toast({
      title: 'Failed to open review link',
      description: apiErrorMessage(query.error),
      variant: 'destructive',
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed link
  }, [failed])

  const link: ReviewLinkPrefill | null =
    token && query.data?.productId === productId ? { ...query.data, token } : null
  return { link, forget }
}
