import type { BookedVisit } from '#contracts/visits'
import type { Db } from '#server/db/client'
import { visitBookingToken } from './visit-links'
import { visitContext } from './visit-mail'
import { toVisitorBooking, type Visit } from './visit-records'

/**
 * A booking with the token of its page, as a booking form and the customer's account answer it:
 * the same token its e-mails carry, which opens the booking, cancels it and gives its calendar.
 */
export async function bookedVisit(db: Db, visit: Visit): Promise<BookedVisit> {
  const token = await visitBookingToken(db, { kind: visit.kind, id: visit.id })
  return { token, booking: toVisitorBooking(visit, await visitContext(db)) }
}
