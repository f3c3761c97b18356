import lockfile from 'proper-lockfile'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import { StartupError } from '../startup-error'

export class DataDirLockedError extends StartupError {
  constructor(dataDir: string, owner: LockOwner | null) {
    super(
      `Another Groveside process is using the embedded database in ${dataDir}` +
        `${owner ? ` (pid ${owner.pid} on ${owner.host})` : ''}. Stop it first, or point DATA_DIR ` +
        'at another folder (or set DATABASE_URL).',
    )
    this.name = 'DataDirLockedError'
  }
}

/** Who holds the lock: written beside it once taken, naming the lock by its inode and birth. */
interface LockOwner {
  pid: number
  host: string
  lock: string
}

const lockPath = (dataDir: string) => path.join(dataDir, '.groveside.lock')
const ownerPath = (dataDir: string) => path.join(dataDir, '.groveside.lock.owner')

/** One lock directory told apart from a later one at the same path (inodes are reused). */
async function lockIdentity(dataDir: string) {
  const info = await stat(lockPath(dataDir), { bigint: true })
  return `${info.ino}:${info.birthtimeNs}`
}

async function readOwner(dataDir: string): Promise<LockOwner | null> {
  try {
    return JSON.parse(await readFile(ownerPath(dataDir), 'utf8')) as LockOwner
  } catch {
    return null
  }
}

function processIsGone(pid: number) {
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/** The data directories this process holds. */
const heldHere = new Set<string>()

/**
 * A lock whose owner process has ended (a crash, SIGKILL): on this machine, for this very lock
 * directory, and the process is no longer running, or it has this process's pid (a restarted
 * container often gets the same one) while this process holds no lock on the folder.
 */
async function heldByGoneProcess(dataDir: string, owner: LockOwner | null) {
  if (!owner || owner.host !== hostname() || heldHere.has(dataDir)) return false
  if (owner.lock !== (await lockIdentity(dataDir).catch(() => null))) return false
  return owner.pid === process.pid || processIsGone(owner.pid)
}

const take = (dataDir: string) =>
  lockfile.lock(dataDir, {
    lockfilePath: lockPath(dataDir),
    stale: 10_000,
    update: 2_000,
    realpath: false,
  })

/**
 * PGlite must never be opened by two processes. Holds a lock on the data directory for the
 * life of the process. A lock left by a process that is gone (its pid is written beside the lock)
 * is taken over at once; any other goes stale 10 seconds after its owner stopped refreshing it
 * (another machine sharing the folder, a pid now used by something else).
 */
export async function lockDataDir(folder: string): Promise<() => Promise<void>> {
  const dataDir = path.resolve(folder)
  await mkdir(dataDir, { recursive: true })
  let release: () => Promise<void>
  try {
    release = await take(dataDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
    const owner = await readOwner(dataDir)
    if (!(await heldByGoneProcess(dataDir, owner))) throw new DataDirLockedError(dataDir, owner)
    console.warn(
      `The embedded database in ${dataDir} was left locked by process ${owner!.pid}, which is no ` +
        'longer running (it crashed or was killed); taking the lock over.',
    )
    await rm(lockPath(dataDir), { recursive: true, force: true })
    try {
      release = await take(dataDir)
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== 'ELOCKED') throw again
      throw new DataDirLockedError(dataDir, await readOwner(dataDir))
    }
  }
  heldHere.add(dataDir)
  const unlock = async () => {
    heldHere.delete(dataDir)
    await rm(ownerPath(dataDir), { force: true })
    // Already released when the lock was lost (its folder removed under it, as the e2e teardown does).
    await release().catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ERELEASED') throw error
    })
  }
  try {
    const owner: LockOwner = {
      pid: process.pid,
      host: hostname(),
      lock: await lockIdentity(dataDir),
    }
    await writeFile(ownerPath(dataDir), JSON.stringify(owner))
  } catch (error) {
    await unlock()
    throw error
  }
  return unlock
}
