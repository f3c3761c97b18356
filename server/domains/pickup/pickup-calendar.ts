import ical from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { farmInstant, onFarmClock } from '#contracts/farm-time'
import type { OrderPickup } from '#contracts/order-pickup'
import type { MailAttachment } from '#server/db/schema/notifications'
import { calendarSequence } from '#server/lib/calendar-sequence'

/**
 * A pickup order's calendar entry (RFC 5545, made by ical-generator): its window on the farm's
 * clock with the zone's VTIMEZONE, at the location's address. The same order always has the same
 * UID and a higher SEQUENCE each time, so a calendar replaces the entry when the window is
 * moved.
 */
export function pickupCalendarFile(
  orderId: number,
  pickup: OrderPickup,
  context: { timeZone: string; farmName: string },
): MailAttachment {
  const calendar = ical({ name: context.farmName, prodId: '//Groveside//Order pickup//EN' })
  calendar.timezone({
    name: context.timeZone,
    generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null,
  })
  calendar.createEvent({
    id: `order-${orderId}-pickup@groveside`,
    start: onFarmClock(
      farmInstant(pickup.date, pickup.startsAt, context.timeZone),
      context.timeZone,
    ),
    end: onFarmClock(farmInstant(pickup.date, pickup.endsAt, context.timeZone), context.timeZone),
    timezone: context.timeZone,
    summary: `Pick up order #${orderId} at ${pickup.locationName}`,
    description: `Your ${context.farmName} order #${orderId}. Please bring your order number.`,
    location: pickup.locationAddress,
    sequence: calendarSequence(),
  })
  return {
    filename: `order-${orderId}-pickup.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendar.toString(),
  }
}
