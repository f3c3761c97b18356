import lockfile from 'proper-lockfile'
import { mkdir } from 'node:fs/promises'

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Groveside process is using the embedded database in ${dataDir}. ` +
        'Stop it first, or point DATA_DIR at another folder (or set DATABASE_URL).',
    )
    this.name = 'DataDirLockedError'
  }
}

/**
 * PGlite must never be opened by two processes. Holds a lock on the data directory for the
 * life of the process; a lock left by a crashed process goes stale after 10 seconds.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true })
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.groveside.lock`,
      stale: 10_000,
      update: 2_000,
      realpath: false,
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir)
    throw error
  }
}
