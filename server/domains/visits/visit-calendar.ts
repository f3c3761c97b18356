import ical, { ICalEventStatus } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { onFarmClock } from '#contracts/farm-time'
import type { BookingStatus } from '#contracts/visits'
import type { MailAttachment } from '#server/db/schema/notifications'
import { calendarSequence } from '#server/lib/calendar-sequence'
import { visitTimes, type Visit } from './visit-records'

/** A request the farm has not confirmed yet shows as tentative in the visitor's calendar. */
const eventStatus: Record<BookingStatus, ICalEventStatus> = {
  pending: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
}

/**
 * The booking's calendar entry (RFC 5545, made by ical-generator): start and end on the farm's
 * clock with its VTIMEZONE, the farm's address as the location, the booking's page as URL, and
 * its status (a pending request is tentative). Null when the visit has no start time (its event
 * was deleted).
 */
export function visitCalendarFile(
  visit: Visit,
  context: { timeZone: string; location: string; farmName: string; bookingUrl: string },
): MailAttachment | null {
  const times = visitTimes(visit, context.timeZone)
  if (!times) return null
  const calendar = ical({ name: context.farmName, prodId: '//Groveside//Farm visits//EN' })
  calendar.timezone({
    name: context.timeZone,
    generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null,
  })
  calendar.createEvent({
    id: `${visit.kind}-${visit.id}@groveside`,
    start: onFarmClock(times.start, context.timeZone),
    end: onFarmClock(times.end, context.timeZone),
    timezone: context.timeZone,
    summary: `${visit.title} at ${context.farmName}`,
    description: [
      `${visit.numberOfPeople} ${visit.numberOfPeople === 1 ? 'person' : 'people'}, booked by ${visit.customerName}.`,
      `Your booking: ${context.bookingUrl}`,
    ].join('\n'),
    location: context.location,
    url: context.bookingUrl,
    status: eventStatus[visit.status],
    sequence: calendarSequence(),
  })
  return {
    filename: 'farm-visit.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendar.toString(),
  }
}
