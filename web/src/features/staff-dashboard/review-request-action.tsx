import { useMutation } from '@tanstack/react-query'
import { MessageSquareHeart } from 'lucide-react'
import type { OrderDetail } from '#contracts/checkout'
import * as orderAdminApi from '#contracts/order-admin-api'
import { Button } from '#web/components/ui/button'
import { Spinner } from '#web/components/ui/spinner'
import { toast } from '#web/components/ui/use-toast'
import { callApi } from '#web/lib/api-client'
import { apiErrorMessage } from '#web/lib/api-request'

/**
 * A delivered order's review links, e-mailed now instead of when the days after delivery are
 * over (decision 0042); the server refuses a refunded order and a second request.
 */
export function ReviewRequestAction({ order }: { order: Pick<OrderDetail, 'id' | 'status'> }) {
  const send = useMutation({
    mutationFn: () => callApi(orderAdminApi.sendReviewRequest, { params: { id: order.id } }),
    onSuccess: ({ to }) =>
      toast({ title: 'Review request sent', description: `Review links e-mailed to ${to}.` }),
    onError: (error) =>
      toast({
        title: 'Failed to send review request',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  })
  if (order.status !== 'delivered') return null
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Ask for a review now, order #${order.id}`}
      disabled={send.isPending}
      onClick={() => send.mutate()}
    >
      {send.isPending ? (
        <Spinner size="sm" label="Sending" className="[&_svg]:text-current" />
      ) : (
        <MessageSquareHeart aria-hidden="true" />
      )}
      Ask for a Review Now
    </Button>
  )
}
