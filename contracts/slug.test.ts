import { describe, expect, it } from 'vitest'
import { slugFromTitle } from './slug'

describe('slugFromTitle (spec 3 §5)', () => {
  it('lowercases, drops other characters, turns spaces into hyphens and collapses them', () => {
    expect(slugFromTitle('Mango Season Is Here!')).toBe('mango-season-is-here')
    expect(slugFromTitle('Fall   Grafting -- Workshop (2026)')).toBe('fall-grafting-workshop-2026')
    expect(slugFromTitle('Honey & Lime: a how-to')).toBe('honey-lime-a-how-to')
  })

  it('keeps letters with accents as plain letters and trims hyphens at the ends', () => {
    expect(slugFromTitle('Café Crème Brûlée')).toBe('cafe-creme-brulee')
    expect(slugFromTitle(' - Hello - ')).toBe('hello')
  })

  it('answers an empty slug when nothing is left, and stays within the length', () => {
    expect(slugFromTitle('!!! ???')).toBe('')
    expect(slugFromTitle('')).toBe('')
    const long = slugFromTitle(`${'word '.repeat(100)}`, 20)
    expect(long.length).toBeLessThanOrEqual(20)
    expect(long).toBe('word-word-word-word')
  })
})
