import { describe, expect, it } from 'vitest'
import { customQrRequest, qrFileName } from './qr-generator'

describe('qrFileName', () => {
  it('stamps the file with the local date and time', () => {
    expect(qrFileName(new Date(2026, 10, 21, 14, 30, 5))).toBe('groveside-qr-2026-11-21-143005.png')
    expect(qrFileName(new Date(2027, 0, 2, 3, 4, 5))).toBe('groveside-qr-2027-01-02-030405.png')
  })
})

describe('customQrRequest', () => {
  it('needs an amount or a description', () => {
    expect(customQrRequest('', '  ')).toEqual({ ok: false, reason: 'missing' })
  })

  it('builds the generate call from what was given', () => {
    expect(customQrRequest('12.5', '')).toStrictEqual({ ok: true, custom: { amount: '12.5' } })
    expect(customQrRequest('', 'Honey sale')).toStrictEqual({
      ok: true,
      custom: { description: 'Honey sale' },
    })
    expect(customQrRequest(' 8 ', ' Eggs ')).toStrictEqual({
      ok: true,
      custom: { amount: '8', description: 'Eggs' },
    })
  })

  it('refuses amounts that are not dollars and cents above zero', () => {
    for (const amount of ['0', '-3', '1.234', 'abc', '0.00']) {
      expect(customQrRequest(amount, 'x')).toMatchObject({ ok: false, reason: 'amount' })
    }
  })
})
