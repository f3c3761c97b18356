import { z } from 'zod'
import { weekdays } from './farm-settings'
import { isCalendarDate, isClockTime } from './farm-time'
import { idField, optionalText, requiredText } from './fields'
import { orderPickupSchema } from './order-pickup'

/**
 * Pickup locations and their weekly windows (issue 26): staff say where Farm Pickup orders are
 * collected (the farm stand, a market), on which weekdays and hours, how many orders a window
 * takes on one date, how long before it opens it closes to orders, and the dates a location is
 * closed. Checkout offers the next open windows; a full one is shown but cannot be chosen.
 */

export const pickupLimits = {
  /** The most orders one window takes on one date. */
  maxOrderCap: 1000,
  /** Orders close at most a week before a window opens. */
  maxCutoffHours: 168,
  windowsPerLocation: 21,
  closedDatesPerLocation: 200,
  /** How far ahead checkout offers windows. */
  daysOffered: 14,
} as const

const clockTime = (label: string) =>
  z.string(`${label} is required`).trim().refine(isClockTime, `${label} must be a time like 09:00`)

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number(`${label} must be a whole number`)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)

/** One weekly window as staff write it; `id` keeps an existing window (orders point at it). */
export const pickupWindowInputSchema = z
  .object({
    id: idField('Window id must be a whole number').optional(),
    weekday: z.enum(weekdays, `Weekday must be one of: ${weekdays.join(', ')}`),
    startsAt: clockTime('Opens at'),
    endsAt: clockTime('Closes at'),
    orderCap: wholeNumber('Orders per window', 1, pickupLimits.maxOrderCap),
    cutoffHours: wholeNumber(
      'Order cut-off (hours before)',
      0,
      pickupLimits.maxCutoffHours,
    ).default(12),
  })
  .refine(
    (window) =>
      !isClockTime(window.startsAt) ||
      !isClockTime(window.endsAt) ||
      window.endsAt > window.startsAt,
    {
      path: ['endsAt'],
      message: 'Closes at must be after Opens at',
    },
  )
export type PickupWindowInput = z.input<typeof pickupWindowInputSchema>

export const pickupClosedDateSchema = z.object({
  date: z.string('Date is required').refine(isCalendarDate, 'Date must be a date (YYYY-MM-DD)'),
  reason: optionalText('Reason', 200),
})

export const pickupLocationInputSchema = z
  .object({
    name: requiredText('Name', 120),
    address: requiredText('Address', 255),
    notes: optionalText('Notes', 1000, { multiline: true }),
    active: z.boolean('Active must be true or false').default(true),
    sortOrder: wholeNumber('Sort order', 0, 10_000).default(0),
    windows: z
      .array(pickupWindowInputSchema, 'Windows must be a list')
      .max(pickupLimits.windowsPerLocation, `At most ${pickupLimits.windowsPerLocation} windows`)
      .default([]),
    closedDates: z
      .array(pickupClosedDateSchema, 'Closed dates must be a list')
      .max(
        pickupLimits.closedDatesPerLocation,
        `At most ${pickupLimits.closedDatesPerLocation} closed dates`,
      )
      .default([]),
  })
  .superRefine((location, context) => {
    const seen = new Set<string>()
    location.closedDates.forEach((closed, index) => {
      if (seen.has(closed.date)) {
        context.addIssue({
          code: 'custom',
          path: ['closedDates', index, 'date'],
          message: `${closed.date} is listed twice`,
        })
      }
      seen.add(closed.date)
    })
    const ids = new Set<number>()
    location.windows.forEach((window, index) => {
      if (window.id === undefined) return
      if (ids.has(window.id)) {
        context.addIssue({
          code: 'custom',
          path: ['windows', index, 'id'],
          message: 'A window is listed twice',
        })
      }
      ids.add(window.id)
    })
  })
export type PickupLocationInput = z.input<typeof pickupLocationInputSchema>
export type PickupLocationValues = z.output<typeof pickupLocationInputSchema>

export const pickupWindowSchema = z.object({
  id: z.number().int(),
  weekday: z.enum(weekdays),
  startsAt: z.string(),
  endsAt: z.string(),
  orderCap: z.number().int(),
  cutoffHours: z.number().int(),
})
export type PickupWindow = z.infer<typeof pickupWindowSchema>

export const pickupLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  notes: z.string().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  windows: z.array(pickupWindowSchema),
  closedDates: z.array(z.object({ date: z.string(), reason: z.string().nullable() })),
})
export type PickupLocation = z.infer<typeof pickupLocationSchema>

/** Why a window on a date cannot be chosen. */
export const pickupWindowStates = ['open', 'full', 'closed', 'cut_off', 'before_harvest'] as const
export type PickupWindowState = (typeof pickupWindowStates)[number]
export const pickupWindowStateLabels: Record<PickupWindowState, string> = {
  open: 'Open',
  full: 'Full',
  closed: 'Closed',
  cut_off: 'Orders closed',
  before_harvest: 'Before your harvest',
}

/** One window on one date, as checkout offers it. */
export const pickupWindowChoiceSchema = z.object({
  windowId: z.number().int(),
  locationId: z.number().int(),
  locationName: z.string(),
  locationAddress: z.string(),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(pickupWindowStates),
  placesLeft: z.number().int().nonnegative(),
  /** The instant orders for it close (ISO). */
  orderBy: z.string(),
  /** Why it is closed, when a closed date says. */
  closedReason: z.string().nullable(),
})
export type PickupWindowChoice = z.infer<typeof pickupWindowChoiceSchema>

/** GET /api/pickup-windows: the windows of the next `daysOffered` farm days, soonest first. */
export const pickupWindowChoicesSchema = z.object({ choices: z.array(pickupWindowChoiceSchema) })

/**
 * A window before the harvest an order waits for (`readyOn`) cannot be chosen: its fruit is not
 * picked yet. Checkout marks the windows with its cart's harvest, a pickup page with its order's.
 */
export const markBeforeHarvest = (
  choices: readonly PickupWindowChoice[],
  readyOn: string | null | undefined,
): PickupWindowChoice[] =>
  choices.map((choice) =>
    readyOn && choice.date < readyOn && (choice.state === 'open' || choice.state === 'full')
      ? { ...choice, state: 'before_harvest' }
      : choice,
  )

/** GET /api/pickup-moves/:token: an order's window and the windows it may move to. */
export const pickupMoveSchema = z.object({
  orderId: z.number().int(),
  customerName: z.string(),
  pickup: orderPickupSchema,
  /** Until when it may still be moved (its window's cut-off, ISO). */
  movableUntil: z.string(),
  /** Whether it may be moved now: not past its cut-off, not collected or cancelled. */
  canMove: z.boolean(),
  /** The other windows of the next days, full and closed ones marked. */
  choices: z.array(pickupWindowChoiceSchema),
})
export type PickupMove = z.infer<typeof pickupMoveSchema>

export const pickupMoveParamsSchema = z.object({
  token: z.string().trim().min(1).max(100),
})
