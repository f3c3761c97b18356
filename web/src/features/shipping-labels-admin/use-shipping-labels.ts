import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  labelEligibleOrdersSchema,
  shippingLabelListSchema,
  shippingLabelSchema,
  type ShippingLabel,
  type shippingLabelInputSchema,
} from '#contracts/shipping-labels'
import type { z } from 'zod'
import { toast } from '#web/components/ui/use-toast'
import { apiRequest, getQueryFn, parseApiError } from '#web/lib/api-request'

export const labelsUrl = '/api/admin/shipping-labels'
export const eligibleOrdersUrl = '/api/admin/shipping-labels/eligible-orders'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** The labels, searched on the server by tracking number or carrier (any case). */
export function useShippingLabels(search: string) {
  const term = search.trim()
  return useQuery({
    queryKey: [labelsUrl, { search: term }],
    queryFn: async (context) =>
      shippingLabelListSchema.parse(
        await fetchJson({
          ...context,
          queryKey: [term ? `${labelsUrl}?search=${encodeURIComponent(term)}` : labelsUrl],
        }),
      ),
    placeholderData: keepPreviousData,
  })
}

/** Orders ready for a label (the banner and the dialog's order list), and who makes labels. */
export function useEligibleOrders() {
  return useQuery({
    queryKey: [eligibleOrdersUrl],
    queryFn: async (context) => labelEligibleOrdersSchema.parse(await fetchJson(context)),
  })
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
      shippingLabelSchema.parse(await (await apiRequest('POST', labelsUrl, values)).json()),
    onSuccess: async (label) => {
      toast({
        title: 'Shipping label created successfully',
        description: `Order #${label.orderId} is shipped: tracking ${label.trackingNumber}${label.offline ? ' (offline label)' : ''}.`,
      })
      await Promise.all(
        [labelsUrl, eligibleOrdersUrl, '/api/admin/orders', '/api/admin/orders/summary'].map(
          (key) => queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      )
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
