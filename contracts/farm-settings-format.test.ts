import { describe, expect, it } from 'vitest'
import { builtInFarmSettings, type WeeklyHours } from './farm-settings'
import {
  farmAddressLines,
  farmAddressOneLine,
  farmSettingsDisplay,
  formatDayHours,
  formatDays,
  openingHoursSummary,
  openingHoursWithNote,
  weeklyHoursLines,
} from './farm-settings-format'

const nineToFive = [{ from: '09:00', to: '17:00' }]
const week = (hours: Partial<WeeklyHours>): WeeklyHours => ({
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
  ...hours,
})

describe('the farm address', () => {
  it('is the street, then "City, ST ZIP"', () => {
    expect(farmAddressLines(builtInFarmSettings.address)).toEqual([
      '2180 Seagrape Grove Road',
      'Jensen Beach, FL 34957',
    ])
    expect(farmAddressOneLine(builtInFarmSettings.address)).toBe(
      '2180 Seagrape Grove Road, Jensen Beach, FL 34957',
    )
  })
})

describe('formatDayHours', () => {
  it('writes times on a 12-hour clock, ranges in order', () => {
    expect(formatDayHours([{ from: '08:00', to: '16:30' }])).toBe('8:00 AM – 4:30 PM')
    expect(
      formatDayHours([
        { from: '13:00', to: '17:00' },
        { from: '08:00', to: '12:00' },
      ]),
    ).toBe('8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM')
    expect(formatDayHours([{ from: '00:00', to: '23:59' }])).toBe('12:00 AM – 11:59 PM')
  })

  it('says Closed for a day without hours', () => {
    expect(formatDayHours([])).toBe('Closed')
  })
})

describe('formatDays', () => {
  it.each([
    [['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], 'Mon–Fri'],
    [['saturday'], 'Sat'],
    [['saturday', 'sunday'], 'Sat, Sun'],
    [['monday', 'wednesday', 'thursday', 'friday'], 'Mon, Wed–Fri'],
    [['sunday', 'monday'], 'Mon, Sun'],
    [['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], 'Every day'],
  ] as const)('%j → %s', (days, expected) => {
    expect(formatDays(days)).toBe(expected)
  })
})

describe('weeklyHoursLines', () => {
  it('groups equal days, open ones first, then the closed days', () => {
    expect(weeklyHoursLines(builtInFarmSettings.hours)).toEqual([
      { days: 'Thu–Sun', hours: '8:00 AM – 4:00 PM' },
      { days: 'Mon–Wed', hours: 'Closed' },
    ])
  })

  it('keeps different hours apart, and days with two ranges together', () => {
    const split = [
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '17:00' },
    ]
    expect(
      weeklyHoursLines(
        week({
          monday: split,
          tuesday: split,
          wednesday: split,
          thursday: split,
          friday: split,
          saturday: [{ from: '08:00', to: '13:00' }],
        }),
      ),
    ).toEqual([
      { days: 'Mon–Fri', hours: '8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM' },
      { days: 'Sat', hours: '8:00 AM – 1:00 PM' },
      { days: 'Sun', hours: 'Closed' },
    ])
  })

  it('groups equal days that are not next to each other', () => {
    expect(weeklyHoursLines(week({ monday: nineToFive, wednesday: nineToFive }))).toEqual([
      { days: 'Mon, Wed', hours: '9:00 AM – 5:00 PM' },
      { days: 'Tue, Thu–Sun', hours: 'Closed' },
    ])
  })

  it('says Every day when all seven share their hours', () => {
    const every = week(
      Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
          (day) => [day, nineToFive],
        ),
      ),
    )
    expect(weeklyHoursLines(every)).toEqual([{ days: 'Every day', hours: '9:00 AM – 5:00 PM' }])
    expect(weeklyHoursLines(week({}))).toEqual([{ days: 'Every day', hours: 'Closed' }])
  })
})

describe('the hours on one line', () => {
  it('names only the open days', () => {
    expect(openingHoursSummary(builtInFarmSettings.hours)).toBe('Thu–Sun 8:00 AM – 4:00 PM')
    expect(
      openingHoursSummary(week({ saturday: nineToFive, sunday: [{ from: '10:00', to: '14:00' }] })),
    ).toBe('Sat 9:00 AM – 5:00 PM; Sun 10:00 AM – 2:00 PM')
    expect(openingHoursSummary(week({}))).toBe('Closed')
  })

  it('adds the hours note for e-mails', () => {
    expect(
      openingHoursWithNote({
        hours: builtInFarmSettings.hours,
        hoursNote: 'Closed on Thanksgiving',
      }),
    ).toBe('Thu–Sun 8:00 AM – 4:00 PM (Closed on Thanksgiving)')
    expect(openingHoursWithNote({ hours: builtInFarmSettings.hours, hoursNote: null })).toBe(
      'Thu–Sun 8:00 AM – 4:00 PM',
    )
  })

  it('is what pages show, with the address lines', () => {
    expect(farmSettingsDisplay(builtInFarmSettings)).toEqual({
      addressLines: ['2180 Seagrape Grove Road', 'Jensen Beach, FL 34957'],
      hours: [
        { days: 'Thu–Sun', hours: '8:00 AM – 4:00 PM' },
        { days: 'Mon–Wed', hours: 'Closed' },
      ],
      hoursSummary: 'Thu–Sun 8:00 AM – 4:00 PM',
    })
  })
})
