import { compareIsoText } from '#web/lib/compare-text'
import type { DefaultValues } from 'react-hook-form'
import { formatClockTime, formatShortVisitDate, formatVisitDate } from '#contracts/farm-time'
import { visitLimits } from '#contracts/visits'
import type {
  PickYourOwnSlotAdmin,
  PickYourOwnSlotInput,
  PickYourOwnSlotSeriesInput,
} from '#contracts/visits-admin'
import * as visitsAdminApi from '#contracts/visits-admin-api'
import * as visitsApi from '#contracts/visits-api'
import { apiQuery } from '#web/lib/api-client'
import {
  defineStaffResource,
  failureToasts,
  type StaffRecordAction,
  type ToastText,
} from '#web/lib/staff-resource'
import { countText } from './visit-words'

/** "Blackberries, Sat, Dec 5, 8:00 AM": a session named for buttons and toasts. */
export function slotName(slot: Pick<PickYourOwnSlotAdmin, 'productName' | 'date' | 'startTime'>) {
  return `${slot.productName}, ${formatShortVisitDate(slot.date)}, ${formatClockTime(slot.startTime)}`
}

/** "8:00 AM – 11:00 AM". */
export function slotHours(slot: Pick<PickYourOwnSlotAdmin, 'startTime' | 'endTime'>) {
  return `${formatClockTime(slot.startTime)} – ${formatClockTime(slot.endTime)}`
}

/** The weekday of a farm date: "Saturday". */
export function weekdayOf(date: string) {
  return formatVisitDate(date).split(',')[0] ?? date
}

/** What a create made: one session, or a weekly series ('6 sessions added'). */
function sessionsAdded(answer: PickYourOwnSlotAdmin[] | PickYourOwnSlotAdmin): ToastText {
  const made = ([] as PickYourOwnSlotAdmin[])
    .concat(answer)
    .sort((a, b) => compareIsoText(a.date, b.date))
  const first = made[0]
  const last = made[made.length - 1]
  if (!first || !last) return 'Session added'
  if (made.length === 1) {
    return {
      title: 'Session added',
      description: `${first.productName}, ${formatVisitDate(first.date)}, ${slotHours(first)}.`,
    }
  }
  return {
    title: `${made.length} sessions added`,
    description: `${first.productName}: every ${weekdayOf(first.date)} from ${formatShortVisitDate(first.date)} to ${formatShortVisitDate(last.date)}, ${slotHours(first)}.`,
  }
}

/**
 * Pick-your-own sessions (spec 2 "Pick Your Own", spec 3 §10), in the Events & Workshops Manager.
 * A create answers the sessions it made (one, or a weekly series); every change also refreshes
 * the public list of /pick-your-own.
 */
export const pickYourOwnSlotsResource = defineStaffResource<
  PickYourOwnSlotAdmin,
  PickYourOwnSlotAdmin[]
>({
  endpoints: visitsAdminApi.pickYourOwnSlots,
  refreshes: [visitsApi.listPickYourOwnSlots],
  messages: {
    created: sessionsAdded,
    updated: (slot) => ({ title: 'Session updated', description: `${slotName(slot)}.` }),
    deleted: 'Session deleted',
    toggled: (slot) =>
      slot.active
        ? { title: 'Session activated', description: `${slotName(slot)} can be booked.` }
        : {
            title: 'Session deactivated',
            description: `${slotName(slot)} is hidden from the Pick Your Own page; its bookings stay.`,
          },
    ...failureToasts(
      ({ verb }) => ({
        title: verb === 'delete' ? 'Delete Failed' : 'Save Failed',
        fallback: `Failed to ${verb} the session`,
      }),
      'add',
    ),
    toggleFailed: { title: 'Update Failed', fallback: 'Failed to update the session' },
  },
})

/** The session is cancelled with its bookings, each visitor e-mailed. */
export const cancelPickYourOwnSlot: StaffRecordAction<
  PickYourOwnSlotAdmin,
  typeof visitsAdminApi.cancelPickYourOwnSlot
> = {
  endpoint: visitsAdminApi.cancelPickYourOwnSlot,
  done: (result, slot) => ({
    title: 'Session cancelled',
    description: `${slotName(slot)}: ${countText(result.cancelledBookings, 'booking')} cancelled and each visitor e-mailed.`,
  }),
  failed: { title: 'Cancel Failed', fallback: 'Failed to cancel the session' },
}

/** The bookings of one session. */
export const slotBookingsQuery = (slot: Pick<PickYourOwnSlotAdmin, 'id'>) =>
  apiQuery(visitsAdminApi.listSlotBookings, { params: { id: slot.id } })

/** A new session: 10 people (spec 3 §10), active, a single date unless weeks says more. */
export const blankSlotSeries: DefaultValues<PickYourOwnSlotSeriesInput> = {
  date: '',
  startTime: '',
  endTime: '',
  maxPeople: visitLimits.slotDefaultMaxPeople,
  pricePerPerson: '',
  active: true,
  weeks: 1,
}

/** A stored session as the edit form holds it (no weeks: an edit changes this one session). */
export function slotFormValues(slot: PickYourOwnSlotAdmin): DefaultValues<PickYourOwnSlotInput> {
  return {
    productId: slot.productId ?? undefined,
    date: slot.date,
    startTime: slot.startTime,
    endTime: slot.endTime,
    maxPeople: slot.maxPeople,
    pricePerPerson: slot.pricePerPerson,
    active: slot.active,
  }
}
