import pg from 'pg'
import type { PGlite } from '@electric-sql/pglite'
import { randomBytes } from 'node:crypto'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { connectDatabase, type DatabaseConnection } from '../db/client'
import { prepareDatabase } from '../prepare-database'
import { createMemoryStorage } from '../domains/media/storage'

/** A database prepared once per test run, copied for each test file that asks for it. */
export type TemplateKind = 'migrated' | 'seeded'
/** Per kind: a PGlite dump file, or a PostgreSQL database name (TEST_DATABASE_URL's server). */
export type TestTemplates = Record<TemplateKind, string>

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestTemplates
  }
}

const uniqueName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`

function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/**
 * Migrates (and seeds) one database of each kind, once per run (the API project's global set-up),
 * so a test file copies one instead of migrating and seeding its own: a PGlite dump file, or a
 * PostgreSQL database used as a TEMPLATE. Answers what to remove at the end.
 */
export async function prepareTestTemplates(): Promise<{
  templates: TestTemplates
  remove(): Promise<void>
}> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const templates = {} as TestTemplates
  for (const kind of ['migrated', 'seeded'] as const) {
    const seedDemoData = kind === 'seeded'
    if (serverUrl) {
      const name = uniqueName(`groveside_template_${kind}`)
      await onServer(serverUrl, `create database ${name}`)
      const database = await connectDatabase({
        kind: 'postgres',
        url: databaseUrl(serverUrl, name),
      })
      await prepareDatabase(database, { storage: createMemoryStorage(), seedDemoData })
      await database.close()
      templates[kind] = name
    } else {
      const database = await connectDatabase({ kind: 'pglite', dataDir: null })
      await prepareDatabase(database, { storage: createMemoryStorage(), seedDemoData })
      const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none')
      await database.close()
      const file = path.join(tmpdir(), `${uniqueName(`groveside-template-${kind}`)}.tar`)
      await writeFile(file, Buffer.from(await dump.arrayBuffer()))
      templates[kind] = file
    }
  }
  return {
    templates,
    async remove() {
      for (const template of Object.values(templates)) {
        if (serverUrl) await onServer(serverUrl, `drop database if exists ${template} with (force)`)
        else await rm(template, { force: true })
      }
    },
  }
}

/**
 * CREATE DATABASE ... TEMPLATE refuses while another session uses the template, and two files
 * copying it at the same moment are such sessions to each other: wait and copy again.
 */
async function createDatabaseFrom(serverUrl: string, name: string, template: string | undefined) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`)
      return
    } catch (error) {
      const templateInUse = (error as { code?: string }).code === '55006'
      if (!templateInUse || attempt === 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200))
    }
  }
}

/**
 * A database for one test file: in-memory PGlite by default, or a brand-new PostgreSQL database
 * on the server named by TEST_DATABASE_URL (dropped again on close). Empty unless `from` names a
 * prepared copy (migrated, or migrated and seeded with the demo farm; its pictures are not in
 * any storage: see buildTestApp).
 */
export async function createTestDatabase(from?: TemplateKind): Promise<DatabaseConnection> {
  const template = from ? inject('testDatabaseTemplates')[from] : undefined
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined
    return connectDatabase({ kind: 'pglite', dataDir: null, loadDataDir })
  }

  const name = uniqueName('groveside_test')
  await createDatabaseFrom(serverUrl, name, template)
  const connection = await connectDatabase({
    kind: 'postgres',
    url: databaseUrl(serverUrl, name),
    // Enough for the race tests' simultaneous transactions, and small enough that two files
    // racing at once on the two workers (2 x (30 + pg-boss's 3)) stay under the server's
    // max_connections of 100: at 60 each, two races together failed with "too many clients".
    poolSize: 30,
  })
  return {
    ...connection,
    async close() {
      await connection.close()
      await onServer(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}
