import { z } from 'zod'
import { usStateCodes } from './us-states'
import { isClockTime, isKnownTimeZone } from './farm-time'
import { emailAddressSchema, optionalText, requiredText } from './fields'

/**
 * The farm's own details as fields (issue 25): its address, phone, e-mail, time zone and weekly
 * opening hours, one record the owner edits on the Farm settings screen. Pages, the
 * LocalBusiness JSON-LD, e-mails, shipping labels and the farm's clock read these fields; nothing
 * parses them out of free text. The farm's name and tagline stay site texts.
 */

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof weekdays)[number]

export const weekdayNames: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}

/** The most opening hours one day may have (a morning and an afternoon, and one more). */
export const maxRangesPerDay = 3

// ------------------------------------------------------------------------------ time zones

let zoneList: readonly string[] | null = null

/**
 * The IANA time zones the runtime offers (Intl.supportedValuesOf), sorted; built on first use.
 * The Farm settings screen offers these.
 */
export function farmTimeZones(): readonly string[] {
  zoneList ??= [...Intl.supportedValuesOf('timeZone')].sort()
  return zoneList
}

/**
 * Whether a zone may be the farm's: an IANA "Area/Location" name the runtime knows (the list it
 * offers, or an older name of one of them such as Europe/Kiev), never an abbreviation ("EST") or
 * an offset ("+05:00") whose clock ignores daylight saving.
 */
export function isFarmTimeZone(zone: string): boolean {
  if (!/^[A-Z][A-Za-z_-]*(\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false
  return farmTimeZones().includes(zone) || isKnownTimeZone(zone)
}

// ------------------------------------------------------------------------------ opening hours

const clockTime = (label: string) =>
  z
    .string(`${label} is required`)
    .refine(isClockTime, `${label} must be a time such as 08:00 (24 hours)`)

/** One stretch of a day the stand is open, wall-clock times of the farm ("08:00" to "16:00"). */
export const openingRangeSchema = z
  .object({ from: clockTime('Opening time'), to: clockTime('Closing time') })
  .refine((range) => !isClockTime(range.from) || !isClockTime(range.to) || range.from < range.to, {
    path: ['to'],
    message: 'Closing time must be after the opening time',
  })
export type OpeningRange = z.infer<typeof openingRangeSchema>

const isWellFormed = (range: { from: unknown; to: unknown }): range is OpeningRange =>
  typeof range.from === 'string' &&
  typeof range.to === 'string' &&
  isClockTime(range.from) &&
  isClockTime(range.to) &&
  range.from < range.to

/** A day's opening hours: none is closed; several must not overlap. */
export const dayHoursSchema = (day: Weekday) =>
  z
    .array(openingRangeSchema, {
      error: (issue) =>
        issue.input === undefined
          ? `${weekdayNames[day]} is required`
          : `${weekdayNames[day]} must be a list of opening hours`,
    })
    .max(maxRangesPerDay, `At most ${maxRangesPerDay} opening hours a day`)
    .superRefine((ranges, context) => {
      ranges.forEach((range, index) => {
        if (!isWellFormed(range)) return
        const overlapped = ranges
          .slice(0, index)
          .some((other) => isWellFormed(other) && range.from < other.to && other.from < range.to)
        if (overlapped) {
          context.addIssue({
            code: 'custom',
            path: [index, 'from'],
            message: 'These hours overlap other hours of the same day',
          })
        }
      })
    })

/** Monday to Sunday, each closed (an empty list) or open for one or more ranges. */
export const weeklyHoursSchema = z.object(
  {
    monday: dayHoursSchema('monday'),
    tuesday: dayHoursSchema('tuesday'),
    wednesday: dayHoursSchema('wednesday'),
    thursday: dayHoursSchema('thursday'),
    friday: dayHoursSchema('friday'),
    saturday: dayHoursSchema('saturday'),
    sunday: dayHoursSchema('sunday'),
  },
  'Opening hours are required, Monday to Sunday',
)
export type WeeklyHours = Record<Weekday, OpeningRange[]>

// ------------------------------------------------------------------------------ the record

export const farmCountries = ['US'] as const

export const farmAddressSchema = z.object({
  street: requiredText('Street address', 200),
  city: requiredText('City', 100),
  state: z.enum(usStateCodes, 'State must be a two-letter US state such as FL'),
  zipCode: z
    .string('ZIP code is required')
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'ZIP code must be 5 digits, or ZIP+4 (34957-1234)'),
  country: z.enum(farmCountries, 'Country must be US (the shop is in the United States)'),
})
export type FarmAddress = z.infer<typeof farmAddressSchema>

/** "(555) 274-6264", "+1 555 274 6264": digits and the usual marks, 7 to 15 digits. */
const phoneSchema = requiredText('Phone', 30)
  .regex(/^\+?[\d\s().-]+$/, 'Phone may hold only digits, spaces and + ( ) - .')
  .refine((phone) => {
    const digits = phone.replace(/\D/g, '').length
    return digits >= 7 && digits <= 15
  }, 'Phone must have 7 to 15 digits')

/** A coordinate typed in a form ("27.25") or sent as a number. */
const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
    z
      .number(`${label} must be a number such as ${limit === 90 ? '27.25' : '-80.23'}`)
      .min(-limit, `${label} must be between -${limit} and ${limit}`)
      .max(limit, `${label} must be between -${limit} and ${limit}`),
  )

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** The farm on a map; both blank (or left out) is none. */
const geoSchema = z.preprocess(
  (value) =>
    value === undefined ||
    value === null ||
    (typeof value === 'object' &&
      isBlank((value as Record<string, unknown>).latitude) &&
      isBlank((value as Record<string, unknown>).longitude))
      ? null
      : value,
  z
    .object({
      latitude: coordinate('Latitude', 90),
      longitude: coordinate('Longitude', 180),
    })
    .nullable(),
)

/** PUT /api/admin/farm-settings: the whole record, checked field by field. */
export const farmSettingsInputSchema = z.object({
  address: farmAddressSchema,
  phone: phoneSchema,
  email: emailAddressSchema('E-mail must be a valid e-mail address'),
  timeZone: z
    .string('Time zone is required')
    .trim()
    .refine(isFarmTimeZone, 'Time zone must be an IANA time zone such as America/New_York'),
  hours: weeklyHoursSchema,
  hoursNote: optionalText('Hours note', 200),
  geo: geoSchema,
  /** How long a waitlist offer holds its spots (issue 26). */
  waitlistHoldHours: z
    .number('Waitlist hold must be a whole number of hours')
    .int('Waitlist hold must be a whole number of hours')
    .min(1, 'Waitlist hold must be at least 1 hour')
    .max(168, 'Waitlist hold must be at most 168 hours (a week)')
    .default(24),
})
export type FarmSettingsInput = z.input<typeof farmSettingsInputSchema>

/** The stored record. */
export interface FarmSettings {
  address: FarmAddress
  phone: string
  email: string
  timeZone: string
  hours: WeeklyHours
  hoursNote: string | null
  geo: { latitude: number; longitude: number } | null
  waitlistHoldHours: number
}

/** What pages show, formatted once on the server (contracts/farm-settings-format.ts). */
export interface FarmSettingsDisplay {
  /** ["2180 Seagrape Grove Road", "Jensen Beach, FL 34957"] */
  addressLines: string[]
  /** Days with equal hours together: [{ days: "Thu–Sun", hours: "8:00 AM – 4:00 PM" }, …]. */
  hours: { days: string; hours: string }[]
  /** The open days on one line: "Thu–Sun 8:00 AM – 4:00 PM" ("Closed" when none). */
  hoursSummary: string
}

/** GET /api/farm-settings (public) and the answer of a save: the fields and their display. */
export type FarmSettingsView = FarmSettings & { display: FarmSettingsDisplay }

const rangeView = z.object({ from: z.string(), to: z.string() })
const dayView = z.array(rangeView)

export const farmSettingsViewSchema = z.object({
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.enum(usStateCodes),
    zipCode: z.string(),
    country: z.enum(farmCountries),
  }),
  phone: z.string(),
  email: z.string(),
  timeZone: z.string(),
  hours: z.object({
    monday: dayView,
    tuesday: dayView,
    wednesday: dayView,
    thursday: dayView,
    friday: dayView,
    saturday: dayView,
    sunday: dayView,
  }),
  hoursNote: z.string().nullable(),
  geo: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  waitlistHoldHours: z.number().int(),
  display: z.object({
    addressLines: z.array(z.string()),
    hours: z.array(z.object({ days: z.string(), hours: z.string() })),
    hoursSummary: z.string(),
  }),
}) satisfies z.ZodType<FarmSettingsView>

const closed: OpeningRange[] = []
const standHours: OpeningRange[] = [{ from: '08:00', to: '16:00' }]

/**
 * What a shop shows until the owner saves its own (the demo farm's details; they were the
 * built-in site texts before issue 25). The demo seed writes them.
 */
export const builtInFarmSettings: FarmSettings = {
  address: {
    street: '2180 Seagrape Grove Road',
    city: 'Jensen Beach',
    state: 'FL',
    zipCode: '34957',
    country: 'US',
  },
  phone: '(555) 274-6264',
  email: 'hello@groveside.farm',
  timeZone: 'America/New_York',
  hours: {
    monday: closed,
    tuesday: closed,
    wednesday: closed,
    thursday: standHours,
    friday: standHours,
    saturday: standHours,
    sunday: standHours,
  },
  hoursNote: null,
  geo: null,
  waitlistHoldHours: 24,
}
