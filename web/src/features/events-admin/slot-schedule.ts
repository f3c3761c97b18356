import { compareIsoText } from '#web/lib/compare-text'
import type { PickYourOwnSlotAdmin } from '#contracts/visits-admin'

/** The sessions of one farm date, earliest first. */
export interface SlotDay {
  date: string
  slots: PickYourOwnSlotAdmin[]
}

const byStart = (a: PickYourOwnSlotAdmin, b: PickYourOwnSlotAdmin) =>
  compareIsoText(a.startTime, b.startTime) || compareIsoText(a.endTime, b.endTime) || a.id - b.id

/**
 * The manager's schedule: upcoming dates (today on) soonest first, then past dates (the last 30
 * days the list holds) latest first. Dates are farm calendar dates, compared as text.
 */
export function slotSchedule(
  slots: readonly PickYourOwnSlotAdmin[],
  today: string,
): { upcoming: SlotDay[]; past: SlotDay[] } {
  const days = new Map<string, PickYourOwnSlotAdmin[]>()
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot])
  const all = [...days.entries()]
    .map(([date, list]) => ({ date, slots: list.sort(byStart) }))
    .sort((a, b) => compareIsoText(a.date, b.date))
  return {
    upcoming: all.filter((day) => day.date >= today),
    past: all.filter((day) => day.date < today).reverse(),
  }
}
