import { z } from 'zod'
import {
  addCalendarDays,
  farmInstant,
  formatClockTime,
  formatVisitDate,
  isoWeekdayOf,
} from './farm-time'
import { idField, optionalText, requiredText } from './fields'
import { moneySchema, staffAmountSchema } from './money'
import { farmDateField } from './visits'

/*
 * The CSA season (issue 26, decision 0059): members skip a box or choose add-ons for it until
 * its cut-off; staff set farm breaks (no boxes, no charges), the add-ons on offer and each week's
 * box contents, and pack from a list counted per pickup window. Each box is charged once, at its
 * cut-off, with its add-ons.
 */

/** When a box's choices close and it is charged: two days before, at noon on the farm's clock. */
export const boxCutOff = { daysBefore: 2, time: '12:00' } as const

/** The instant a box's skip and add-ons close (and test mode charges it). */
export const boxCutOffInstant = (deliveryDate: string, timeZone: string) =>
  farmInstant(addCalendarDays(deliveryDate, -boxCutOff.daysBefore), boxCutOff.time, timeZone)

/** "Changes close Wednesday, December 2, 2026 at 12:00 PM." */
export const boxCutOffWording = (deliveryDate: string) =>
  `${formatVisitDate(addCalendarDays(deliveryDate, -boxCutOff.daysBefore))} at ${formatClockTime(boxCutOff.time)}`

export const boxChangesClosedMessage = 'Changes to this box have closed: it is being packed.'

export const csaLimits = {
  /** How many upcoming boxes a member sees and can change. */
  upcomingBoxes: 6,
  addOnQuantity: 10,
  addOnName: 120,
  addOnDescription: 500,
  breakReason: 200,
  /** A farm break is at most this long (a season's holiday, not a closed farm). */
  breakMaxDays: 60,
  boxContents: 4000,
} as const

/** What happens to a date on a member's schedule. */
export const boxStates = ['box', 'skipped', 'farm_break', 'paused'] as const
export type BoxState = (typeof boxStates)[number]
export const boxStateLabels: Record<BoxState, string> = {
  box: 'Coming',
  skipped: 'Skipped',
  farm_break: 'Farm break',
  paused: 'Paused',
}

// ------------------------------------------------------------------ add-ons

export const boxAddOnInputSchema = z.object({
  name: requiredText('Name', csaLimits.addOnName),
  description: optionalText('Description', csaLimits.addOnDescription, {
    multiline: true,
  }).transform((value) => value ?? ''),
  price: staffAmountSchema('Price'),
  active: z.boolean('Active must be true or false').default(true),
})
export type BoxAddOnInput = z.input<typeof boxAddOnInputSchema>
export type BoxAddOnValues = z.output<typeof boxAddOnInputSchema>

export const boxAddOnSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: moneySchema,
  active: z.boolean(),
})
export type BoxAddOn = z.infer<typeof boxAddOnSchema>
export const boxAddOnListSchema = z.array(boxAddOnSchema)

/** PUT /api/subscriptions/:id/boxes/:date/add-ons: the box's whole choice (an empty list clears it). */
export const boxAddOnChoiceSchema = z.object({
  addOns: z
    .array(
      z.object({
        addOnId: idField('Choose an add-on'),
        quantity: z
          .number('Quantity must be a number')
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(csaLimits.addOnQuantity, `Quantity must be at most ${csaLimits.addOnQuantity}`),
      }),
      'Add-ons must be a list',
    )
    .max(20, 'Choose at most 20 add-ons')
    .refine(
      (list) => new Set(list.map((each) => each.addOnId)).size === list.length,
      'Each add-on once, with its quantity',
    ),
})
export type BoxAddOnChoice = z.infer<typeof boxAddOnChoiceSchema>

// ------------------------------------------------------------------ a member's boxes

export const boxDateParamsSchema = z.object({
  id: z.coerce.number('Must be a whole number').int().positive().max(2_147_483_647),
  date: farmDateField('Date'),
})

export const memberBoxSchema = z.object({
  date: z.string(),
  state: z.enum(boxStates),
  /** The farm break's reason, for a date in one. */
  note: z.string().nullable(),
  /** When skip and add-ons close (ISO). */
  cutOffAt: z.string(),
  /** Whether skip and add-ons can still change (before the cut-off, not yet charged). */
  changeable: z.boolean(),
  charged: z.boolean(),
  addOns: z.array(
    z.object({
      addOnId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      price: moneySchema,
    }),
  ),
  /** The box's price with its add-ons (what is or will be charged). */
  total: moneySchema,
  /** The week's box contents, once staff have published them. */
  contents: z.string().nullable(),
})
export type MemberBox = z.infer<typeof memberBoxSchema>
export const memberBoxListSchema = z.array(memberBoxSchema)

// ------------------------------------------------------------------ farm breaks

export const farmBreakInputSchema = z
  .object({
    startsOn: farmDateField('First day'),
    endsOn: farmDateField('Last day'),
    reason: requiredText('Reason', csaLimits.breakReason),
  })
  .refine((value) => value.endsOn >= value.startsOn, {
    path: ['endsOn'],
    message: 'Last day must be on or after the first day',
  })
export type FarmBreakInput = z.infer<typeof farmBreakInputSchema>

export const farmBreakSchema = z.object({
  id: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  reason: z.string(),
  /** How many boxes the break moved on when it was added. */
  boxesMoved: z.number().int(),
})
export type FarmBreak = z.infer<typeof farmBreakSchema>
export const farmBreakListSchema = z.array(farmBreakSchema)

export const farmBreakWording = (value: { startsOn: string; endsOn: string }) =>
  value.startsOn === value.endsOn
    ? formatVisitDate(value.startsOn)
    : `${formatVisitDate(value.startsOn)} to ${formatVisitDate(value.endsOn)}`

// ------------------------------------------------------------------ box contents

/** Box contents are written per farm week, named by its Monday. */
export const mondayOf = (date: string) => addCalendarDays(date, 1 - isoWeekdayOf(date))

export const weekParamsSchema = z.object({ weekOf: farmDateField('Week') })

export const boxContentsInputSchema = z.object({
  contents: requiredText('Contents', csaLimits.boxContents, { multiline: true }),
})

export const boxContentsSchema = z.object({
  weekOf: z.string(),
  contents: z.string(),
  /** When members were e-mailed (ISO); null while a draft. */
  publishedAt: z.string().nullable(),
  /** Members e-mailed so far. */
  membersEmailed: z.number().int(),
})
export type BoxContents = z.infer<typeof boxContentsSchema>

// ------------------------------------------------------------------ packing list

export const packingListQuerySchema = z.object({ date: farmDateField('Date') })

/** One place boxes go: a pickup window, the farm without a window, or delivery. */
export const packingGroupSchema = z.object({
  label: z.string(),
  boxes: z.number().int(),
  plans: z.array(z.object({ name: z.string(), boxes: z.number().int() })),
  addOns: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  members: z.array(
    z.object({
      subscriptionId: z.number().int(),
      customerName: z.string(),
      planName: z.string(),
      addOns: z.string(),
      address: z.string().nullable(),
    }),
  ),
})
export const packingListSchema = z.object({
  date: z.string(),
  boxes: z.number().int(),
  addOns: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  groups: z.array(packingGroupSchema),
  /** Skipped boxes and farm-break dates are not packed; counted so staff see why. */
  skipped: z.number().int(),
})
export type PackingList = z.infer<typeof packingListSchema>
