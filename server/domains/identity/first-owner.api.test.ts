import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffAccounts } from '#server/db/schema/identity'
import { buildTestApp, type TestApp } from '#server/test/build-test-app'
import { ensureFirstOwner } from './staff-accounts'

let testApp: TestApp
beforeAll(async () => {
  testApp = await buildTestApp({ seed: false })
})
afterAll(async () => {
  await testApp.close()
})

describe('the first owner', () => {
  it('is created once when several instances start on an empty database at the same moment', async () => {
    const db = testApp.app.db
    expect(await db.select().from(staffAccounts)).toEqual([])
    const starts = await Promise.all(
      [1, 2, 3].map(() =>
        ensureFirstOwner(db, {
          email: 'first@groveside.test',
          password: 'one owner, three starts',
        }),
      ),
    )
    expect(starts.filter(Boolean)).toEqual([
      { email: 'first@groveside.test', generatedPassword: null },
    ])
    const accounts = await db.select().from(staffAccounts)
    expect(accounts.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'first@groveside.test', role: 'owner' },
    ])
    expect(await ensureFirstOwner(db, { email: 'second@groveside.test' })).toBeNull()
  })
})
