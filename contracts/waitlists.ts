import { z } from 'zod'
import { honeypotField } from './identity'
import {
  farmDateField,
  peopleField,
  pickYourOwnSlotSchema,
  visitLimits,
  visitorFields,
} from './visits'

/**
 * Waitlists of full pick-your-own sessions and full event or workshop dates (issue 26, decision
 * 0057). A visitor joins with a group size; when spots free up (a cancellation, a move, more spots) the first entries whose
 * group fits are offered them by e-mail: the spots are held for the farm's hold time, and the
 * signed link claims them (a booking) or passes them on. An offer not claimed in time passes to
 * the next entry.
 */

export const waitlistStatuses = [
  'waiting',
  'offered',
  'claimed',
  'expired',
  'left',
  'closed',
] as const
export type WaitlistStatus = (typeof waitlistStatuses)[number]

export const waitlistStatusLabels: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  claimed: 'Booked',
  expired: 'Offer lapsed',
  left: 'Left',
  closed: 'Session cancelled',
}

/** The hold time of an offer when the farm settings say nothing else. */
export const defaultWaitlistHoldHours = 24

/** POST /api/pick-your-own/slots/:id/waitlist. */
export const waitlistJoinSchema = z.object({
  customerName: visitorFields.customerName,
  customerEmail: visitorFields.customerEmail,
  customerPhone: visitorFields.customerPhone,
  numberOfPeople: peopleField(visitLimits.pickYourOwnPeoplePerBooking),
  ...honeypotField,
})
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>

/** POST /api/farm-events/:id/waitlist: a full date of an event or workshop, for a group. */
export const eventWaitlistJoinSchema = waitlistJoinSchema.extend({
  numberOfPeople: peopleField(),
  eventDate: farmDateField('Date'),
})
export type EventWaitlistJoinInput = z.input<typeof eventWaitlistJoinSchema>

/** What a waitlist waits for: a pick-your-own session or an event's date. */
export const waitlistPlaceKinds = ['pick_your_own', 'event'] as const
export type WaitlistPlaceKind = (typeof waitlistPlaceKinds)[number]

/** The event date an entry waits for. */
export const waitlistEventSchema = z.object({
  farmEventId: z.number().int(),
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
})

/** The visitor's own entry, by the token of its e-mailed link. */
export const waitlistEntrySchema = z.object({
  status: z.enum(waitlistStatuses),
  customerName: z.string(),
  numberOfPeople: z.number().int(),
  /** Entries before this one that are still waiting (0 is next); null once it is not waiting. */
  ahead: z.number().int().nullable(),
  /** When an offer's held spots are given to the next entry (ISO); null without an offer. */
  offerExpiresAt: z.string().nullable(),
  /** The session waited for, or null for an event date. */
  slot: pickYourOwnSlotSchema.nullable(),
  /** The event date waited for, or null for a session. */
  event: waitlistEventSchema.nullable(),
  /** The booking's own link once the offer was claimed. */
  bookingToken: z.string().nullable(),
})
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>

export const waitlistJoinedSchema = z.object({
  /** The token of the entry's link (also e-mailed). */
  token: z.string(),
  entry: waitlistEntrySchema,
})

export const waitlistTokenParamsSchema = z.object({
  token: z.string().trim().min(1).max(100),
})

/** A staff view of one entry of a session's or an event date's waitlist. */
export const staffWaitlistEntrySchema = z.object({
  id: z.number().int(),
  status: z.enum(waitlistStatuses),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  numberOfPeople: z.number().int(),
  createdAt: z.string(),
  offerExpiresAt: z.string().nullable(),
})
export type StaffWaitlistEntry = z.infer<typeof staffWaitlistEntrySchema>
export const staffWaitlistSchema = z.array(staffWaitlistEntrySchema)

/**
 * The page a waitlist link opens, with `?waitlist=<token>`: the pick-your-own page for a session,
 * the farm tours page for an event date.
 */
export const waitlistSearchParam = 'waitlist'
const waitlistPages: Record<WaitlistPlaceKind, string> = {
  pick_your_own: '/pick-your-own',
  event: '/farm-tours',
}
export const waitlistLink = (publicUrl: string, kind: WaitlistPlaceKind, token: string) =>
  `${publicUrl}${waitlistPages[kind]}?${waitlistSearchParam}=${encodeURIComponent(token)}`
