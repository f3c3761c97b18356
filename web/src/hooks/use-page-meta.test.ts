import { describe, expect, it } from 'vitest'
import { composeTitle } from './use-page-meta'

describe('composeTitle', () => {
  it('appends the farm name', () => {
    expect(composeTitle('Products', 'Groveside Farm')).toBe('Products | Groveside Farm')
  })

  it('does not repeat a farm name that is already there', () => {
    expect(composeTitle('Groveside Farm', 'Groveside Farm')).toBe('Groveside Farm')
    expect(composeTitle('Visit groveside farm', 'Groveside Farm')).toBe('Visit groveside farm')
  })

  it('copes with an empty title or farm name', () => {
    expect(composeTitle('', 'Groveside Farm')).toBe('Groveside Farm')
    expect(composeTitle('Products', '')).toBe('Products')
  })
})
