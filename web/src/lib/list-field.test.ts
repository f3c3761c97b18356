import { describe, expect, it } from 'vitest'
import { formatList, parseList } from './list-field'

describe('list fields', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(parseList(' mango, honey ,, ,fig,', 'comma')).toEqual(['mango', 'honey', 'fig'])
  })

  it('splits one entry per line', () => {
    expect(parseList('Peel the mango\r\n\n  Slice it  \n', 'lines')).toEqual([
      'Peel the mango',
      'Slice it',
    ])
  })

  it('formats a list back for editing', () => {
    expect(formatList(['a', 'b'], 'comma')).toBe('a, b')
    expect(formatList(['a', 'b'], 'lines')).toBe('a\nb')
    expect(formatList(null, 'lines')).toBe('')
  })
})
