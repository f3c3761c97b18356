import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as orderAdminApi from '#contracts/order-admin-api'
import {
  shippingLabelListQuerySchema,
  type ShippingLabel,
  type ShippingLabelListQuery,
  type shippingLabelInputSchema,
} from '#contracts/shipping-labels'
import * as shippingLabelsApi from '#contracts/shipping-labels-api'
import type { z } from 'zod'
import { toast } from '#web/components/ui/use-toast'
import { listQuery } from '#web/hooks/use-list-search'
import { apiKey, apiQuery, callApi, isAnswerOf } from '#web/lib/api-client'
import { apiRequest, parseApiError } from '#web/lib/api-request'

/** A page of labels, searched, filtered, sorted and paged on the server (the address's choices). */
export function useShippingLabels(search: ShippingLabelListQuery) {
  return useQuery({
    ...apiQuery(
      shippingLabelsApi.listShippingLabels,
      { query: listQuery(shippingLabelListQuerySchema, search) },
      { parse: true },
    ),
    placeholderData: keepPreviousData,
  })
}

/** Orders ready for a label (the banner and the dialog's order list), and who makes labels. */
export function useEligibleOrders() {
  return useQuery(apiQuery(shippingLabelsApi.listLabelEligibleOrders, undefined, { parse: true }))
}

function failureToast(title: string, error: unknown) {
  toast({ title, description: parseApiError(error).message, variant: 'destructive' })
}

/**
 * POST /api/admin/shipping-labels with the spec's toasts (§8). The order becomes shipped, so the
 * dashboard's order lists and counts are refreshed too.
 */
export function useCreateShippingLabel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (values: z.output<typeof shippingLabelInputSchema>) =>
      callApi(shippingLabelsApi.createShippingLabel, { body: values }),
    onSuccess: async (label) => {
      toast({
        title: 'Shipping label created successfully',
        description: `Order #${label.orderId} is shipped: tracking ${label.trackingNumber}${label.offline ? ' (offline label)' : ''}.`,
      })
      await Promise.all([
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) =>
            isAnswerOf(shippingLabelsApi.listShippingLabels, queryKey) ||
            isAnswerOf(orderAdminApi.searchOrders, queryKey),
        }),
        ...[shippingLabelsApi.listLabelEligibleOrders, orderAdminApi.getOrderSummary].map(
          (endpoint) => queryClient.invalidateQueries({ queryKey: apiKey(endpoint) }),
        ),
      ])
    },
    onError: (error) => failureToast('Failed to create shipping label', error),
  })
}

/**
 * Fetches the label's PDF (staff cookie) and hands it to the browser as a download named after
 * the tracking number (spec 3 §7).
 */
export function useDownloadLabel() {
  return useMutation({
    mutationFn: async (label: ShippingLabel) => {
      // A PDF, not a JSON endpoint: its address comes with the label (`downloadUrl`).
      const response = await apiRequest('GET', label.downloadUrl)
      const blob = await response.blob()
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = `${label.trackingNumber}.pdf`
      document.body.append(link)
      link.click()
      link.remove()
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
    },
    onSuccess: () => toast({ title: 'Label downloaded successfully' }),
    onError: (error) => failureToast('Failed to download label', error),
  })
}
