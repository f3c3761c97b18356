import { sessionTypeLabels, type CalendarSession } from '#contracts/bookings-calendar'
import { formatClockTime } from '#contracts/farm-time'

/** "1 person", "4 people". */
export const peopleText = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`

/** "8:00 AM – 10:00 AM" on the farm's clock. */
export const sessionHours = (session: Pick<CalendarSession, 'startTime' | 'endTime'>) =>
  `${formatClockTime(session.startTime)} – ${formatClockTime(session.endTime)}`

/** "11/12 booked": the places held of the session's capacity. */
export const bookedText = (session: Pick<CalendarSession, 'booked' | 'capacity'>) =>
  `${session.booked}/${session.capacity} booked`

/** "3 places left", "1 place left", "Full". */
export const placesLeftText = (left: number) =>
  left <= 0 ? 'Full' : `${left} ${left === 1 ? 'place' : 'places'} left`

export const sessionTypeLabel = (session: Pick<CalendarSession, 'type'>) =>
  sessionTypeLabels[session.type]
