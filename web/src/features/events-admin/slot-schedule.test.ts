import { describe, expect, it } from 'vitest'
import type { PickYourOwnSlotAdmin } from '#contracts/visits-admin'
import { slotDays } from './slot-schedule'

function slot(id: number, date: string, startTime: string): PickYourOwnSlotAdmin {
  return {
    id,
    productId: 1,
    productName: 'Blackberries',
    date,
    startTime,
    endTime: '11:00',
    maxPeople: 10,
    currentBookings: 0,
    spotsLeft: 10,
    pricePerPerson: '12.00',
    active: true,
    cancelledAt: null,
    bookingCount: 0,
  }
}

describe('slotDays', () => {
  it("groups a page under its dates in the page's order, each date earliest first", () => {
    const days = slotDays([
      slot(6, '2026-11-28', '08:00'),
      slot(3, '2026-12-05', '14:00'),
      slot(4, '2026-12-05', '08:00'),
      slot(1, '2026-12-12', '08:00'),
    ])
    expect(days.map((day) => [day.date, day.slots.map((s) => s.id)])).toEqual([
      ['2026-11-28', [6]],
      ['2026-12-05', [4, 3]],
      ['2026-12-12', [1]],
    ])
    // The past, latest first as the server sends it.
    expect(
      slotDays([slot(5, '2026-11-20', '08:00'), slot(2, '2026-11-01', '08:00')]).map(
        (day) => day.date,
      ),
    ).toEqual(['2026-11-20', '2026-11-01'])
  })

  it('is empty for no slots', () => {
    expect(slotDays([])).toEqual([])
  })
})
