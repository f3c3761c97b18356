import path from 'node:path'
import type { AppConfig } from './config'
import { createS3Storage } from './domains/media/s3-storage'
import { createLocalDiskStorage, type FileStorage } from './domains/media/storage'
import { StartupError } from './startup-error'
import { connectDatabase, type DatabaseConnection } from './db/client'
import { connectionFailure } from './db/connection-failure'
import { lockDataDir } from './db/data-dir-lock'

export interface ConfiguredDatabase {
  database: DatabaseConnection
  storage: FileStorage
  /** Closes the database and releases the data directory lock. */
  close(): Promise<void>
}

export const pgliteDir = (config: AppConfig) => path.join(config.dataDir, 'pglite')
export const uploadsDir = (config: AppConfig) => path.join(config.dataDir, 'uploads')

/** Opens PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR (locked). */
export async function openConfiguredDatabase(config: AppConfig): Promise<ConfiguredDatabase> {
  const storage = config.s3
    ? createS3Storage(config.s3)
    : createLocalDiskStorage(uploadsDir(config))
  if (config.databaseUrl) {
    const database = await connectDatabase({
      kind: 'postgres',
      url: config.databaseUrl,
      poolSize: config.databasePoolSize,
    })
    // The pool connects on first use: try once now, so a wrong URL is said in one line at start.
    try {
      await database.ping()
    } catch (error) {
      await database.close().catch(() => {})
      throw new StartupError(connectionFailure(error, config.databaseUrl))
    }
    return { database, storage, close: () => database.close() }
  }
  const release = await lockDataDir(config.dataDir)
  try {
    const database = await connectDatabase({ kind: 'pglite', dataDir: pgliteDir(config) })
    let closing: Promise<void> | null = null
    return {
      database,
      storage,
      // Shutdown can be asked for more than once (two signals); close and unlock only once.
      close() {
        closing ??= database.close().then(() => release())
        return closing
      },
    }
  } catch (error) {
    await release()
    throw error
  }
}

/** For the command-line tools: the database, or one line saying what is wrong and exit code 1. */
export async function openConfiguredDatabaseOrExit(config: AppConfig): Promise<ConfiguredDatabase> {
  try {
    return await openConfiguredDatabase(config)
  } catch (error) {
    if (!(error instanceof StartupError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
