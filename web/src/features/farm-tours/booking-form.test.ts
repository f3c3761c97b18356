import { describe, expect, it } from 'vitest'
import type { FarmEvent } from '#contracts/visits'
import {
  bookingFormSchema,
  bookingRequestBody,
  emptyBooking,
  fillingDates,
  peopleLimit,
  placesLeftHint,
} from './booking-form'

const valid = {
  ...emptyBooking,
  farmEventId: 3,
  customerName: 'Ana Lopez',
  customerEmail: 'ana@example.com',
  numberOfPeople: '4',
  preferredDate: '2026-11-28',
}

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('the booking form rules (spec 2 §5)', () => {
  it('allows 15 people while no event is selected, else the event’s maxPeople', () => {
    expect(peopleLimit(null)).toBe(15)
    expect(peopleLimit({ maxPeople: 8 } as FarmEvent)).toBe(8)
  })

  it('limits the group to the chosen event', () => {
    const schema = bookingFormSchema({ maxPeople: 8 })
    expect(schema.safeParse(valid).success).toBe(true)
    expect(messages(schema.safeParse({ ...valid, numberOfPeople: 9 }))).toEqual([
      'Number of people must be at most 8',
    ])
    expect(messages(schema.safeParse({ ...valid, numberOfPeople: 0 }))).toEqual([
      'Number of people must be a whole number of at least 1',
    ])
  })

  it('refuses dates before the farm’s today, once it is known', () => {
    const schema = bookingFormSchema({ maxPeople: 15, today: '2026-11-28' })
    expect(schema.safeParse(valid).success).toBe(true)
    expect(
      messages(
        schema.safeParse({ ...valid, preferredDate: '2026-11-27', alternateDate: '2026-11-01' }),
      ),
    ).toEqual(['Preferred date cannot be in the past', 'Alternate date cannot be in the past'])
    expect(schema.parse({ ...valid, alternateDate: '' }).alternateDate).toBeNull()
  })

  it('keeps the group within the places left on the preferred date', () => {
    const availability = {
      farmEventId: 3,
      maxPeople: 8,
      dates: [
        { date: '2026-11-28', placesLeft: 3 },
        { date: '2026-11-29', placesLeft: 0 },
      ],
    }
    const schema = bookingFormSchema({ maxPeople: 8, availability })
    expect(messages(schema.safeParse(valid))).toEqual(['Only 3 places left on Sat, Nov 28'])
    expect(schema.safeParse({ ...valid, numberOfPeople: 3 }).success).toBe(true)
    expect(messages(schema.safeParse({ ...valid, preferredDate: '2026-11-29' }))).toEqual([
      'No places are left on Sun, Nov 29. Please choose another date.',
    ])
    // A date nobody asked for has all the event's places.
    expect(
      schema.safeParse({ ...valid, numberOfPeople: 8, preferredDate: '2026-12-05' }).success,
    ).toBe(true)
    expect(placesLeftHint(availability, '2026-11-28')).toBe('3 places left on Sat, Nov 28.')
    expect(placesLeftHint(availability, '2026-12-05')).toBe('8 places left on Sat, Dec 5.')
    expect(placesLeftHint(availability, '2026-11-29')).toBe('Fully booked on Sun, Nov 29.')
    expect(fillingDates(availability).map((each) => each.text)).toEqual([
      'Sat, Nov 28: 3 places left',
      'Sun, Nov 29: Fully booked',
    ])
  })

  it('sends blanks as null and no price', () => {
    const values = bookingFormSchema({ maxPeople: 15 }).parse(valid)
    const body = bookingRequestBody(values)
    expect(body).toEqual({
      farmEventId: 3,
      customerName: 'Ana Lopez',
      customerEmail: 'ana@example.com',
      customerPhone: null,
      numberOfPeople: 4,
      preferredDate: '2026-11-28',
      alternateDate: null,
      specialRequests: null,
      website: '',
    })
  })
})
