import { afterAll, describe, expect, it } from 'vitest'
import { serverStartFailure, stopAllProcesses } from '../test/server-process'

/**
 * A DATABASE_URL that reaches PostgreSQL but cannot be used ends the start in one line naming the
 * variable and the cause, without a stack. Needs a PostgreSQL server: runs when TEST_DATABASE_URL
 * is given (CI runs the API suite that way).
 */
const serverUrl = new URL(process.env.TEST_DATABASE_URL!)
const where = `${serverUrl.hostname}:${serverUrl.port || 5432}`
afterAll(stopAllProcesses)

const withUrl = (change: (url: URL) => void) => {
  const url = new URL(serverUrl)
  change(url)
  return url.toString()
}

describe('starting the shop on a wrong DATABASE_URL', () => {
  it('names a database that does not exist', async () => {
    const failed = await serverStartFailure({
      DATABASE_URL: withUrl((url) => (url.pathname = '/groveside_missing_database')),
    })
    expect(failed.code).toBe(1)
    expect(failed.stderr).toBe(
      `Cannot use the PostgreSQL database of DATABASE_URL (${serverUrl.username}@${where}/groveside_missing_database): ` +
        'database "groveside_missing_database" does not exist; create it (createdb groveside_missing_database) or correct the URL.\n',
    )
  }, 60_000)

  it('names a role that does not exist', async () => {
    const failed = await serverStartFailure({
      DATABASE_URL: withUrl((url) => (url.username = 'groveside_missing_role')),
    })
    expect(failed.code).toBe(1)
    expect(failed.stderr).toBe(
      `Cannot use the PostgreSQL database of DATABASE_URL (groveside_missing_role@${where}${serverUrl.pathname}): ` +
        'role "groveside_missing_role" does not exist.\n',
    )
  }, 60_000)
})
