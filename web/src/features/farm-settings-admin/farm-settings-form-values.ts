import type { FieldPath } from 'react-hook-form'
import {
  maxRangesPerDay,
  weekdays,
  type FarmAddress,
  type FarmSettings,
  type OpeningRange,
  type WeeklyHours,
} from '#contracts/farm-settings'

/**
 * The Farm settings form's values: the contract's fields as typed (the coordinates as text,
 * blank for none; the hours note as text; the waitlist hold null while blank). The contract's
 * schema reads them (farmSettingsInputSchema).
 */
export interface FarmSettingsFormValues {
  address: FarmAddress
  phone: string
  email: string
  timeZone: string
  hours: WeeklyHours
  hoursNote: string
  geo: { latitude: string; longitude: string }
  waitlistHoldHours: number | null
}

export function formValuesOf(settings: FarmSettings): FarmSettingsFormValues {
  return {
    address: { ...settings.address },
    phone: settings.phone,
    email: settings.email,
    timeZone: settings.timeZone,
    hours: Object.fromEntries(
      weekdays.map((day) => [day, settings.hours[day].map((range) => ({ ...range }))]),
    ) as WeeklyHours,
    hoursNote: settings.hoursNote ?? '',
    geo: {
      latitude: settings.geo ? String(settings.geo.latitude) : '',
      longitude: settings.geo ? String(settings.geo.longitude) : '',
    },
    waitlistHoldHours: settings.waitlistHoldHours,
  }
}

/** Every field a server message may name, so it shows under that field. */
export const farmSettingsFieldNames: FieldPath<FarmSettingsFormValues>[] = [
  'address.street',
  'address.city',
  'address.state',
  'address.zipCode',
  'address.country',
  'phone',
  'email',
  'timeZone',
  'hoursNote',
  'geo.latitude',
  'geo.longitude',
  'waitlistHoldHours',
  ...weekdays.flatMap((day) => [
    `hours.${day}` as const,
    ...Array.from({ length: maxRangesPerDay }, (_, index) => [
      `hours.${day}.${index}.from` as const,
      `hours.${day}.${index}.to` as const,
    ]).flat(),
  ]),
]

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The hours a day gets when it opens: the stand's usual day. */
export const firstRange: OpeningRange = { from: '08:00', to: '16:00' }

/**
 * The hours a further range starts with: an hour after the last one closes, for four hours (up
 * to 23:59); blank when the day is already over, for staff to fill in.
 */
export function nextRange(ranges: readonly OpeningRange[]): OpeningRange {
  const last = ranges.at(-1)
  if (!last || !/^\d\d:\d\d$/.test(last.to)) return { from: '', to: '' }
  const from = minutesOf(last.to) + 60
  if (from >= 23 * 60) return { from: '', to: '' }
  return { from: timeOf(from), to: timeOf(Math.min(from + 4 * 60, 23 * 60 + 59)) }
}
