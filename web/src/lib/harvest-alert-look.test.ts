import { describe, expect, it } from 'vitest'
import {
  farmDayAndTime,
  farmShortDay,
  fromFarmDateTimeInput,
  toFarmDateTimeInput,
} from './harvest-alert-look'

const zone = 'America/New_York'

describe('harvest alert instants on the farm clock', () => {
  it('shows an instant as the farm wall-clock time in summer and winter', () => {
    expect(toFarmDateTimeInput('2026-06-01T12:00:00.000Z', zone)).toBe('2026-06-01T08:00')
    expect(toFarmDateTimeInput('2026-01-15T13:30:00.000Z', zone)).toBe('2026-01-15T08:30')
    // Late evening on the farm is already the next day in UTC.
    expect(toFarmDateTimeInput('2026-06-02T02:00:00.000Z', zone)).toBe('2026-06-01T22:00')
    expect(toFarmDateTimeInput(null, zone)).toBe('')
  })

  it('reads a typed farm date and time back as the same instant', () => {
    expect(fromFarmDateTimeInput('2026-06-01T08:00', zone)).toBe('2026-06-01T12:00:00.000Z')
    expect(fromFarmDateTimeInput('2026-01-15T08:30', zone)).toBe('2026-01-15T13:30:00.000Z')
    expect(fromFarmDateTimeInput('2026-02-30T08:00', zone)).toBeNull()
    expect(fromFarmDateTimeInput('2026-06-01', zone)).toBeNull()
  })

  it('writes the farm day, whatever the zone of the computer', () => {
    expect(farmShortDay('2026-06-02T02:00:00.000Z', zone)).toBe('Mon, Jun 1')
    expect(farmDayAndTime('2026-06-02T02:00:00.000Z', zone)).toBe('Mon, Jun 1, 2026 at 10:00 PM')
    expect(farmShortDay('not a date', zone)).toBe('')
  })
})
