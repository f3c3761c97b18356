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
 * A page of the manager's schedule under its dates, the dates in the page's order (the server's:
 * upcoming soonest first, past latest first), each date's sessions earliest first.
 */
export function slotDays(slots: readonly PickYourOwnSlotAdmin[]): SlotDay[] {
  const days: SlotDay[] = []
  for (const slot of slots) {
    const day = days.at(-1)
    if (day?.date === slot.date) day.slots.push(slot)
    else days.push({ date: slot.date, slots: [slot] })
  }
  return days.map((day) => ({ ...day, slots: day.slots.sort(byStart) }))
}
