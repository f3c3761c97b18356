import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { visitorBookingSchema, type VisitorBooking } from '#contracts/visits'
import { toast } from '../components/ui/use-toast'
import { apiErrorMessage, apiRequest } from '../lib/api-request'

/** The answers a booking or a cancellation changes: places and spots left, the account's list. */
export function refreshVisitAnswers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [url] }) =>
      typeof url === 'string' &&
      (url.startsWith('/api/visit-bookings/') ||
        url.startsWith('/api/farm-events/') ||
        url === '/api/pick-your-own/slots' ||
        url === '/api/account/bookings'),
  })
}

/**
 * Cancels a visit booking by its token (POST /api/visit-bookings/:token/cancel: the e-mailed
 * link's page and the customer's account alike). The server frees the places, e-mails the
 * visitor a confirmation and tells the farm; the lists that show it are asked again.
 */
export function useCancelVisit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (token: string): Promise<VisitorBooking> => {
      const response = await apiRequest(
        'POST',
        `/api/visit-bookings/${encodeURIComponent(token)}/cancel`,
      )
      return visitorBookingSchema.parse(await response.json())
    },
    onSuccess: async () => {
      toast({
        title: 'Booking Cancelled',
        description:
          'Your spots are released and the farm has been told. A confirmation is on its way to your e-mail.',
      })
      await refreshVisitAnswers(queryClient)
    },
    onError: (error) =>
      toast({
        title: 'Cancellation Failed',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  })
}
