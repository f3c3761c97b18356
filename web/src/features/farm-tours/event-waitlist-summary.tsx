import { formatClockTime, formatVisitDate } from '#contracts/farm-time'
import type { FarmEvent } from '#contracts/visits'

/** The full event date a visitor is joining the waitlist of. */
export function EventWaitlistSummary({ event, date }: { event: FarmEvent; date: string }) {
  return (
    <>
      <p className="font-semibold">{event.title}</p>
      <p>
        {formatVisitDate(date)}, {formatClockTime(event.startTime)}
      </p>
      <p className="mt-2 text-muted-foreground">
        This date is fully booked. Join its waitlist: when places free up for your group, we e-mail
        you a link that holds them for you.
      </p>
    </>
  )
}
