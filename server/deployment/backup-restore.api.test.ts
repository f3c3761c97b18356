import { afterAll, describe, expect, it } from 'vitest'
import { lockDataDir } from '../db/data-dir-lock'
import {
  cleanUp,
  expectSameShop,
  runScript,
  scratchDir,
  shopWithOrderAndImage,
} from '../test/backup-shop'

/**
 * `npm run backup` and `npm run restore` (decision 0038) round-trip a shop with a paid order and
 * an uploaded image on the embedded PGlite; `backup-restore.postgres.test.ts` does it on
 * PostgreSQL.
 */
afterAll(cleanUp, 30_000)

describe('npm run backup / npm run restore on the embedded PGlite', () => {
  it('round-trips a shop with an order and an image, and refuses to overwrite without --force', async () => {
    const source = { DATA_DIR: await scratchDir('pglite-source') }
    const shop = await shopWithOrderAndImage(source)

    // While a server holds the data directory the backup is refused.
    const release = await lockDataDir(source.DATA_DIR)
    const refused = await runScript('backup', ['--out', source.DATA_DIR], source).finally(release)
    expect(refused.ok).toBe(false)
    expect(refused.output).toContain('Another Groveside process is using the embedded database')

    const backups = await scratchDir('pglite-backups')
    const backup = await runScript('backup', ['--out', backups], source)
    expect(backup.ok, backup.output).toBe(true)
    expect(backup.output).toMatch(/groveside-backup-[\dT-]+Z\.tar\.gz$/)

    const target = { DATA_DIR: await scratchDir('pglite-target') }
    const restored = await runScript('restore', [backup.output], target)
    expect(restored.ok, restored.output).toBe(true)
    await expectSameShop(target, shop)

    const again = await runScript('restore', [backup.output], target)
    expect(again).toMatchObject({ ok: false })
    expect(again.output).toContain('add --force to replace it')
    const forced = await runScript('restore', [backup.output, '--force'], target)
    expect(forced.ok, forced.output).toBe(true)
  }, 120_000)
})
