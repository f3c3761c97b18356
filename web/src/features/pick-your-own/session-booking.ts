import type { FieldPath } from 'react-hook-form'
import {
  pickYourOwnBookingRequestSchema,
  slotPeopleLimit,
  type PickYourOwnBookingRequest,
  type PickYourOwnBookingRequestInput,
} from '#contracts/visits'

/** The form as it opens, and after a booking: one person. */
export const emptySessionBooking: PickYourOwnBookingRequestInput = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  numberOfPeople: '1',
  specialRequests: '',
  website: '',
}

/** Fields a server's 400 can name; a message for anything else stays beside the button. */
export const sessionBookingFields: FieldPath<PickYourOwnBookingRequestInput>[] = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'numberOfPeople',
  'specialRequests',
]

/** The shared request rules, with the people limited to the chosen session's spots (spec 2 §5). */
export function sessionBookingSchema(spotsLeft: number | null) {
  const base = pickYourOwnBookingRequestSchema
  if (spotsLeft === null) return base
  const limit = Math.max(1, slotPeopleLimit(spotsLeft))
  return base.extend({
    numberOfPeople: base.shape.numberOfPeople.max(
      limit,
      `Number of people must be at most ${limit}`,
    ),
  })
}

/** What POST /api/pick-your-own/slots/:id/book is sent: blanks as null, never a total. */
export function sessionBookingBody(values: PickYourOwnBookingRequest): PickYourOwnBookingRequest {
  return { ...values, specialRequests: values.specialRequests || null }
}
