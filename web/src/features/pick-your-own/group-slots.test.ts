import { describe, expect, it } from 'vitest'
import type { PickYourOwnSlot } from '#contracts/visits'
import { groupSlots, isBookable, peopleChoices, spotsLeftText } from './group-slots'

const slot = (id: number, overrides: Partial<PickYourOwnSlot>): PickYourOwnSlot => ({
  id,
  productId: 1,
  productName: 'Blackberries',
  date: '2026-06-06',
  startTime: '08:00',
  endTime: '10:00',
  maxPeople: 10,
  currentBookings: 0,
  spotsLeft: 10,
  pricePerPerson: '12.00',
  active: true,
  ...overrides,
})

describe('pick-your-own sessions', () => {
  it('groups by product, then date, in time order, leaving inactive sessions out', () => {
    const groups = groupSlots([
      slot(1, { productName: 'Mangos', date: '2026-07-04' }),
      slot(2, { date: '2026-06-13', startTime: '10:00' }),
      slot(3, { date: '2026-06-13', startTime: '08:00' }),
      slot(4, { date: '2026-06-06' }),
      slot(5, { date: '2026-06-20', active: false }),
    ])
    expect(
      groups.map((group) => [
        group.productName,
        group.days.map((day) => [day.date, day.slots.map((each) => each.id)]),
      ]),
    ).toEqual([
      [
        'Blackberries',
        [
          ['2026-06-06', [4]],
          ['2026-06-13', [3, 2]],
        ],
      ],
      ['Mangos', [['2026-07-04', [1]]]],
    ])
  })

  it('books only active sessions with a spot left', () => {
    expect(isBookable(slot(1, { spotsLeft: 1 }))).toBe(true)
    expect(isBookable(slot(1, { spotsLeft: 0 }))).toBe(false)
    expect(isBookable(slot(1, { active: false }))).toBe(false)
  })

  it('offers 1 to the lesser of spots left and 10 people', () => {
    expect(peopleChoices(3)).toEqual([1, 2, 3])
    expect(peopleChoices(25)).toHaveLength(10)
    expect(peopleChoices(0)).toEqual([])
  })

  it('words the spots left', () => {
    expect(spotsLeftText(0)).toBe('No spots left')
    expect(spotsLeftText(1)).toBe('1 spot left')
    expect(spotsLeftText(7)).toBe('7 spots left')
  })
})
