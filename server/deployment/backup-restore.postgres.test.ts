import { afterAll, describe, expect, it } from 'vitest'
import {
  cleanUp,
  expectSameShop,
  removeLater,
  runScript,
  scratchDir,
  shopWithOrderAndImage,
} from '../test/backup-shop'
import { createPostgresDatabase } from '../test/server-process'

/**
 * `npm run backup` and `npm run restore` on PostgreSQL (pg_dump / pg_restore, decision 0038). A
 * `*.postgres.test.ts`: the API suite runs it when TEST_DATABASE_URL names a PostgreSQL server.
 */
const serverUrl = process.env.TEST_DATABASE_URL!
afterAll(cleanUp, 30_000)

describe('npm run backup / npm run restore on PostgreSQL', () => {
  it('round-trips a shop with an order and an image through pg_dump and pg_restore', async () => {
    const [from, into] = await Promise.all([
      createPostgresDatabase(serverUrl),
      createPostgresDatabase(serverUrl),
    ])
    removeLater(from.drop)
    removeLater(into.drop)
    const source = { DATABASE_URL: from.url, DATA_DIR: await scratchDir('pg-source') }
    const shop = await shopWithOrderAndImage(source)

    const backup = await runScript('backup', ['--out', await scratchDir('pg-backups')], source)
    expect(backup.ok, backup.output).toBe(true)

    const target = { DATABASE_URL: into.url, DATA_DIR: await scratchDir('pg-target') }
    const restored = await runScript('restore', [backup.output], target)
    expect(restored.ok, restored.output).toBe(true)
    await expectSameShop(target, shop)

    const again = await runScript('restore', [backup.output], target)
    expect(again).toMatchObject({ ok: false })
    expect(again.output).toContain('The PostgreSQL database is not empty')
    const forced = await runScript('restore', [backup.output, '--force'], target)
    expect(forced.ok, forced.output).toBe(true)
    await expectSameShop(target, shop)
  }, 120_000)
})
