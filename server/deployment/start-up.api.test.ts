import { afterAll, describe, expect, it } from 'vitest'
import { mkdtemp, rm, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  freePort,
  serverStartFailure,
  startServerProcess,
  stopAllProcesses,
} from '../test/server-process'

/**
 * What a person starting the shop sees when it cannot start, and a restart after a crash
 * (`start-up.postgres.test.ts` has the DATABASE_URL cases that need a PostgreSQL server).
 */
const folders: string[] = []
afterAll(async () => {
  await stopAllProcesses()
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
}, 30_000)

describe('starting the shop', () => {
  it('says in one line, without a stack, that nothing listens at the port DATABASE_URL names', async () => {
    const port = await freePort()
    const failed = await serverStartFailure({
      DATABASE_URL: `postgres://groveside:secret-password@127.0.0.1:${port}/groveside`,
    })
    expect(failed.code).toBe(1)
    expect(failed.stdout).toBe('')
    expect(failed.stderr).toBe(
      `Cannot use the PostgreSQL database of DATABASE_URL (groveside@127.0.0.1:${port}/groveside): ` +
        `connection refused, no PostgreSQL server is listening at 127.0.0.1:${port}.\n`,
    )
  }, 60_000)

  it('starts again at once on an embedded database whose last server was killed', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'groveside-restart-'))
    folders.push(dataDir)
    const port = await freePort()
    const env = { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' }
    const first = await startServerProcess({ port, env })
    await first.stop('SIGKILL')
    // As if the crash had just happened, however long the next process takes to start here: the
    // lock must be taken over because its process is gone, not because it went stale with age.
    const inAMinute = new Date(Date.now() + 60_000)
    await utimes(path.join(dataDir, '.groveside.lock'), inAMinute, inAMinute)
    const second = await startServerProcess({ port, env })
    expect(second.output()).toContain(
      `The embedded database in ${dataDir} was left locked by process ${first.child.pid}, which is no longer running`,
    )
    await second.stop()
  }, 60_000)
})
