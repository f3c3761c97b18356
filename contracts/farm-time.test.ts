import { describe, expect, it } from 'vitest'
import {
  addCalendarDays,
  farmClockTime,
  farmInstant,
  farmInstantAfter,
  farmMonth,
  farmTimeZoneOrDefault,
  farmToday,
  farmZoneName,
  formatClockTime,
  formatDuration,
  isCalendarDate,
  weekendOf,
} from './farm-time'

const farm = 'America/New_York'

describe('farm time', () => {
  it("takes today's date on the farm's clock around midnight", () => {
    // 23:30 on the farm (EST, UTC-5) is already the next day in UTC.
    expect(farmToday(farm, new Date('2026-11-28T04:30:00Z'))).toBe('2026-11-27')
    expect(farmToday(farm, new Date('2026-11-28T05:30:00Z'))).toBe('2026-11-28')
    // In summer (EDT, UTC-4) midnight comes an hour earlier in UTC.
    expect(farmToday(farm, new Date('2026-07-04T03:59:00Z'))).toBe('2026-07-03')
    expect(farmToday(farm, new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04')
  })

  it("takes the farm's month, not the server's, on the last evening of a month", () => {
    // 22:00 on 31 May on the farm (EDT) is already 1 June in UTC.
    expect(farmMonth(farm, new Date('2026-06-01T02:00:00Z'))).toBe(4)
    expect(farmMonth(farm, new Date('2026-06-01T04:00:00Z'))).toBe(5)
    // New Year's Eve on the farm (EST) while UTC is in January.
    expect(farmMonth(farm, new Date('2027-01-01T04:59:00Z'))).toBe(11)
    expect(farmMonth(farm, new Date('2027-01-01T05:00:00Z'))).toBe(0)
    expect(farmMonth('Pacific/Auckland', new Date('2026-06-30T13:00:00Z'))).toBe(6)
  })

  it('turns a farm date and time into the right instant on both sides of a DST change', () => {
    expect(farmInstant('2026-03-07', '08:00', farm).toISOString()).toBe('2026-03-07T13:00:00.000Z')
    expect(farmInstant('2026-03-08', '08:00', farm).toISOString()).toBe('2026-03-08T12:00:00.000Z')
    // 01:00 + 2 hours across the spring-forward gap ends at 04:00 on the farm's clock.
    const end = farmInstantAfter('2026-03-08', '01:00', 120, farm)
    expect(farmClockTime(end, farm)).toBe('04:00')
  })

  it("names the farm's zone as it is on the visit's date", () => {
    expect(farmZoneName('2026-03-07', '08:00', farm)).toBe('EST')
    expect(farmZoneName('2026-03-08', '08:00', farm)).toBe('EDT')
    expect(farmZoneName('2026-07-04', '10:00', 'Mars/Olympus_Mons')).toBe('EDT')
  })

  it('counts calendar days, checks dates and formats for people', () => {
    expect(addCalendarDays('2026-10-31', 7)).toBe('2026-11-07')
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(isCalendarDate('2026-02-30')).toBe(false)
    expect(isCalendarDate('2026-2-3')).toBe(false)
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(formatClockTime('08:00')).toBe('8:00 AM')
    expect(formatClockTime('13:30')).toBe('1:30 PM')
    expect([45, 60, 90, 120].map(formatDuration)).toEqual([
      '45 minutes',
      '1 hour',
      '1.5 hours',
      '2 hours',
    ])
    expect(farmTimeZoneOrDefault('Mars/Olympus_Mons')).toBe(farm)
  })
})

describe('weekendOf', () => {
  it('is the coming Saturday and Sunday on a weekday, the rest of it on a weekend day', () => {
    expect(weekendOf('2026-11-25')).toEqual({ from: '2026-11-28', to: '2026-11-29' }) // Wednesday
    expect(weekendOf('2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-29' }) // Saturday
    expect(weekendOf('2026-11-29')).toEqual({ from: '2026-11-29', to: '2026-11-29' }) // Sunday
    expect(weekendOf('2027-03-12')).toEqual({ from: '2027-03-13', to: '2027-03-14' }) // DST weekend
  })
})
