/** The staff side of farm visits: the events and slots managers, the Bookings tab's bookings. */
import { z } from 'zod'
import { isClockTime } from './farm-time'
import { idField, idParamsSchema, lineSchema, optionalText, requiredText } from './fields'
import { moneySchema, staffAmountSchema } from './money'
import {
  listDayFilter,
  listDayRange,
  listPageSchema,
  listPaging,
  listSearchField,
} from './paged-list'
import {
  bookingStatuses,
  farmDateField,
  farmEventSchema,
  farmEventTypes,
  pickYourOwnSlotSchema,
  visitKinds,
  visitLimits,
} from './visits'

function clockTimeField(label: string) {
  return z
    .string(`${label} is required`)
    .trim()
    .refine(isClockTime, `${label} must be a time like 08:00`)
}

// ------------------------------------------------------------------ events and workshops

/** The Events & Workshops Manager's view: every event, active or not, with its booking count. */
export const farmEventAdminSchema = farmEventSchema.extend({
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Pending and confirmed bookings for today or later. */
  upcomingBookings: z.number().int(),
  /** The fewest people a date needs to go ahead (issue 26); null when any number goes ahead. */
  minPeople: z.number().int().nullable(),
  /** How many days before a date staff decide whether it goes ahead. */
  minPeopleDaysBefore: z.number().int(),
})
export type FarmEventAdmin = z.infer<typeof farmEventAdminSchema>

const includesField = z
  .array(lineSchema('Each included item must be text').trim(), 'Includes must be a list')
  .max(visitLimits.includes, `Includes can list at most ${visitLimits.includes} items`)
  .transform((items) => items.filter((item) => item !== ''))
  .default([])

/** POST /api/admin/farm-events and PUT /api/admin/farm-events/:id. */
export const farmEventInputSchema = z
  .object({
    title: requiredText('Title', visitLimits.title),
    description: optionalText('Description', visitLimits.description, { multiline: true }),
    durationMinutes: z.coerce
      .number('Duration must be a number of minutes')
      .int('Duration must be a whole number of minutes')
      .min(15, 'Duration must be at least 15 minutes')
      .max(12 * 60, 'Duration must be at most 720 minutes'),
    startTime: clockTimeField('Start time'),
    pricePerPerson: staffAmountSchema('Price per person'),
    maxPeople: z.coerce
      .number('Max people must be a whole number')
      .int('Max people must be a whole number')
      .min(1, 'Max people must be at least 1')
      .max(visitLimits.maxPeople, `Max people must be at most ${visitLimits.maxPeople}`),
    includes: includesField,
    eventType: z.enum(farmEventTypes, 'Type must be event or workshop'),
    active: z.boolean('Active must be true or false').default(true),
    sortOrder: z.coerce
      .number('Sort order must be a whole number')
      .int('Sort order must be a whole number')
      .min(-1000, 'Sort order must be between -1000 and 1000')
      .max(1000, 'Sort order must be between -1000 and 1000')
      .default(0),
    minPeople: z
      .number('Minimum people must be a whole number')
      .int('Minimum people must be a whole number')
      .min(1, 'Minimum people must be at least 1')
      .nullish()
      .transform((value) => value ?? null),
    minPeopleDaysBefore: z
      .number('Decide days before must be a whole number')
      .int('Decide days before must be a whole number')
      .min(0, 'Decide days before cannot be negative')
      .max(60, 'Decide days before must be at most 60')
      .default(3),
  })
  .refine((event) => event.minPeople === null || event.minPeople <= event.maxPeople, {
    path: ['minPeople'],
    message: 'Minimum people cannot be more than max people',
  })
export type FarmEventInput = z.input<typeof farmEventInputSchema>
export type FarmEventValues = z.output<typeof farmEventInputSchema>

// ------------------------------------------------------------------ pick-your-own slots

/** One date of an event or workshop. */
export const eventDateParamsSchema = idParamsSchema.extend({ date: farmDateField('Date') })

/** A slot in the manager: the public shape plus when it was cancelled. */
export const pickYourOwnSlotAdminSchema = pickYourOwnSlotSchema.extend({
  cancelledAt: z.string().nullable(),
  /** Pending and confirmed bookings of the slot. */
  bookingCount: z.number().int(),
})
export type PickYourOwnSlotAdmin = z.infer<typeof pickYourOwnSlotAdminSchema>

const slotFields = {
  productId: idField('Please choose a product'),
  date: farmDateField('Date'),
  startTime: clockTimeField('Start time'),
  endTime: clockTimeField('End time'),
  maxPeople: z.coerce
    .number('Max people must be a whole number')
    .int('Max people must be a whole number')
    .min(1, 'Max people must be at least 1')
    .max(visitLimits.maxPeople, `Max people must be at most ${visitLimits.maxPeople}`)
    .default(visitLimits.slotDefaultMaxPeople),
  pricePerPerson: staffAmountSchema('Price per person'),
  active: z.boolean('Active must be true or false').default(true),
}

const endAfterStart = {
  check: (slot: { startTime: string; endTime: string }) => slot.endTime > slot.startTime,
  message: { message: 'End time must be after start time', path: ['endTime'] },
}

/** PUT /api/admin/pick-your-own/slots/:id. */
export const pickYourOwnSlotInputSchema = z
  .object(slotFields)
  .refine(endAfterStart.check, endAfterStart.message)
export type PickYourOwnSlotInput = z.input<typeof pickYourOwnSlotInputSchema>
export type PickYourOwnSlotValues = z.output<typeof pickYourOwnSlotInputSchema>

/**
 * POST /api/admin/pick-your-own/slots: one slot, or a weekly series (the same weekday and hours
 * for `weeks` weeks from `date`, e.g. every Saturday 8-11 for six weeks).
 */
export const pickYourOwnSlotSeriesInputSchema = z
  .object({
    ...slotFields,
    weeks: z.coerce
      .number('Weeks must be a whole number')
      .int('Weeks must be a whole number')
      .min(1, 'Weeks must be at least 1')
      .max(visitLimits.seriesMaxWeeks, `Weeks must be at most ${visitLimits.seriesMaxWeeks}`)
      .default(1),
  })
  .refine(endAfterStart.check, endAfterStart.message)
export type PickYourOwnSlotSeriesInput = z.input<typeof pickYourOwnSlotSeriesInputSchema>

/** The manager's sessions: upcoming ones (today on), or the past 30 days' (issue 25). */
export const slotScheduleWhens = ['upcoming', 'past'] as const
export type SlotScheduleWhen = (typeof slotScheduleWhens)[number]
const slotPaging = listPaging({ sorts: ['date'], sort: 'date', dir: 'asc' })

/**
 * GET /api/admin/pick-your-own/slots/schedule: a page of upcoming sessions (soonest first) or of
 * the past 30 days' (latest first), searched in the product's name.
 */
export const slotScheduleQuerySchema = z.object({
  when: z.enum(slotScheduleWhens, 'When must be upcoming or past').default('upcoming'),
  q: listSearchField,
  page: slotPaging.page,
  pageSize: slotPaging.pageSize,
})
export type SlotScheduleQuery = z.infer<typeof slotScheduleQuerySchema>
export type PickYourOwnSlotSeriesValues = z.output<typeof pickYourOwnSlotSeriesInputSchema>

// ------------------------------------------------------------------ bookings, both kinds

/** A booking in the staff dashboard's Bookings tab and a slot's booking list (spec 3 §2). */
export const staffBookingSchema = z.object({
  /** Unique across both kinds: "event-12", "pick_your_own-4". */
  key: z.string(),
  id: z.number().int(),
  kind: z.enum(visitKinds),
  /** What staff read in the type column: Farm Event, Workshop or Pick Your Own. */
  type: z.string(),
  title: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  numberOfPeople: z.number().int(),
  price: moneySchema,
  preferredDate: z.string(),
  alternateDate: z.string().nullable(),
  /** Pick-your-own hours ("8:00 AM – 10:00 AM"); null for events. */
  time: z.string().nullable(),
  specialRequests: z.string().nullable(),
  status: z.enum(bookingStatuses),
  createdAt: z.string(),
})
export type StaffBooking = z.infer<typeof staffBookingSchema>
export const staffBookingListSchema = z.array(staffBookingSchema)

/** What the Bookings list filters on: a farm event, a workshop or a pick-your-own session. */
export const staffBookingTypes = ['event', 'workshop', 'pick_your_own'] as const
export type StaffBookingType = (typeof staffBookingTypes)[number]
export const staffBookingTypeLabels: Record<StaffBookingType, string> = {
  event: 'Farm Event',
  workshop: 'Workshop',
  pick_your_own: 'Pick Your Own',
}

export const staffBookingSorts = ['created', 'visit', 'customer', 'people', 'status'] as const
export type StaffBookingSort = (typeof staffBookingSorts)[number]

/**
 * GET /api/admin/bookings (issue 25): both kinds of booking together, searched (a booking's
 * customer name, e-mail or phone, or its event or product), filtered by status, type and the farm
 * days of the visit, sorted and paged on the server.
 */
export const staffBookingQuerySchema = z
  .object({
    q: listSearchField,
    status: z.enum(bookingStatuses, 'Status must be pending, confirmed or cancelled').optional(),
    type: z.enum(staffBookingTypes, 'Type must be event, workshop or pick_your_own').optional(),
    /** First and last farm day of the visits (an event's preferred date), both included. */
    from: listDayFilter('From'),
    to: listDayFilter('To'),
    ...listPaging({ sorts: staffBookingSorts, sort: 'created', dir: 'desc' }),
  })
  .refine(...listDayRange)
export type StaffBookingQuery = z.infer<typeof staffBookingQuerySchema>
export const staffBookingPageSchema = listPageSchema(staffBookingSchema)
export type StaffBookingPage = z.infer<typeof staffBookingPageSchema>

/** PATCH /api/admin/bookings/:id and /api/admin/pick-your-own-bookings/:id. */
export const bookingStatusUpdateSchema = z.strictObject({
  status: z.enum(bookingStatuses, 'Status must be pending, confirmed or cancelled'),
})
export type BookingStatusUpdate = z.infer<typeof bookingStatusUpdateSchema>

/** POST /api/admin/farm-events/:id/cancel and /api/admin/pick-your-own/slots/:id/cancel. */
export const cancellationResultSchema = z.object({
  cancelledBookings: z.number().int(),
})
export type CancellationResult = z.infer<typeof cancellationResultSchema>
