import { describe, expect, it } from 'vitest'
import { connectionFailure } from './connection-failure'

const systemError = (code: string, message: string) => Object.assign(new Error(message), { code })

describe('connectionFailure', () => {
  it('names DATABASE_URL and where it points, never its password', () => {
    const message = connectionFailure(
      systemError('ENOTFOUND', 'getaddrinfo ENOTFOUND db.internal'),
      'postgres://shop:s3cret-password@db.internal:6543/groveside',
    )
    expect(message).toBe(
      'Cannot use the PostgreSQL database of DATABASE_URL (shop@db.internal:6543/groveside): ' +
        'the host db.internal cannot be found.',
    )
  })

  it("reads the driver's error under the one Drizzle wraps it in", () => {
    const wrapped = new Error('Failed query: select 1\nparams: ', {
      cause: systemError('28P01', 'password authentication failed for user "shop"'),
    })
    expect(connectionFailure(wrapped, 'postgresql://shop:wrong@localhost/groveside')).toBe(
      'Cannot use the PostgreSQL database of DATABASE_URL (shop@localhost:5432/groveside): ' +
        'password authentication failed for user "shop".',
    )
  })
})
