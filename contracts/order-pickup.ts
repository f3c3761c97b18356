import { z } from 'zod'
import { formatClockTime, formatVisitDate, isCalendarDate } from './farm-time'
import { idField } from './fields'

/**
 * A Farm Pickup order's window (issue 26), kept apart from the pickup locations' contract so that
 * checkout's contract needs nothing of the farm settings.
 */

/** What Farm Pickup without a window is told, in the browser and by the server. */
export const choosePickupWindow = 'Choose a pickup window'

/** The window an order is collected in: which one and on which date. */
export const pickupWindowPickSchema = z.object({
  windowId: idField(choosePickupWindow),
  date: z.string(choosePickupWindow).refine(isCalendarDate, choosePickupWindow),
})
export type PickupWindowPick = z.infer<typeof pickupWindowPickSchema>

/** Where and when an order is collected, as it was when the window was chosen. */
export const orderPickupSchema = z.object({
  windowId: z.number().int().nullable(),
  locationName: z.string(),
  locationAddress: z.string(),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
})
export type OrderPickup = z.infer<typeof orderPickupSchema>

/** "Saturday, December 5, 2026, 9:00 AM – 12:00 PM": a pickup window's date and hours. */
export const pickupWhen = (pickup: Pick<OrderPickup, 'date' | 'startsAt' | 'endsAt'>) =>
  `${formatVisitDate(pickup.date)}, ${formatClockTime(pickup.startsAt)} – ${formatClockTime(pickup.endsAt)}`

/** The page an order's e-mailed link opens to move its pickup window (`?token=`). */
export const pickupMovePath = '/pickup'
export const pickupMoveLink = (publicUrl: string, token: string) =>
  `${publicUrl}${pickupMovePath}?token=${encodeURIComponent(token)}`

/** A weekly window, for a subscription's boxes: "Farm stand, Fridays, 3:00 PM – 6:00 PM". */
export const weeklyPickupWindowLabel = (window: {
  locationName: string
  weekdayName: string
  startsAt: string
  endsAt: string
}) =>
  `${window.locationName}, ${window.weekdayName}s, ${formatClockTime(window.startsAt)} – ${formatClockTime(window.endsAt)}`
