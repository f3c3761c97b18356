import type { FieldPath } from 'react-hook-form'
import { formatShortVisitDate } from '#contracts/farm-time'
import {
  bookingRequestSchema,
  placesLeftOn,
  placesLeftText,
  visitLimits,
  type BookingRequest,
  type BookingRequestInput,
  type FarmEvent,
  type FarmEventAvailability,
} from '#contracts/visits'

/** The form as it opens, and after a request is sent: nothing selected, one person. */
export const emptyBooking: BookingRequestInput = {
  farmEventId: undefined as unknown as number,
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  numberOfPeople: 1,
  preferredDate: '',
  alternateDate: '',
  specialRequests: '',
  website: '',
}

/** Fields a server's 400 can name; a message for anything else stays beside the button. */
export const bookingFields: FieldPath<BookingRequestInput>[] = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'numberOfPeople',
  'preferredDate',
  'alternateDate',
  'specialRequests',
]

/** Spec 2 §5: people run from 1 to the selected event's maxPeople, 15 while none is selected. */
export function peopleLimit(event: FarmEvent | null | undefined): number {
  return event?.maxPeople ?? visitLimits.peopleWithoutEvent
}

/** The message of a preferred date without places left. */
export function fullyBookedMessage(date: string) {
  return `No places are left on ${formatShortVisitDate(date)}. Please choose another date.`
}

/** "3 places left on Sat, Nov 28.", "Fully booked on Sat, Nov 28.": the preferred date's places. */
export function placesLeftHint(availability: FarmEventAvailability, date: string) {
  return `${placesLeftText(placesLeftOn(availability, date))} on ${formatShortVisitDate(date)}.`
}

/** The dates someone asked for, soonest first: where the places are going. */
export function fillingDates(availability: FarmEventAvailability, limit = 4) {
  return availability.dates.slice(0, limit).map(({ date, placesLeft }) => ({
    date,
    text: `${formatShortVisitDate(date)}: ${placesLeftText(placesLeft)}`,
  }))
}

/**
 * The booking form's rules: the shared request schema (the server checks the same), plus what
 * only the screen knows: the selected event's group size, the places left on the chosen date
 * (requests hold theirs), and the farm's today, the earliest date either date field takes (spec
 * 2 §5). `today` is unknown until the page is hydrated.
 */
export function bookingFormSchema({
  maxPeople,
  today,
  availability,
}: {
  maxPeople: number
  today?: string
  availability?: FarmEventAvailability
}) {
  const { shape } = bookingRequestSchema
  const notPast = (date: string | null | undefined) => !date || !today || date >= today
  return bookingRequestSchema
    .extend({
      numberOfPeople: shape.numberOfPeople.max(
        maxPeople,
        `Number of people must be at most ${maxPeople}`,
      ),
      preferredDate: shape.preferredDate.refine(notPast, 'Preferred date cannot be in the past'),
      alternateDate: shape.alternateDate.refine(notPast, 'Alternate date cannot be in the past'),
    })
    .superRefine(({ preferredDate, numberOfPeople }, context) => {
      if (!availability) return
      const left = placesLeftOn(availability, preferredDate)
      if (left === 0) {
        context.addIssue({
          code: 'custom',
          path: ['preferredDate'],
          message: fullyBookedMessage(preferredDate),
        })
      } else if (numberOfPeople > left) {
        context.addIssue({
          code: 'custom',
          path: ['numberOfPeople'],
          message: `Only ${placesLeftText(left)} on ${formatShortVisitDate(preferredDate)}`,
        })
      }
    })
}

/** What POST /api/bookings is sent: the checked values, blanks as null, never a price. */
export function bookingRequestBody(values: BookingRequest): BookingRequest {
  return { ...values, specialRequests: values.specialRequests || null }
}
