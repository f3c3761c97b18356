import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import * as tar from 'tar'
import type { AppConfig } from '../config'
import { lockDataDir } from '../db/data-dir-lock'
import { pgliteDir, uploadsDir } from '../open-configured-database'
import { jobSchema } from '../jobs/job-engine'

const run = promisify(execFile)

/** What an archive holds, written first into it as manifest.json. */
interface BackupManifest {
  format: 1
  createdAt: string
  database: 'pglite' | 'postgres'
  /** False when uploads live in S3 (back the bucket up with its own versioning). */
  uploads: boolean
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

const databaseKind = (config: AppConfig) => (config.databaseUrl ? 'postgres' : 'pglite')

async function isEmptyFolder(dir: string) {
  const entries = await readdir(dir).catch(() => [])
  return entries.length === 0
}

/** Runs `work` while holding the PGlite data directory lock (refused while the server runs). */
async function withDataDirLock<T>(config: AppConfig, work: () => Promise<T>) {
  if (config.databaseUrl) return work()
  const release = await lockDataDir(config.dataDir)
  try {
    return await work()
  } finally {
    await release()
  }
}

/**
 * One timestamped .tar.gz in `outDir`: the database (a copy of the PGlite data directory, or a
 * `pg_dump -Fc` of PostgreSQL, which may keep running) and the uploads folder. Answers its path.
 */
export async function createBackup(config: AppConfig, outDir: string): Promise<string> {
  const staging = await mkdtemp(path.join(tmpdir(), 'groveside-backup-'))
  try {
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: databaseKind(config),
      uploads: !config.s3,
    }
    await withDataDirLock(config, async () => {
      if (config.databaseUrl) {
        await run('pg_dump', [
          '--format=custom',
          '--no-owner',
          '--no-acl',
          `--file=${path.join(staging, 'postgres.dump')}`,
          `--dbname=${config.databaseUrl}`,
        ])
      } else {
        if (await isEmptyFolder(pgliteDir(config)))
          throw new BackupError(`There is no database in ${pgliteDir(config)} to back up.`)
        await cp(pgliteDir(config), path.join(staging, 'pglite'), { recursive: true })
      }
      if (manifest.uploads) {
        const uploads = uploadsDir(config)
        if (await stat(uploads).catch(() => null))
          await cp(uploads, path.join(staging, 'uploads'), { recursive: true })
        else await mkdir(path.join(staging, 'uploads'))
      }
    })
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2))

    await mkdir(outDir, { recursive: true })
    const stamp = manifest.createdAt.replace(/[:.]/g, '-')
    const archive = path.resolve(outDir, `groveside-backup-${stamp}.tar.gz`)
    await tar.create({ gzip: true, file: archive, cwd: staging, portable: true }, [
      'manifest.json',
      ...(await readdir(staging)).filter((entry) => entry !== 'manifest.json'),
    ])
    return archive
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

async function postgresHasTables(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    )
    return Number(rows[0]?.count ?? 0) > 0
  } finally {
    await client.end()
  }
}

async function dropJobSchema(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`drop schema if exists "${jobSchema}" cascade`)
  } finally {
    await client.end()
  }
}

/**
 * Puts an archive of `createBackup` back: into an empty PGlite data directory or an empty
 * PostgreSQL database (`pg_restore`), and the uploads folder. Refuses to overwrite anything
 * unless `force` is set; never while the server holds the PGlite data directory.
 */
export async function restoreBackup(
  config: AppConfig,
  archive: string,
  options: { force: boolean },
): Promise<BackupManifest> {
  if (!(await stat(archive).catch(() => null))) throw new BackupError(`No file at ${archive}.`)
  const staging = await mkdtemp(path.join(tmpdir(), 'groveside-restore-'))
  try {
    await tar.extract({ file: archive, cwd: staging })
    const manifest = JSON.parse(
      await readFile(path.join(staging, 'manifest.json'), 'utf8').catch(() => '{}'),
    ) as Partial<BackupManifest>
    if (manifest.format !== 1) throw new BackupError(`${archive} is not a Groveside backup.`)
    if (manifest.database !== databaseKind(config)) {
      throw new BackupError(
        `This backup holds a ${manifest.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} database; ` +
          (config.databaseUrl ? 'unset DATABASE_URL' : 'set DATABASE_URL') +
          ' to restore it.',
      )
    }
    const overwrite = (what: string) =>
      new BackupError(`${what} is not empty; add --force to replace it with the backup.`)

    await withDataDirLock(config, async () => {
      const uploads = uploadsDir(config)
      const existing = config.databaseUrl ? await postgresHasTables(config.databaseUrl) : false
      if (!options.force) {
        if (config.databaseUrl && existing) throw overwrite('The PostgreSQL database')
        if (!config.databaseUrl && !(await isEmptyFolder(pgliteDir(config))))
          throw overwrite(`The database folder ${pgliteDir(config)}`)
        if (manifest.uploads && !(await isEmptyFolder(uploads)))
          throw overwrite(`The uploads folder ${uploads}`)
      }
      if (config.databaseUrl) {
        // pg_restore --clean cannot drop pg-boss's partitioned tables one constraint at a time:
        // its schema goes whole first, and the backup brings it back.
        if (existing) await dropJobSchema(config.databaseUrl)
        await run('pg_restore', [
          '--no-owner',
          '--no-acl',
          '--exit-on-error',
          ...(existing ? ['--clean', '--if-exists'] : []),
          `--dbname=${config.databaseUrl}`,
          path.join(staging, 'postgres.dump'),
        ])
      } else {
        const target = pgliteDir(config)
        await rm(target, { recursive: true, force: true })
        await cp(path.join(staging, 'pglite'), target, { recursive: true })
      }
      if (manifest.uploads) {
        await rm(uploads, { recursive: true, force: true })
        await cp(path.join(staging, 'uploads'), uploads, { recursive: true })
      }
    })
    return manifest as BackupManifest
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
