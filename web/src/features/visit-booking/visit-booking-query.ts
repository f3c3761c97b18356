import { visitBookingTokenParamsSchema } from '#contracts/visits'
import * as visitsApi from '#contracts/visits-api'
import { apiQuery } from '#web/lib/api-client'

/** Whether text can be a booking link's token at all (the server checks it for real). */
export function isBookingToken(token: string): boolean {
  return visitBookingTokenParamsSchema.safeParse({ token }).success
}

/**
 * GET /api/visit-bookings/:token: the visitor's own booking, from the link in their e-mail.
 * Private: never rendered on the server nor cached for anyone else.
 */
export const visitBookingQuery = (token: string) =>
  apiQuery(visitsApi.getVisitBooking, { params: { token } }, { parse: true })
