import { afterAll, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DataDirLockedError, lockDataDir } from './data-dir-lock'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const folders: string[] = []
const children: ReturnType<typeof spawn>[] = []
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

async function dataDir() {
  const folder = await mkdtemp(path.join(tmpdir(), 'groveside-lock-'))
  folders.push(folder)
  return folder
}

/** Another process that takes the lock on `folder` and keeps it until it is killed. */
async function otherProcessLocking(folder: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(path.join(repoRoot, 'server/db/data-dir-lock.ts'))})
       await lockDataDir(process.argv[1]); console.log('locked'); setInterval(() => {}, 1000)`,
      folder,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  children.push(child)
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
    child.once('exit', () => reject(new Error('the locking process ended before it locked')))
  })
  return {
    pid: child.pid!,
    kill: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGKILL')
      }),
  }
}

describe('the data directory lock', () => {
  it('refuses while another running process holds it, naming that process', async () => {
    const folder = await dataDir()
    const other = await otherProcessLocking(folder)
    const refused = await lockDataDir(folder).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DataDirLockedError)
    expect((refused as Error).message).toBe(
      `Another Groveside process is using the embedded database in ${folder} (pid ${other.pid} on ` +
        `${hostname()}). Stop it first, or point DATA_DIR at another folder (or set DATABASE_URL).`,
    )
    await other.kill()
  })

  it('takes over at once a lock left by a process that was killed', async () => {
    const folder = await dataDir()
    const other = await otherProcessLocking(folder)
    await other.kill()
    // Within the 10 s a lock takes to go stale by its age alone.
    const release = await lockDataDir(folder)
    await release()
    await (
      await lockDataDir(folder)
    )()
  })

  it('refuses a second lock in the same process', async () => {
    const folder = await dataDir()
    const release = await lockDataDir(folder)
    await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DataDirLockedError)
    await release()
  })

  it('does not take over a newer lock that an older owner record does not describe', async () => {
    const folder = await dataDir()
    const other = await otherProcessLocking(folder)
    await other.kill()
    // A process took the lock anew and has not written who it is yet: the record is the old one.
    await rm(path.join(folder, '.groveside.lock'), { recursive: true })
    await mkdir(path.join(folder, '.groveside.lock'))
    await expect(lockDataDir(folder)).rejects.toBeInstanceOf(DataDirLockedError)
  })
})
