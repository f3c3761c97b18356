import { describe, expect, it } from 'vitest'
import { staffBookingQuerySchema } from '#contracts/visits-admin'
import { bookingFilterLabel, bookingsQuery, isVisitQueryKey, otherStatuses } from './bookings-view'

describe('bookings view', () => {
  it('asks the server for the page the address holds, without its defaults', () => {
    const search = (query: object) => staffBookingQuerySchema.parse(query)
    expect(bookingsQuery(search({})).queryKey).toEqual(['/api/admin/bookings'])
    expect(bookingsQuery(search({ status: 'pending', page: '2' })).queryKey).toEqual([
      '/api/admin/bookings?status=pending&page=2',
    ])
    expect(bookingFilterLabel('all')).toBe('All')
    expect(bookingFilterLabel('cancelled')).toBe('Cancelled')
  })

  it('offers every other status, confirm first', () => {
    expect(otherStatuses('pending')).toEqual(['confirmed', 'cancelled'])
    expect(otherStatuses('confirmed')).toEqual(['pending', 'cancelled'])
    expect(otherStatuses('cancelled')).toEqual(['confirmed', 'pending'])
  })

  it('refreshes the answers a status change touches, and nothing else', () => {
    expect(isVisitQueryKey(['/api/admin/bookings?status=pending'])).toBe(true)
    expect(isVisitQueryKey(['/api/admin/farm-events'])).toBe(true)
    expect(isVisitQueryKey(['/api/admin/pick-your-own/slots/4/bookings'])).toBe(true)
    expect(isVisitQueryKey(['/api/pick-your-own/slots'])).toBe(true)
    expect(isVisitQueryKey(['/api/farm-events/active'])).toBe(true)
    expect(isVisitQueryKey(['/api/admin/orders'])).toBe(false)
    expect(isVisitQueryKey(['/api/products'])).toBe(false)
  })
})
