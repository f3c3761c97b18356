import { describe, expect, it } from 'vitest'
import { builtInFarmSettings, farmSettingsInputSchema, isFarmTimeZone } from './farm-settings'

/** The field paths of a refused input, with their messages. */
function problems(input: unknown) {
  const result = farmSettingsInputSchema.safeParse(input)
  if (result.success) return {}
  // The first message of each field, as the API answers it.
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message
  return fields
}

const valid = builtInFarmSettings

describe('farmSettingsInputSchema', () => {
  it('takes the built-in settings, and blank coordinates as none', () => {
    expect(farmSettingsInputSchema.parse(valid)).toMatchObject({ geo: null, hoursNote: null })
    expect(
      farmSettingsInputSchema.parse({ ...valid, geo: { latitude: ' ', longitude: '' } }).geo,
    ).toBeNull()
    expect(
      farmSettingsInputSchema.parse({ ...valid, geo: { latitude: '27.25', longitude: -80.23 } })
        .geo,
    ).toEqual({ latitude: 27.25, longitude: -80.23 })
  })

  it('refuses a time that is not HH:mm, naming the range', () => {
    expect(
      problems({ ...valid, hours: { ...valid.hours, monday: [{ from: '8am', to: '16:00' }] } }),
    ).toEqual({ 'hours.monday.0.from': 'Opening time must be a time such as 08:00 (24 hours)' })
  })

  it('refuses a range that closes before it opens', () => {
    expect(
      problems({ ...valid, hours: { ...valid.hours, friday: [{ from: '16:00', to: '08:00' }] } }),
    ).toEqual({ 'hours.friday.0.to': 'Closing time must be after the opening time' })
  })

  it('refuses overlapping ranges of a day, and allows ranges that touch', () => {
    expect(
      problems({
        ...valid,
        hours: {
          ...valid.hours,
          saturday: [
            { from: '08:00', to: '12:00' },
            { from: '11:00', to: '15:00' },
          ],
        },
      }),
    ).toEqual({ 'hours.saturday.1.from': 'These hours overlap other hours of the same day' })
    expect(
      problems({
        ...valid,
        hours: {
          ...valid.hours,
          saturday: [
            { from: '13:00', to: '17:00' },
            { from: '08:00', to: '13:00' },
          ],
        },
      }),
    ).toEqual({})
  })

  it('needs every day of the week', () => {
    const { sunday: _sunday, ...sixDays } = valid.hours
    expect(problems({ ...valid, hours: sixDays })).toEqual({ 'hours.sunday': 'Sunday is required' })
  })

  it('checks the address, phone, e-mail and time zone', () => {
    expect(
      problems({
        ...valid,
        address: { ...valid.address, state: 'Florida', zipCode: '3495', country: 'CA' },
        phone: '555-CALL-NOW',
        email: 'not-an-address',
        timeZone: 'Mars/Olympus_Mons',
      }),
    ).toEqual({
      'address.state': 'State must be a two-letter US state such as FL',
      'address.zipCode': 'ZIP code must be 5 digits, or ZIP+4 (34957-1234)',
      'address.country': 'Country must be US (the shop is in the United States)',
      phone: 'Phone may hold only digits, spaces and + ( ) - .',
      email: 'E-mail must be a valid e-mail address',
      timeZone: 'Time zone must be an IANA time zone such as America/New_York',
    })
  })
})

describe('isFarmTimeZone', () => {
  it('takes IANA zones, and refuses abbreviations and offsets', () => {
    expect(isFarmTimeZone('America/New_York')).toBe(true)
    expect(isFarmTimeZone('America/Argentina/Buenos_Aires')).toBe(true)
    expect(isFarmTimeZone('Pacific/Kiritimati')).toBe(true)
    for (const zone of ['EST', 'UTC', '+05:00', 'America/Nowhere', '', 'america/new_york'])
      expect(isFarmTimeZone(zone), zone).toBe(false)
  })
})
