import { describe, expect, it } from 'vitest'
import {
  cartHarvest,
  describeHarvestDays,
  harvestPromise,
  nextHarvest,
  type HarvestSchedule,
} from './harvest-days'
import { formatFarmInstant } from './farm-time'

const zone = 'America/New_York'
const at = (iso: string) => new Date(iso)

const schedule = (overrides: Partial<HarvestSchedule>): HarvestSchedule => ({
  harvestDays: ['thursday'],
  harvestCutOffDaysBefore: 1,
  harvestCutOffTime: '12:00',
  ...overrides,
})

describe('nextHarvest', () => {
  it('sends an order placed after Wednesday noon to the next Thursday', () => {
    const thursdays = schedule({})
    // Wednesday 25 November 2026, 11:59 EST is 16:59 UTC.
    expect(nextHarvest(thursdays, zone, at('2026-11-25T16:59:00Z'))).toEqual({
      date: '2026-11-26',
      orderBy: at('2026-11-25T17:00:00Z'),
    })
    expect(nextHarvest(thursdays, zone, at('2026-11-25T17:00:00Z'))).toEqual({
      date: '2026-12-03',
      orderBy: at('2026-12-02T17:00:00Z'),
    })
  })

  it('keeps the cut-off at noon on the farm when the clocks go back (1 November 2026)', () => {
    const mondays = schedule({ harvestDays: ['monday'] })
    // Sunday noon is EST (17:00 UTC) on the day the clocks go back, though it was EDT at 02:00.
    expect(nextHarvest(mondays, zone, at('2026-11-01T16:30:00Z'))).toEqual({
      date: '2026-11-02',
      orderBy: at('2026-11-01T17:00:00Z'),
    })
    expect(nextHarvest(mondays, zone, at('2026-11-01T17:00:00Z'))?.date).toBe('2026-11-09')
    // A week earlier noon was EDT, 16:00 UTC: 16:30 UTC was already past it.
    expect(nextHarvest(mondays, zone, at('2026-10-25T16:30:00Z'))).toEqual({
      date: '2026-11-02',
      orderBy: at('2026-11-01T17:00:00Z'),
    })
  })

  it('keeps the cut-off at noon on the farm when the clocks go forward (8 March 2026)', () => {
    const mondays = schedule({ harvestDays: ['monday'] })
    expect(nextHarvest(mondays, zone, at('2026-03-08T15:59:00Z'))).toEqual({
      date: '2026-03-09',
      orderBy: at('2026-03-08T16:00:00Z'),
    })
    expect(nextHarvest(mondays, zone, at('2026-03-08T16:30:00Z'))?.date).toBe('2026-03-16')
  })

  it('reads a same-day cut-off and several harvest days', () => {
    const early = schedule({
      harvestDays: ['friday', 'tuesday'],
      harvestCutOffDaysBefore: 0,
      harvestCutOffTime: '06:00',
    })
    // Tuesday 1 December 2026: 05:00 EST, then 07:00 EST.
    expect(nextHarvest(early, zone, at('2026-12-01T10:00:00Z'))?.date).toBe('2026-12-01')
    expect(nextHarvest(early, zone, at('2026-12-01T12:00:00Z'))?.date).toBe('2026-12-04')
  })

  it('reads a cut-off six days before, and the farm date rather than the UTC date', () => {
    const longAhead = schedule({ harvestDays: ['saturday'], harvestCutOffDaysBefore: 6 })
    // Sunday 29 November, 23:30 EST is already Monday in UTC; Sunday noon was the cut-off.
    expect(nextHarvest(longAhead, zone, at('2026-11-30T04:30:00Z'))).toEqual({
      date: '2026-12-12',
      orderBy: at('2026-12-06T17:00:00Z'),
    })
  })

  it('is null for a product not picked to order', () => {
    expect(nextHarvest(schedule({ harvestDays: [] }), zone, at('2026-11-25T12:00:00Z'))).toBeNull()
  })
})

describe('cartHarvest', () => {
  const mangos = schedule({ harvestDays: ['tuesday', 'friday'] })
  const blackberries = schedule({
    harvestDays: ['saturday'],
    harvestCutOffDaysBefore: 2,
    harvestCutOffTime: '18:00',
  })

  it('waits for the latest harvest and closes at its cut-off', () => {
    // Monday 30 November 2026, 10:00 EST: mangos Tuesday, blackberries Saturday.
    expect(cartHarvest([mangos, blackberries], zone, at('2026-11-30T15:00:00Z'))).toEqual({
      date: '2026-12-05',
      orderBy: at('2026-12-03T23:00:00Z'),
    })
    expect(cartHarvest([mangos], zone, at('2026-11-30T15:00:00Z'))).toEqual({
      date: '2026-12-01',
      orderBy: at('2026-11-30T17:00:00Z'),
    })
  })

  it('is null when nothing is picked to order', () => {
    expect(cartHarvest([schedule({ harvestDays: [] })], zone)).toBeNull()
    expect(cartHarvest([], zone)).toBeNull()
  })
})

describe('wording', () => {
  it('describes the harvest days in weekday order', () => {
    expect(describeHarvestDays(schedule({ harvestDays: ['friday', 'tuesday'] }))).toBe(
      'Picked to order on Tuesdays and Fridays; order by 12:00 PM the day before.',
    )
    expect(
      describeHarvestDays(
        schedule({
          harvestDays: ['saturday', 'monday', 'wednesday'],
          harvestCutOffDaysBefore: 2,
          harvestCutOffTime: '18:00',
        }),
      ),
    ).toBe('Picked to order on Mondays, Wednesdays and Saturdays; order by 6:00 PM 2 days before.')
    expect(
      describeHarvestDays(schedule({ harvestCutOffDaysBefore: 0, harvestCutOffTime: '06:00' })),
    ).toBe('Picked to order on Thursdays; order by 6:00 AM that day.')
    expect(describeHarvestDays(schedule({ harvestDays: [] }))).toBeNull()
  })

  it('says when orders close on the farm clock, with its zone', () => {
    expect(formatFarmInstant(at('2026-11-01T17:00:00Z'), zone)).toBe(
      'Sunday, November 1, 2026, 12:00 PM EST',
    )
    expect(formatFarmInstant(at('2026-10-25T16:00:00Z'), zone)).toBe(
      'Sunday, October 25, 2026, 12:00 PM EDT',
    )
  })

  it('promises a pickup or a send-off on the harvest day', () => {
    expect(harvestPromise('2026-12-03', 'pickup')).toBe(
      'Picked Thursday, December 3, 2026 and ready for pickup from then.',
    )
    expect(harvestPromise('2026-12-03', 'sent')).toBe(
      'Picked Thursday, December 3, 2026 and sent out that day.',
    )
  })
})
