import { describe, expect, it } from 'vitest'
import { isReturnPath, returnPathOr, signInHref } from './return-path'

describe('return paths after signing in', () => {
  it('accepts paths of this site, with their query', () => {
    expect(isReturnPath('/subscriptions')).toBe(true)
    expect(isReturnPath('/subscriptions/subscribe?plan=2')).toBe(true)
    expect(returnPathOr('/products')).toBe('/products')
  })

  it('refuses other sites, schemes, backslashes, spaces and nothing', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'subscriptions',
      '/a b',
      '',
      null,
      undefined,
      `/${'a'.repeat(300)}`,
    ])
      expect(returnPathOr(value)).toBe('/')
  })

  it('makes the sign-in address that comes back', () => {
    expect(signInHref('/subscriptions')).toBe('/api/login?returnTo=%2Fsubscriptions')
    expect(signInHref('/')).toBe('/api/login')
    expect(signInHref('//evil.example')).toBe('/api/login')
  })
})
