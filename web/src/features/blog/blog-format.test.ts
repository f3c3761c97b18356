import { describe, expect, it } from 'vitest'
import { articleCount } from './blog-format'

describe('articleCount', () => {
  it('counts articles in words', () => {
    expect(articleCount(1)).toBe('1 article')
    expect(articleCount(4)).toBe('4 articles')
    expect(articleCount(0)).toBe('0 articles')
  })
})
