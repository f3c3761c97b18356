import { endpoint } from './endpoint'
import { idParamsSchema } from './fields'
import { z } from 'zod'
import { farmDateField } from './visits'
import {
  eventWaitlistJoinSchema,
  staffWaitlistSchema,
  waitlistEntrySchema,
  waitlistJoinedSchema,
  waitlistJoinSchema,
  waitlistTokenParamsSchema,
} from './waitlists'

/** A visitor joins a full pick-your-own session's waitlist (decision 0057). */
export const joinPickYourOwnWaitlist = endpoint({
  method: 'POST',
  path: '/api/pick-your-own/slots/:id/waitlist',
  params: idParamsSchema,
  body: waitlistJoinSchema,
  responses: { 201: waitlistJoinedSchema },
})

/** A visitor joins the waitlist of a full date of an event or workshop. */
export const joinEventWaitlist = endpoint({
  method: 'POST',
  path: '/api/farm-events/:id/waitlist',
  params: idParamsSchema,
  body: eventWaitlistJoinSchema,
  responses: { 201: waitlistJoinedSchema },
})

/** The visitor's entry, by its e-mailed link: place in line, or the offer. */
export const getWaitlistEntry = endpoint({
  method: 'GET',
  path: '/api/waitlist/:token',
  params: waitlistTokenParamsSchema,
  responses: { 200: waitlistEntrySchema },
})

/** Books an offer's held spots. */
export const claimWaitlistOffer = endpoint({
  method: 'POST',
  path: '/api/waitlist/:token/claim',
  params: waitlistTokenParamsSchema,
  responses: { 200: waitlistEntrySchema },
})

/** Leaves the waitlist, or lets an offer go to the next person at once. */
export const leaveWaitlist = endpoint({
  method: 'POST',
  path: '/api/waitlist/:token/leave',
  params: waitlistTokenParamsSchema,
  responses: { 200: waitlistEntrySchema },
})

/** Staff: a session's waitlist, in line order. */
export const listSlotWaitlist = endpoint({
  method: 'GET',
  path: '/api/admin/pick-your-own/slots/:id/waitlist',
  params: idParamsSchema,
  responses: { 200: staffWaitlistSchema },
})

/** Staff take an entry off its waitlist (an offer's spots pass to the next). */
export const removeWaitlistEntry = endpoint({
  method: 'DELETE',
  path: '/api/admin/waitlist/:id',
  params: idParamsSchema,
  responses: { 200: staffWaitlistSchema },
})

/** Staff: an event date's waitlist, in line order. */
export const listEventDateWaitlist = endpoint({
  method: 'GET',
  path: '/api/admin/farm-events/:id/dates/:date/waitlist',
  params: z.object({ id: idParamsSchema.shape.id, date: farmDateField('Date') }),
  responses: { 200: staffWaitlistSchema },
})
