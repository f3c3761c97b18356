import type { ReactNode } from 'react'
import { formatVisitDate } from '#contracts/farm-time'
import type { PickYourOwnSlotAdmin } from '#contracts/visits-admin'
import type { SlotDay } from './slot-schedule'

/** Sessions under their date ("Saturday, December 5, 2026"), one list per date. */
export function SlotDays({
  days,
  card,
}: {
  days: readonly SlotDay[]
  card: (slot: PickYourOwnSlotAdmin) => ReactNode
}) {
  return (
    <div className="grid gap-5">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`slot-day-${day.date}`}>
          <h3
            id={`slot-day-${day.date}`}
            className="mb-2 font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {formatVisitDate(day.date)}
          </h3>
          <ul className="grid gap-2">
            {day.slots.map((slot) => (
              <li key={slot.id}>{card(slot)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
