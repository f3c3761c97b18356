import { queryOptions } from '@tanstack/react-query'
import {
  visitBookingTokenParamsSchema,
  visitorBookingSchema,
  type VisitorBooking,
} from '#contracts/visits'
import { getQueryFn } from '#web/lib/api-request'

const fetchJson = getQueryFn<unknown>({ on401: 'throw' })

/** Whether text can be a booking link's token at all (the server checks it for real). */
export function isBookingToken(token: string): boolean {
  return visitBookingTokenParamsSchema.safeParse({ token }).success
}

export const visitBookingUrl = (token: string) => `/api/visit-bookings/${encodeURIComponent(token)}`

/**
 * GET /api/visit-bookings/:token: the visitor's own booking, from the link in their e-mail.
 * Private: never rendered on the server nor cached for anyone else.
 */
export const visitBookingQuery = (token: string) =>
  queryOptions({
    queryKey: [visitBookingUrl(token)],
    queryFn: async (context): Promise<VisitorBooking> =>
      visitorBookingSchema.parse(await fetchJson(context)),
  })
