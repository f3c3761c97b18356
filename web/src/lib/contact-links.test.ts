import { describe, expect, it } from 'vitest'
import { directionsUrl, telHref } from './contact-links'

describe('directionsUrl', () => {
  it('searches the maps service for the address on one line', () => {
    expect(directionsUrl('2180 Seagrape Grove Road\n Jensen Beach, FL 34957\n')).toBe(
      'https://www.google.com/maps/search/?api=1&query=2180%20Seagrape%20Grove%20Road%2C%20Jensen%20Beach%2C%20FL%2034957',
    )
  })

  it('encodes what could break the query', () => {
    expect(directionsUrl('1 A&B Lane #2')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20A%26B%20Lane%20%232',
    )
  })
})

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('(555) 274-6264')).toBe('tel:5552746264')
    expect(telHref('+1 555 274 6264')).toBe('tel:+15552746264')
  })
})
