import { formatClockTime, formatVisitDate } from '#contracts/farm-time'
import type { PickYourOwnSlot } from '#contracts/visits'

/** The full session a visitor is joining the waitlist of. */
export function WaitlistSessionSummary({ slot }: { slot: PickYourOwnSlot }) {
  return (
    <>
      <p className="font-semibold">{slot.productName}</p>
      <p>
        {formatVisitDate(slot.date)}, {formatClockTime(slot.startTime)} –{' '}
        {formatClockTime(slot.endTime)}
      </p>
      <p className="mt-2 text-muted-foreground">
        This session is full. Join its waitlist: when spots free up for your group, we e-mail you a
        link that holds them for you.
      </p>
    </>
  )
}
