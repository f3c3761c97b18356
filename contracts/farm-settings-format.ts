import {
  weekdayNames,
  weekdays,
  type FarmAddress,
  type FarmSettings,
  type FarmSettingsDisplay,
  type OpeningRange,
  type Weekday,
  type WeeklyHours,
} from './farm-settings'
import { formatClockTime } from './farm-time'

/**
 * The one formatter of the farm's address and opening hours (issue 25). The server formats them
 * once into the public answer's `display` (pages show those lines, so the storefront's JavaScript
 * carries no formatter), and e-mails, labels and the Farm settings screen's preview call it too.
 * Times go through date-fns (`formatClockTime`: "08:00" → "8:00 AM").
 */

/** "Mon" … "Sun". */
const shortDayName = (index: number) => weekdayNames[weekdays[index]!].slice(0, 3)

/** ["2180 Seagrape Grove Road", "Jensen Beach, FL 34957"]. */
export function farmAddressLines(address: FarmAddress): string[] {
  return [address.street, `${address.city}, ${address.state} ${address.zipCode}`]
}

/** "2180 Seagrape Grove Road, Jensen Beach, FL 34957" (e-mails, calendar files). */
export function farmAddressOneLine(address: FarmAddress): string {
  return farmAddressLines(address).join(', ')
}

/** "8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM"; "Closed" for a day without hours. */
export function formatDayHours(ranges: readonly OpeningRange[]): string {
  if (ranges.length === 0) return 'Closed'
  return [...ranges]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((range) => `${formatClockTime(range.from)} – ${formatClockTime(range.to)}`)
    .join(', ')
}

/**
 * Days named together: a run of three or more with an en dash ("Mon–Fri"), shorter runs one by
 * one ("Sat, Sun"), runs apart with a comma ("Mon, Wed–Fri"); all seven are "Every day".
 */
export function formatDays(days: readonly Weekday[]): string {
  if (days.length === weekdays.length) return 'Every day'
  const indexes = days.map((day) => weekdays.indexOf(day)).sort((a, b) => a - b)
  const runs: number[][] = []
  for (const index of indexes) {
    const run = runs.at(-1)
    if (run && run.at(-1) === index - 1) run.push(index)
    else runs.push([index])
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${shortDayName(run[0]!)}–${shortDayName(run.at(-1)!)}`]
        : run.map(shortDayName),
    )
    .join(', ')
}

/**
 * The week as lines, days with equal hours grouped: the open groups first, in the order of their
 * first day, then the closed days. Thursday to Sunday 8 to 4 gives
 * [{ days: "Thu–Sun", hours: "8:00 AM – 4:00 PM" }, { days: "Mon–Wed", hours: "Closed" }].
 */
export function weeklyHoursLines(hours: WeeklyHours): FarmSettingsDisplay['hours'] {
  const groups = new Map<string, Weekday[]>()
  for (const day of weekdays) {
    const text = formatDayHours(hours[day])
    groups.set(text, [...(groups.get(text) ?? []), day])
  }
  const lines = [...groups].map(([text, days]) => ({ days: formatDays(days), hours: text }))
  return [
    ...lines.filter((line) => line.hours !== 'Closed'),
    ...lines.filter((line) => line.hours === 'Closed'),
  ]
}

/** The open days on one line for a sentence: "Thu–Sun 8:00 AM – 4:00 PM"; "Closed" when none. */
export function openingHoursSummary(hours: WeeklyHours): string {
  const open = weeklyHoursLines(hours).filter((line) => line.hours !== 'Closed')
  if (open.length === 0) return 'Closed'
  return open.map((line) => `${line.days} ${line.hours}`).join('; ')
}

/** The summary and the hours note, for e-mails: "Thu–Sun 8:00 AM – 4:00 PM (Closed on Thanksgiving)". */
export function openingHoursWithNote(settings: Pick<FarmSettings, 'hours' | 'hoursNote'>): string {
  const summary = openingHoursSummary(settings.hours)
  return settings.hoursNote ? `${summary} (${settings.hoursNote})` : summary
}

/** What pages show of the settings. */
export function farmSettingsDisplay(settings: FarmSettings): FarmSettingsDisplay {
  return {
    addressLines: farmAddressLines(settings.address),
    hours: weeklyHoursLines(settings.hours),
    hoursSummary: openingHoursSummary(settings.hours),
  }
}
