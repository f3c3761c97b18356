import { describe, expect, it } from 'vitest'
import { farmClockTime, farmToday } from '#contracts/farm-time'
import {
  firstTrigger,
  nextSendTimeAfter,
  nextTriggerAfter,
  type ReminderSeries,
} from './reminder-schedule'

const farm = 'America/New_York'
const series = (
  frequency: ReminderSeries['frequency'],
  createdAt: string,
  customDays: number | null = null,
): ReminderSeries => ({ frequency, customDays, createdAt: new Date(createdAt) })

/** The series' sendings one after another, from `from`: each the first after the one before. */
function sendings(reminder: ReminderSeries, from: string, count: number) {
  const found: Date[] = []
  let after = new Date(from)
  for (let n = 0; n < count; n += 1) {
    const next = nextTriggerAfter(reminder, after, farm)
    if (!next) break
    found.push(next)
    after = next
  }
  return found
}
const farmDates = (instants: Date[]) => instants.map((instant) => farmToday(farm, instant))

describe('reminder schedule', () => {
  it('starts at the first 8:00 on the farm after the reminder was made', () => {
    // 7:30 on the farm (EST): the same morning.
    expect(firstTrigger(series('weekly', '2026-11-24T12:30:00Z'), farm).toISOString()).toBe(
      '2026-11-24T13:00:00.000Z',
    )
    // 8:00 exactly and later: the next morning.
    expect(firstTrigger(series('weekly', '2026-11-24T13:00:00Z'), farm).toISOString()).toBe(
      '2026-11-25T13:00:00.000Z',
    )
    // 21:00 on the farm is already the next day in UTC; the farm's next morning is still the 25th.
    expect(firstTrigger(series('daily', '2026-11-25T02:00:00Z'), farm).toISOString()).toBe(
      '2026-11-25T13:00:00.000Z',
    )
  })

  it('keeps a daily reminder at 8:00 on the farm across the March change (EST to EDT)', () => {
    // Clocks go forward at 2:00 on Sunday 8 March 2026.
    const daily = sendings(series('daily', '2026-03-05T15:00:00Z'), '2026-03-05T15:00:00Z', 5)
    expect(daily.map((instant) => instant.toISOString())).toEqual([
      '2026-03-06T13:00:00.000Z',
      '2026-03-07T13:00:00.000Z',
      '2026-03-08T12:00:00.000Z',
      '2026-03-09T12:00:00.000Z',
      '2026-03-10T12:00:00.000Z',
    ])
    expect(daily.map((instant) => farmClockTime(instant, farm))).toEqual(Array(5).fill('08:00'))
  })

  it('keeps a daily reminder at 8:00 on the farm across the November change (EDT to EST)', () => {
    // Clocks go back at 2:00 on Sunday 1 November 2026.
    const daily = sendings(series('daily', '2026-10-29T15:00:00Z'), '2026-10-30T12:00:00Z', 4)
    expect(daily.map((instant) => instant.toISOString())).toEqual([
      '2026-10-31T12:00:00.000Z',
      '2026-11-01T13:00:00.000Z',
      '2026-11-02T13:00:00.000Z',
      '2026-11-03T13:00:00.000Z',
    ])
    expect(daily.map((instant) => farmClockTime(instant, farm))).toEqual(Array(4).fill('08:00'))
  })

  it('repeats weekly, every N days and monthly from the first date', () => {
    // Made on Tuesday 27 October 2026 at 10:00 on the farm: first sending Wednesday the 28th.
    const made = '2026-10-27T14:00:00Z'
    expect(farmDates(sendings(series('weekly', made), made, 3))).toEqual([
      '2026-10-28',
      '2026-11-04',
      '2026-11-11',
    ])
    expect(farmDates(sendings(series('custom', made, 3), made, 4))).toEqual([
      '2026-10-28',
      '2026-10-31',
      '2026-11-03',
      '2026-11-06',
    ])
    // The weekly one goes out at 8:00 EDT before the change and 8:00 EST after it.
    const weekly = sendings(series('weekly', made), made, 2)
    expect(weekly.map((instant) => instant.toISOString())).toEqual([
      '2026-10-28T12:00:00.000Z',
      '2026-11-04T13:00:00.000Z',
    ])
    // Made on 30 January after 8:00: first on the 31st, then the last day of February, then the 31st.
    const monthly = series('monthly', '2026-01-30T15:00:00Z')
    expect(farmDates(sendings(monthly, '2026-01-30T15:00:00Z', 4))).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ])
  })

  it('sends a one-time reminder once, then has no next sending', () => {
    const once = series('one_time', '2026-11-24T15:00:00Z')
    const only = nextTriggerAfter(once, new Date('2026-11-24T15:00:00Z'), farm)
    expect(only?.toISOString()).toBe('2026-11-25T13:00:00.000Z')
    expect(nextTriggerAfter(once, only!, farm)).toBeNull()
  })

  it('after days without a run, goes to the next sending after now, not the missed ones', () => {
    const daily = series('daily', '2026-06-01T15:00:00Z')
    // Ten days later at noon on the farm (EDT): tomorrow at 8:00.
    expect(nextTriggerAfter(daily, new Date('2026-06-11T16:00:00Z'), farm)?.toISOString()).toBe(
      '2026-06-12T12:00:00.000Z',
    )
    const monthly = series('monthly', '2026-01-10T15:00:00Z')
    expect(nextTriggerAfter(monthly, new Date('2026-09-20T16:00:00Z'), farm)?.toISOString()).toBe(
      '2026-10-11T12:00:00.000Z',
    )
  })

  it("finds the next 8:00 in another farm's zone", () => {
    // 8:00 in Honolulu (UTC-10, no daylight saving) is 18:00 UTC.
    const hawaii = 'Pacific/Honolulu'
    expect(nextSendTimeAfter(new Date('2026-03-08T17:00:00Z'), hawaii).toISOString()).toBe(
      '2026-03-08T18:00:00.000Z',
    )
    expect(nextSendTimeAfter(new Date('2026-03-08T18:00:00Z'), hawaii).toISOString()).toBe(
      '2026-03-09T18:00:00.000Z',
    )
  })
})
