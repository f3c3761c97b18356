import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Endpoint } from '#contracts/endpoint'
import { visitorBookingSchema, type VisitorBooking } from '#contracts/visits'
import * as visitsApi from '#contracts/visits-api'
import { toast } from '../components/ui/use-toast'
import { callApi } from '../lib/api-client'
import { apiErrorMessage } from '../lib/api-request'

/** Matches an endpoint's addresses, whatever its path parameters and query. */
const addressesOf = (endpoint: Endpoint) =>
  new RegExp(`^${endpoint.path.replace(/:[A-Za-z]+/g, '[^/?]+')}(?:\\?|$)`)

/** The answers a booking or a cancellation changes: places and spots left, the account's list. */
const visitAnswers = [
  visitsApi.getVisitBooking,
  visitsApi.listActiveEvents,
  visitsApi.getEventAvailability,
  visitsApi.listPickYourOwnSlots,
  visitsApi.listAccountBookings,
].map(addressesOf)

export function refreshVisitAnswers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [url] }) =>
      typeof url === 'string' && visitAnswers.some((addresses) => addresses.test(url)),
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
      const booking = await callApi(visitsApi.cancelVisitBooking, { params: { token } })
      return visitorBookingSchema.parse(booking)
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
